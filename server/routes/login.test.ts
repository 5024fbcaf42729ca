import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_PATHS, freePlayValueSchema, loginRefusalValueSchema, loginValueSchema, memberInfoValueSchema, trialUserValueSchema,
} from '../../contract/auth';
import type { Db } from '../db/db';
import { testApp, openTestApp, closeTestApp } from '../testing/harness';
import { captchaFor, lastSmsCode, login, smsProof } from './auth-test-helpers';
import { settingsChanged } from '../settings/cache';

// Each of these logs in a dozen times (a password hash each): a ceiling for a loaded two-core machine, not a wait.
const SEVERAL_LOGINS_CEILING_MS = 60_000;

let db: Db;
let app: FastifyInstance;

async function setFlag(modId: string, enabled: boolean) {
  await db.query("update whitelabel_modules set enabled = $2 where merchant_code = 'DEMO' and mod_id = $1", [modId, enabled]);
  await settingsChanged(db, { merchantCode: 'DEMO' });
}

async function makeMember(username: string, password = 'Secret123', extra = '') {
  const { hashPassword } = await import('../accounts/password-hash');
  await db.query(
    `insert into members (merchant_code, username, password_hash, type) values ('DEMO', $1, $2, 0) ${extra}`,
    [username, await hashPassword(password)],
  );
}

beforeAll(async () => {
  ({ db, app } = await openTestApp({ testMode: true }));
}, 60_000);
afterAll(() => closeTestApp(db, app));

