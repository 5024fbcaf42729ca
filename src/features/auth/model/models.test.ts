import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import type { RegisterSettingsValue } from '../../../../contract';
import { readAuthRefusal } from './auth-errors';
import { affiliateCodeFromUrl, defaultRegisterMethod, registerFieldPlan, registerTabs, socialSignIn } from './access-options';
import { secondsLeft, smsExpiry } from './sms-countdown';
import { safeRedirect } from './redirect';

const refused = (errorCode: string, value: unknown = null) => new ApiError('business', { errorCode, value, serverMessage: 'server text' });

describe('readAuthRefusal', () => {
  it('a refusal asking for a captcha shows it', () => {
    const r = readAuthRefusal(refused('login.cred.err', { needCaptcha: true, lockedUntil: null }));
    expect(r).toMatchObject({ needCaptcha: true, dropRemembered: true, message: { key: 'err_credentials' } });
  });
  it('not.exists.user drops the remembered password too; other codes do not', () => {
    expect(readAuthRefusal(refused('not.exists.user')).dropRemembered).toBe(true);
    expect(readAuthRefusal(refused('captcha.invalid')).dropRemembered).toBe(false);
  });
  it('account.locked says until when', () => {
    const r = readAuthRefusal(refused('account.locked', { needCaptcha: true, lockedUntil: 1_700_000_000_000 }), (ms) => `T${ms}`);
    expect(r.message).toEqual({ key: 'err_account_locked', params: { time: 'T1700000000000' } });
    expect(readAuthRefusal(refused('account.locked')).message).toEqual({ key: 'err_account_locked_plain' });
  });
  it('a disabled account with the right password says "no login permission yet" (spec §8)', () => {
    expect(readAuthRefusal(refused('login.no.permission')).message).toEqual({ key: 'err_no_login_permission' });
  });
  it('names the refused field from the value or the code', () => {
    expect(readAuthRefusal(refused('field.invalid', { field: 'email' })).field).toBe('email');
    expect(readAuthRefusal(refused('username.exists')).field).toBe('username');
    expect(readAuthRefusal(refused('modify.new.old.same')).message).toEqual({ key: 'same_password' });
  });
  it.each([
    ['captcha.required', 'err_captcha_required'], ['captcha.invalid', 'err_captcha_incorrect'], ['username.exists', 'err_username_taken'],
    ['mobile.exists', 'err_mobile_taken'], ['affiliate.invalid', 'err_affiliate_invalid'], ['verification.code.invalid', 'err_code_incorrect'],
    ['sms.too.frequent', 'err_sms_too_frequent'], ['email.not.match', 'err_email_mismatch'], ['old.password.invalid', 'err_old_password'],
    ['encryption.required', 'err_encryption'], ['encryption.invalid', 'err_encryption'], ['freeplay.disabled', 'trial_unavailable'],
    ['no.permission', 'err_no_permission'],
  ])('%s has its own text', (code, key) => expect(readAuthRefusal(refused(code)).message?.key).toBe(key));
  it('leaves unknown codes and transport failures to the shared texts', () => {
    expect(readAuthRefusal(refused('TOO_MANY_REQUESTS')).message).toBeNull();
    expect(readAuthRefusal(new ApiError('offline')).message).toBeNull();
    expect(readAuthRefusal(new Error('x')).message).toBeNull();
  });
});

