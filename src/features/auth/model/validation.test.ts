import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisterFieldSetting, RegisterSettingsValue } from '../../../../contract';
import {
  EMAIL_PATTERN,
  birthdayRange,
  birthdayRule,
  captchaRule,
  confirmRule,
  differentFrom,
  emailRule,
  fieldRule,
  loginRules,
  mobileRule,
  optional,
  patternHint,
  smsCodeRule,
  validateAll,
} from './validation';
import { loadPatternEngine } from './config-pattern';

const setting = (patch: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({
  enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 'username', acceptedPattern: '^[A-Za-z0-9]+$', ...patch,
});
const SETTINGS: RegisterSettingsValue = {
  username: setting(),
  password: setting({ minLength: 6, maxLength: 20, patternId: 'password', acceptedPattern: '^[\\x21-\\x7E]+$' }),
  mobileNum: setting({ minLength: 9, maxLength: 11, patternId: 'mobileNum', acceptedPattern: '^[0-9]+$' }),
};
const none = {};
// the configured patterns run on RE2, loaded on demand (config-pattern.ts)
beforeAll(() => loadPatternEngine());

describe('loginUsername', () => {
  const rule = loginRules(SETTINGS).loginUsername;
  it('is required', () => expect(rule('  ', none)).toEqual({ key: 'v_username_required' }));
  it('takes its bounds from the username field settings', () => {
    expect(rule('abcde', none)).toEqual({ key: 'v_username_length', params: { min: 6, max: 16 } });
    expect(rule('a'.repeat(17), none)?.key).toBe('v_username_length');
    expect(rule('demomember', none)).toBeNull();
    expect(rule(' demomember ', none)).toBeNull();
  });
  it('says "account format is incorrect" for a name the username pattern refuses (spec §8)', () => {
    expect(rule('demo member', none)).toEqual({ key: 'err_account_format' });
    expect(rule('người_chơi1', none)).toEqual({ key: 'err_account_format' });
    expect(loginRules().loginUsername('demo member', none)).toBeNull();
  });
  it('falls back to 3..32 without settings', () => {
    const fallback = loginRules().loginUsername;
    expect(fallback('abc', none)).toBeNull();
    expect(fallback('ab', none)?.params).toEqual({ min: 3, max: 32 });
  });
});

describe('loginPassword', () => {
  const rule = loginRules(SETTINGS).loginPassword;
  it('is required', () => expect(rule('', none)).toEqual({ key: 'v_password_required' }));
  it('has the password bounds', () => {
    expect(rule('12345', none)).toEqual({ key: 'v_password_length', params: { min: 6, max: 20 } });
    expect(rule('x'.repeat(21), none)?.key).toBe('v_password_length');
    expect(rule('Demo1234', none)).toBeNull();
  });
  it('says "password format is incorrect" for one the password pattern refuses (spec §8)', () => {
    expect(rule('Demo 1234', none)).toEqual({ key: 'err_password_format' });
    expect(rule('Mậtkhẩu12', none)).toEqual({ key: 'err_password_format' });
  });
});

describe('loginMobileNum and the mobile rule', () => {
  const rule = loginRules(SETTINGS).loginMobileNum;
  it('is required', () => expect(rule('', none)).toEqual({ key: 'v_mobile_required' }));
  it('wants digits within the bounds; the message carries the minimum', () => {
    expect(rule('91234567', none)).toEqual({ key: 'v_mobile_format', params: { min: 9 } });
    expect(rule('91234567a', none)?.key).toBe('v_mobile_format');
    expect(rule('912345678901', none)?.key).toBe('v_mobile_format');
    expect(rule('912345678', none)).toBeNull();
  });
  it('never allows more than 20 digits', () => {
    const loose = mobileRule({ min: 1, max: 99 });
    expect(loose('1'.repeat(20), none)).toBeNull();
    expect(loose('1'.repeat(21), none)?.key).toBe('v_mobile_format');
  });
});

describe('verificationCode (SMS code)', () => {
  it('is required, numeric, at most 10', () => {
    expect(smsCodeRule('', none)).toEqual({ key: 'v_sms_code_required' });
    expect(smsCodeRule('12a4', none)?.key).toBe('v_sms_code_format');
    expect(smsCodeRule('12345678901', none)).toEqual({ key: 'v_sms_code_format', params: { max: 10 } });
    expect(smsCodeRule('1234567890', none)).toBeNull();
    expect(loginRules().verificationCode).toBe(smsCodeRule);
  });
});

describe('captcha', () => {
  it('is required when shown, numeric, at most 6', () => {
    expect(captchaRule('', none)).toEqual({ key: 'v_captcha' });
    expect(captchaRule('12ab', none)).toEqual({ key: 'v_captcha' });
    expect(captchaRule('1234567', none)).toEqual({ key: 'v_captcha' });
    expect(captchaRule('123456', none)).toBeNull();
    expect(captchaRule('0042', none)).toBeNull();
  });
});

describe('email (forgot password)', () => {
  it('accepts what the spec pattern accepts, trimmed', () => {
    for (const ok of ['a@b.com', 'first.last@mail.example.co.uk', 'a-b_c@x-y.vn', ' user@site.com ']) expect(emailRule(ok, none), ok).toBeNull();
  });
  it('an empty one is "Email không chính xác"; the rest "Định dạng email không đúng" (spec §8 names both)', () => {
    expect(emailRule('  ', none)).toEqual({ key: 'v_email' });
    for (const bad of ['plain', 'a@b', 'a@b.c', 'a@b.commm', 'a@@b.com', '.a@b.com', 'a b@c.com']) {
      expect(emailRule(bad, none), bad).toEqual({ key: 'err_email_format' });
    }
  });
  it('refuses more than 254 characters', () => {
    const long = `${'a'.repeat(250)}@b.com`;
    expect(emailRule(long, none)).toEqual({ key: 'err_email_format' });
  });
  it('does not backtrack for ages on hostile input', () => {
    const started = performance.now();
    EMAIL_PATTERN.test(`${'a'.repeat(5000)}!`);
    EMAIL_PATTERN.test(`a@${'a.'.repeat(2000)}!`);
    expect(performance.now() - started).toBeLessThan(500);
  });
  it('optional() lets an empty value pass', () => {
    expect(optional(emailRule)('', none)).toBeNull();
    expect(optional(emailRule)('x', none)).toEqual({ key: 'err_email_format' });
  });
});

describe('registration field rules (server settings)', () => {
  beforeAll(() => loadPatternEngine());
  it('required, min, max and pattern, with the hint from the pattern id', () => {
    const rule = fieldRule(setting());
    expect(rule('', none)).toEqual({ key: 'v_required' });
    expect(rule('abc', none)).toEqual({ key: 'reg_pattern_username', params: { min: 6, max: 16 } });
    expect(rule('abc_def_g', none)?.key).toBe('reg_pattern_username');
    expect(rule('abcdefg', none)).toBeNull();
  });
  it('optional empty fields pass', () => {
    expect(fieldRule(setting({ required: false }))('  ', none)).toBeNull();
  });
  it("'*' accepts any characters; a broken pattern does not block", () => {
    expect(fieldRule(setting({ acceptedPattern: '*' }))('any thing!', none)).toBeNull();
    expect(fieldRule(setting({ acceptedPattern: '([' }))('abcdefg', none)).toBeNull();
  });
  it('runs the configured pattern in linear time: the live email rule on a 254-character hostile value', () => {
    const email = fieldRule(setting({
      patternId: 'email', minLength: 6, maxLength: 254, acceptedPattern: '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.[A-Za-z]{2,3}){1,3}$',
    }));
    const started = performance.now();
    expect(email(`${'a'.repeat(253)}!`, none)?.key).toBe('reg_pattern_email');
    // A backtracking engine takes minutes here and freezes the tab; a ceiling far
    // above a linear engine's milliseconds keeps a loaded test machine from failing it.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(email('player.one@example.com.vn', none)).toBeNull();
  });
  it('caps what a pattern sees whatever the settings allow', () => {
    const loose = fieldRule(setting({ minLength: 1, maxLength: 100_000, acceptedPattern: '^a+$' }));
    expect(loose('a'.repeat(256), none)).toBeNull();
    expect(loose('a'.repeat(257), none)?.key).toBe('reg_pattern_username');
  });
  it('an unknown pattern id gets the generic hint', () => {
    expect(patternHint(setting({ patternId: 'mystery', minLength: 2, maxLength: 5 }))).toEqual({ key: 'reg_pattern_text', params: { min: 2, max: 5 } });
  });
});

describe('confirm password', () => {
  const rule = confirmRule('password');
  it('is required ("incorrect password") and equal ("confirmation incorrect")', () => {
    expect(rule('', { password: 'abc123' })).toEqual({ key: 'v_confirm_required' });
    expect(rule('abc124', { password: 'abc123' })).toEqual({ key: 'in_confirmation_correct' });
    expect(rule('abc123', { password: 'abc123' })).toBeNull();
  });
});

describe('new password differs from the old one', () => {
  const rule = differentFrom('oldPassword', loginRules().loginPassword);
  it('shows same_password when equal, the base rule first', () => {
    expect(rule('Demo1234', { oldPassword: 'Demo1234' })).toEqual({ key: 'same_password' });
    expect(rule('', { oldPassword: '' })).toEqual({ key: 'v_password_required' });
    expect(rule('Demo5678', { oldPassword: 'Demo1234' })).toBeNull();
  });
});

describe('birthday', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  it('ranges from 1900 to the end of this year', () => {
    expect(birthdayRange(now)).toEqual({ min: '1900-01-01', max: '2025-12-31' });
  });
  it('checks the range and real dates; optional when not required', () => {
    const rule = birthdayRule(true, now);
    expect(rule('', none)).toEqual({ key: 'v_birthday' });
    expect(rule('1899-12-31', none)).toEqual({ key: 'v_birthday' });
    expect(rule('2026-01-01', none)).toEqual({ key: 'v_birthday' });
    expect(rule('2001-02-30', none)).toEqual({ key: 'v_birthday' });
    expect(rule('2001-02-28', none)).toBeNull();
    expect(birthdayRule(false, now)('', none)).toBeNull();
  });
});

describe('validateAll', () => {
  it('reports every failing field, in rule order', () => {
    const errors = validateAll({ username: loginRules().loginUsername, password: loginRules().loginPassword }, { username: '', password: '' });
    expect(Object.keys(errors)).toEqual(['username', 'password']);
  });
});