describe('login with username and password', () => {
  it('logs the demo member in; firstTimeLogin is reported once', async () => {
    const first = await login(app, { username: 'demomember', password: 'Demo1234' });
    expect(first.statusCode).toBe(200);
    const value = v.parse(loginValueSchema, first.json().value);
    expect(value).toMatchObject({ userName: 'demomember', customerType: 0, firstTimeLogin: true, passwordExpired: false });
    const second = v.parse(loginValueSchema, (await login(app, { username: 'DemoMember', password: 'Demo1234' })).json().value);
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(value.token);

    const info = await app.inject({ method: 'GET', url: AUTH_PATHS.memberInfo, headers: { Authorization: value.token } });
    expect(v.parse(memberInfoValueSchema, info.json().value)).toEqual({
      id: value.id, nickname: 'Người chơi Demo', account: 'demomember', userName: 'demomember', type: 0, clubLabel: { labelName: 'VIP 0' },
      mobileNum: '912345678', email: 'demo@wps-demo.vn',
    });
  });

  it('answers the agent with its type', async () => {
    const value = v.parse(loginValueSchema, (await login(app, { username: 'demoagent', password: 'Demo1234' })).json().value);
    expect(value.customerType).toBe(1);
  });

  it('wrong password: login.cred.err, then a captcha is needed (missing, wrong, right)', async () => {
    await makeMember('captcha_user');
    const wrong = await login(app, { username: 'captcha_user', password: 'nope', loginDeviceId: 'dev-c' });
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'login.cred.err', value: { needCaptcha: true, lockedUntil: null } });
    v.parse(loginRefusalValueSchema, wrong.json().value);

    const missing = await login(app, { username: 'captcha_user', password: 'Secret123', loginDeviceId: 'dev-c' });
    expect(missing.json()).toMatchObject({ errorCode: 'captcha.required', value: { needCaptcha: true } });

    const answer = await captchaFor(app, 'dev-c');
    const bad = await login(app, { username: 'captcha_user', password: 'Secret123', loginDeviceId: 'dev-c', captcha: answer === '0000' ? '1111' : '0000' });
    expect(bad.json()).toMatchObject({ errorCode: 'captcha.invalid' });

    // The captcha was used up by the wrong try: the same answer no longer works.
    const reused = await login(app, { username: 'captcha_user', password: 'Secret123', loginDeviceId: 'dev-c', captcha: answer });
    expect(reused.json()).toMatchObject({ errorCode: 'captcha.invalid' });

    const fresh = await captchaFor(app, 'dev-c');
    const good = await login(app, { username: 'captcha_user', password: 'Secret123', loginDeviceId: 'dev-c', captcha: fresh });
    expect(good.json()).toMatchObject({ success: true, value: { userName: 'captcha_user' } });

    // Success forgets the failures: no captcha next time.
    const again = await login(app, { username: 'captcha_user', password: 'Secret123', loginDeviceId: 'dev-c' });
    expect(again.json().success).toBe(true);
  });

  it('a captcha of another client does not count', async () => {
    await makeMember('bound_user');
    await login(app, { username: 'bound_user', password: 'nope', loginDeviceId: 'dev-a' });
    const otherAnswer = await captchaFor(app, 'dev-b');
    const res = await login(app, { username: 'bound_user', password: 'Secret123', loginDeviceId: 'dev-a', captcha: otherAnswer });
    expect(res.json()).toMatchObject({ errorCode: 'captcha.invalid' });
  });

  it('an unknown user, a disabled one and a wrong password get one refusal (login.cred.err), with the same lock and captcha; only the right password learns the account is disabled', async () => {
    await makeMember('known_user');
    const known = await login(app, { username: 'known_user', password: 'wrong-one' });
    const unknown = await login(app, { username: 'nobody_here', password: 'wrong-one' });
    expect(unknown.json()).toMatchObject({ errorCode: 'login.cred.err', value: { needCaptcha: true, lockedUntil: null } });
    const { traceId: _a, ...knownBody } = known.json();
    const { traceId: _b, ...unknownBody } = unknown.json();
    expect(unknownBody).toEqual(knownBody);
    expect(unknown.statusCode).toBe(known.statusCode);
    await makeMember('disabled_user', 'Secret123', '');
    await db.query("update members set disabled = true where username = 'disabled_user'");
    const disabledWrong = await login(app, { username: 'disabled_user', password: 'wrong-one' });
    expect(disabledWrong.json()).toMatchObject({ errorCode: 'login.cred.err' });
    // the right password after a failure needs the captcha, then hears "no login permission yet", and no session
    const captcha = await captchaFor(app, 'dev-disabled');
    const disabled = await login(app, { username: 'disabled_user', password: 'Secret123', loginDeviceId: 'dev-disabled', captcha });
    expect(disabled.json()).toMatchObject({ success: false, errorCode: 'login.no.permission' });
    expect(JSON.stringify(disabled.json())).not.toContain('token');
    // an unknown name locks after five failures exactly as a known one does
    let last;
    for (let i = 0; i < 5; i++) {
      const captcha = i === 0 ? undefined : await captchaFor(app, 'dev-ghost');
      last = await login(app, { username: 'ghost_lock', password: `wrong${i}`, loginDeviceId: 'dev-ghost', ...(captcha ? { captcha } : {}) });
    }
    expect(last!.json()).toMatchObject({ errorCode: 'account.locked' });
  }, SEVERAL_LOGINS_CEILING_MS);

  it('five failures in 15 minutes lock the account for 15 minutes, even for the right password', async () => {
    await makeMember('lock_user');
    const device = 'dev-lock';
    let last;
    for (let i = 0; i < 5; i++) {
      const captcha = i === 0 ? undefined : await captchaFor(app, device);
      last = await login(app, { username: 'lock_user', password: `wrong${i}`, loginDeviceId: device, ...(captcha ? { captcha } : {}) });
    }
    const body = last!.json();
    expect(body.errorCode).toBe('account.locked');
    const lockedUntil = body.value.lockedUntil as number;
    expect(lockedUntil).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(lockedUntil).toBeLessThan(Date.now() + 16 * 60_000);

    const right = await login(app, { username: 'lock_user', password: 'Secret123', loginDeviceId: device });
    expect(right.json()).toMatchObject({ errorCode: 'account.locked', value: { lockedUntil } });

    // When the lock has run out, the right password (with a fresh start) works.
    await db.query("update login_guards set locked_until = now() - interval '1 second' where login_key = 'user:lock_user'");
    const after = await login(app, { username: 'lock_user', password: 'Secret123', loginDeviceId: device });
    expect(after.json().success).toBe(true);
  }, SEVERAL_LOGINS_CEILING_MS);

  it('PWDEXPFORCECHANGE3: a password older than 90 days is expired', async () => {
    await makeMember('old_pw_user');
    await db.query("update members set password_changed_at = now() - interval '91 days' where username = 'old_pw_user'");
    const off = await login(app, { username: 'old_pw_user', password: 'Secret123' });
    expect(off.json().value.passwordExpired).toBe(false);
    await setFlag('PWDEXPFORCECHANGE3', true);
    try {
      const on = await login(app, { username: 'old_pw_user', password: 'Secret123' });
      expect(on.json().value.passwordExpired).toBe(true);
    } finally {
      await setFlag('PWDEXPFORCECHANGE3', false);
    }
  });

  it('a malformed decrypted payload is request.invalid', async () => {
    const res = await login(app, { type: 'username', username: 'demomember' } as never);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.invalid');
  });
});