describe('registration options', () => {
  it('defaults to mobile only when mobile alone is enabled', () => {
    expect(defaultRegisterMethod(false, true)).toBe('mobile');
    expect(defaultRegisterMethod(true, true)).toBe('username');
    expect(defaultRegisterMethod(true, false)).toBe('username');
    expect(defaultRegisterMethod(false, false)).toBe('username');
  });
  it('shows tabs only when both are enabled', () => {
    expect(registerTabs(true, true)).toEqual(['username', 'mobile']);
    expect(registerTabs(true, false)).toEqual([]);
  });
  it('reads the affiliate code from ?affiliateCode= or ?code=', () => {
    expect(affiliateCodeFromUrl('?affiliateCode=AB12')).toBe('AB12');
    expect(affiliateCodeFromUrl('?code=XY9')).toBe('XY9');
    expect(affiliateCodeFromUrl('?affiliateCode=A&code=B')).toBe('A');
    expect(affiliateCodeFromUrl('')).toBe('');
  });

  const f = (enabled: boolean, required: boolean) => ({ enabled, required, minLength: 1, maxLength: 10, patternId: 'x', acceptedPattern: '*' });
  const settings: RegisterSettingsValue = {
    username: f(true, true), password: f(true, true), confirmPassword: f(true, true), mobileNum: f(true, true),
    email: f(true, false), nickname: f(true, false), birthday: f(false, false), affiliateCode: f(true, false), captcha: f(true, true),
  };
  const fields = (plan: { field: string }[]) => plan.map((p) => p.field);
  it('plans the username form from the settings', () => {
    const plan = registerFieldPlan(settings, { method: 'username', smsVerification: false, mobileNeedsPassword: false, showAffiliate: false });
    expect(fields(plan)).toEqual(['username', 'mobileNum', 'password', 'confirmPassword', 'nickname', 'email', 'captcha']);
    expect(plan.find((p) => p.field === 'email')?.required).toBe(false);
  });
  it('REGMOBVERF3 offers the SMS code for the username form\'s number too (optional: an unproved number is kept unverified)', () => {
    const plan = registerFieldPlan(settings, { method: 'username', smsVerification: true, mobileNeedsPassword: false, showAffiliate: false });
    expect(fields(plan)).toEqual(['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword', 'nickname', 'email', 'captcha']);
    expect(plan.find((p) => p.field === 'verificationCode')?.required).toBe(false);
    const noMobile = { ...settings, mobileNum: f(false, false) };
    expect(fields(registerFieldPlan(noMobile, { method: 'username', smsVerification: true, mobileNeedsPassword: false, showAffiliate: false }))).not.toContain('verificationCode');
  });
  it('plans the mobile form: SMS code with REGMOBVERF3, password only with MOBILENUMPASSREG3', () => {
    expect(fields(registerFieldPlan(settings, { method: 'mobile', smsVerification: true, mobileNeedsPassword: false, showAffiliate: false }))).toEqual([
      'mobileNum', 'verificationCode', 'nickname', 'email', 'captcha',
    ]);
    expect(fields(registerFieldPlan(settings, { method: 'mobile', smsVerification: false, mobileNeedsPassword: true, showAffiliate: true }))).toEqual([
      'mobileNum', 'password', 'confirmPassword', 'nickname', 'email', 'affiliateCode', 'captcha',
    ]);
  });
});

describe('social sign-in icons', () => {
  it('need the flag AND the provider offered by the server', () => {
    expect(socialSignIn({ facebook: true, google: true }, ['google', 'facebook'])).toEqual({ facebook: true, google: true });
    expect(socialSignIn({ facebook: true, google: false }, ['google', 'facebook'])).toEqual({ facebook: true, google: false });
    expect(socialSignIn({ facebook: true, google: true }, ['google'])).toEqual({ facebook: false, google: true });
    expect(socialSignIn({ facebook: true, google: true }, [])).toEqual({ facebook: false, google: false });
  });
});

describe('SMS countdown', () => {
  it('runs to the server expiry, else 60 s', () => {
    expect(smsExpiry(10_000 + 45_000, 10_000)).toBe(55_000);
    expect(smsExpiry(5_000, 10_000)).toBe(70_000);
    expect(smsExpiry(undefined, 10_000)).toBe(70_000);
  });
  it('shows whole seconds rounded up, 0 at the end', () => {
    expect(secondsLeft(70_000, 10_000)).toBe(60);
    expect(secondsLeft(70_000, 69_001)).toBe(1);
    expect(secondsLeft(70_000, 70_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});

describe('safeRedirect', () => {
  it('returns only paths of this app', () => {
    expect(safeRedirect('?redirect=/m/webEmail')).toBe('/m/webEmail');
    expect(safeRedirect('?redirect=https://evil.example')).toBeNull();
    expect(safeRedirect('?redirect=//evil.example')).toBeNull();
    expect(safeRedirect('?redirect=/m/login')).toBeNull();
    expect(safeRedirect('')).toBeNull();
  });
});