describe('login by SMS', () => {
  it('needs MOBILEVERCODELOGIN3; sends a code to an existing number; logs in once with it', async () => {
    await setFlag('MOBILEVERCODELOGIN3', false);
    const off = await app.inject({ method: 'POST', url: AUTH_PATHS.smsNoLogin, payload: { mobileNum: '0912345678', countryDialingCode: '+84' } });
    expect(off.json().errorCode).toBe('no.permission');
    await setFlag('MOBILEVERCODELOGIN3', true);

    // a number without an account is answered as one with (docs/decisions/0104): same status, same shape, the resend
    // pause too; no text is sent, and any code then tried is "invalid", as a wrong code for an account's number is
    const unknown = await app.inject({ method: 'POST', url: AUTH_PATHS.smsNoLogin, payload: { mobileNum: '900000001', countryDialingCode: '+84', altcha: await smsProof(app) } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ success: true, value: { expirationTime: expect.any(Number) } });
    await expect(lastSmsCode(app, '+84900000001')).rejects.toThrow();
    const unknownAgain = await app.inject({ method: 'POST', url: AUTH_PATHS.smsNoLogin, payload: { mobileNum: '900000001', countryDialingCode: '+84', altcha: await smsProof(app) } });
    expect(unknownAgain.json().errorCode).toBe('sms.too.frequent');
    const nobody = await login(app, { type: 'sms', mobileNum: '900000001', countryDialingCode: '+84', verificationCode: '123456', loginDeviceId: 'sms-nobody' });
    expect(nobody.json()).toMatchObject({ errorCode: 'verification.code.invalid', value: { needCaptcha: true } });

    const before = Date.now();
    const sent = await app.inject({ method: 'POST', url: AUTH_PATHS.smsNoLogin, payload: { mobileNum: '0912345678', countryDialingCode: '84', altcha: await smsProof(app) } });
    expect(sent.json().success).toBe(true);
    const expirationTime = sent.json().value.expirationTime as number;
    expect(expirationTime).toBeGreaterThanOrEqual(before + 59_000);
    expect(expirationTime).toBeLessThanOrEqual(Date.now() + 61_000);

    const again = await app.inject({ method: 'POST', url: AUTH_PATHS.smsNoLogin, payload: { mobileNum: '912345678', countryDialingCode: '+84', altcha: await smsProof(app) } });
    expect(again.json().errorCode).toBe('sms.too.frequent');

    const code = await lastSmsCode(app, '+84912345678');
    const wrong = await login(app, { type: 'sms', mobileNum: '912345678', countryDialingCode: '+84', verificationCode: code === '000000' ? '111111' : '000000', loginDeviceId: 'sms-dev' });
    expect(wrong.json()).toMatchObject({ errorCode: 'verification.code.invalid', value: { needCaptcha: true } });
    expect(wrong.statusCode).toBe(nobody.statusCode);
    const { traceId: _w, ...wrongBody } = wrong.json();
    const { traceId: _n, ...nobodyBody } = nobody.json();
    expect(wrongBody).toEqual(nobodyBody);
    const captcha = await captchaFor(app, 'sms-dev');
    const ok = await login(app, { type: 'sms', mobileNum: '912345678', countryDialingCode: '+84', verificationCode: code, loginDeviceId: 'sms-dev', captcha });
    expect(ok.json()).toMatchObject({ success: true, value: { userName: 'demomember' } });
    const reuse = await login(app, { type: 'sms', mobileNum: '912345678', countryDialingCode: '+84', verificationCode: code, loginDeviceId: 'sms-dev' });
    expect(reuse.json().errorCode).toBe('verification.code.invalid');
  });

  it('an expired code is refused', async () => {
    await setFlag('MOBILEVERCODELOGIN3', true);
    await db.query("update sms_codes set created_at = now() - interval '1 minute'");
    await app.inject({ method: 'POST', url: AUTH_PATHS.smsNoLogin, payload: { mobileNum: '912345678', countryDialingCode: '+84', altcha: await smsProof(app) } });
    const code = await lastSmsCode(app, '+84912345678');
    await db.query("update sms_codes set expires_at = now() - interval '1 second'");
    const captcha = await captchaFor(app, 'sms-exp');
    const res = await login(app, { type: 'sms', mobileNum: '912345678', countryDialingCode: '+84', verificationCode: code, loginDeviceId: 'sms-exp', captcha });
    expect(res.json().errorCode).toBe('verification.code.invalid');
  });
});

describe('logout and member info', () => {
  it('logout revokes the token everywhere', async () => {
    const { token } = (await login(app, { username: 'demoagent', password: 'Demo1234' })).json().value as { token: string };
    const before = await app.inject({ method: 'GET', url: AUTH_PATHS.memberInfo, headers: { Authorization: token } });
    expect(before.json().success).toBe(true);
    const out = await app.inject({ method: 'DELETE', url: AUTH_PATHS.logout, headers: { Authorization: token } });
    expect(out.json()).toEqual({ success: true, value: null, message: null, errorCode: null });
    const after = await app.inject({ method: 'GET', url: AUTH_PATHS.memberInfo, headers: { Authorization: token, Language: 'EN' } });
    expect(after.json()).toMatchObject({ success: false, errorCode: 'customer.not.login', message: 'You are not logged in, please login first.' });
  });

  it('member info without a token: customer.not.login', async () => {
    const res = await app.inject({ method: 'GET', url: AUTH_PATHS.memberInfo });
    expect(res.json().errorCode).toBe('customer.not.login');
  });
});

describe('free play', () => {
  it('creates a trial member with a demo wallet', async () => {
    const res = await app.inject({ method: 'POST', url: AUTH_PATHS.freePlay, headers: { ModuleId: 'FREEPLAY3' } });
    const value = v.parse(freePlayValueSchema, res.json().value);
    expect(value).toMatchObject({ customerType: 4, trial: 1 });
    expect(value.userName).toMatch(/^trial_[0-9a-f]{6}$/);
    const info = await app.inject({ method: 'GET', url: AUTH_PATHS.memberInfo, headers: { Authorization: value.token } });
    expect(info.json().value).toMatchObject({ type: 4, userName: value.userName });
    const [wallet] = await db.query<{ balance: string }>(
      'select w.balance from wallets w join members m on m.id = w.member_id where m.username = $1', [value.userName]);
    expect(Number(wallet!.balance)).toBe(2000);
  });

  it('refused with freeplay.disabled when FREEPLAY3 is off', async () => {
    await setFlag('FREEPLAY3', false);
    try {
      const res = await app.inject({ method: 'POST', url: AUTH_PATHS.freePlay });
      expect(res.json()).toMatchObject({ success: false, errorCode: 'freeplay.disabled' });
    } finally {
      await setFlag('FREEPLAY3', true);
    }
  });

  it('trialUser names the trial account; the trial login opens it under that name, once', async () => {
    const named = v.parse(trialUserValueSchema, (await app.inject({ method: 'GET', url: AUTH_PATHS.trialUser })).json().value);
    expect(named.userName).toMatch(/^trial_[0-9a-f]{6}$/);
    // nothing exists before the login
    expect(await db.query('select 1 from members where username = $1', [named.userName])).toHaveLength(0);
    const freePlay = (payload: object) => app.inject({ method: 'POST', url: AUTH_PATHS.freePlay, headers: { ModuleId: 'FREEPLAY3' }, payload });
    const opened = await freePlay({ loginDeviceId: 'trial-device-1', ...named });
    expect(v.parse(freePlayValueSchema, opened.json().value)).toMatchObject({ userName: named.userName, customerType: 4, trial: 1 });
    // the ticket is spent: the same name and ticket open nothing more
    expect((await freePlay(named)).json()).toMatchObject({ success: false, errorCode: 'trial.ticket.invalid' });
    expect(await db.query('select 1 from members where username = $1', [named.userName])).toHaveLength(1);
  });

  it('a forged, altered or mismatched trial ticket is refused', async () => {
    const named = v.parse(trialUserValueSchema, (await app.inject({ method: 'GET', url: AUTH_PATHS.trialUser })).json().value);
    const [expiresAt, mac] = named.ticket.split('.') as [string, string];
    const later = String(Number(expiresAt) + 60_000);
    for (const payload of [
      { userName: 'trial_000000', ticket: named.ticket },
      { userName: named.userName, ticket: `${later}.${mac}` },
      { userName: named.userName, ticket: `${expiresAt}.${'0'.repeat(mac.length)}` },
      { userName: named.userName },
      { ticket: named.ticket },
      { userName: 'demomember', ticket: named.ticket },
    ]) {
      const res = await app.inject({ method: 'POST', url: AUTH_PATHS.freePlay, payload });
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ success: false, errorCode: 'trial.ticket.invalid' });
    }
    // a body that is not one is a bad request, not a server error
    const bad = await app.inject({ method: 'POST', url: AUTH_PATHS.freePlay, payload: { userName: 7 } });
    expect(bad.statusCode).toBe(400);
  });

  it('trialUser is refused with FREEPLAY3 off', async () => {
    await setFlag('FREEPLAY3', false);
    try {
      const res = await app.inject({ method: 'GET', url: AUTH_PATHS.trialUser });
      expect(res.json()).toMatchObject({ success: false, errorCode: 'freeplay.disabled' });
    } finally {
      await setFlag('FREEPLAY3', true);
    }
  });
});

describe('per-address rate limits', () => {
  it('login: TOO_MANY_REQUESTS (429) beyond the limit', async () => {
    const limited = await testApp(db, { testMode: true });
    try {
      await limited.inject({ method: 'PUT', url: '/__test/rate-limits', payload: { login: { max: 2, windowMs: 60_000 } } });
      expect((await login(limited, { username: 'demoagent', password: 'Demo1234' })).statusCode).toBe(200);
      expect((await login(limited, { username: 'demoagent', password: 'Demo1234' })).statusCode).toBe(200);
      const third = await login(limited, { username: 'demoagent', password: 'Demo1234' });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS', value: { retryAfter: expect.any(Number) } });
    } finally {
      await limited.close();
    }
  });

  it('sms and registration are limited too', async () => {
    const limited = await testApp(db, { testMode: true });
    try {
      await limited.inject({ method: 'PUT', url: '/__test/rate-limits', payload: { sms: { max: 1, windowMs: 60_000 }, register: { max: 1, windowMs: 60_000 } } });
      await limited.inject({ method: 'POST', url: AUTH_PATHS.smsRegister, payload: { mobileNum: '933000001', countryDialingCode: '+84' } });
      const sms = await limited.inject({ method: 'POST', url: AUTH_PATHS.smsRegister, payload: { mobileNum: '933000002', countryDialingCode: '+84' } });
      expect(sms.json().errorCode).toBe('TOO_MANY_REQUESTS');
      await limited.inject({ method: 'POST', url: AUTH_PATHS.freePlay });
      const trial = await limited.inject({ method: 'POST', url: AUTH_PATHS.freePlay });
      expect(trial.json().errorCode).toBe('TOO_MANY_REQUESTS');
      expect((await limited.inject({ method: 'GET', url: AUTH_PATHS.trialUser })).json().errorCode).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });

  it('a trial counts once: its name ask takes the count, the login with its ticket none', async () => {
    const limited = await testApp(db, { testMode: true });
    try {
      await limited.inject({ method: 'PUT', url: '/__test/rate-limits', payload: { register: { max: 1, windowMs: 60_000 } } });
      const named = v.parse(trialUserValueSchema, (await limited.inject({ method: 'GET', url: AUTH_PATHS.trialUser })).json().value);
      const opened = await limited.inject({ method: 'POST', url: AUTH_PATHS.freePlay, payload: named });
      expect(opened.json()).toMatchObject({ success: true, value: { userName: named.userName } });
      expect((await limited.inject({ method: 'GET', url: AUTH_PATHS.trialUser })).json().errorCode).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});
