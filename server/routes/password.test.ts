import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { setPasswordByPhonePayloadSchema } from '../../contract/auth';
import { AUTH_PATHS } from '../../contract/auth';
import { hashPassword } from '../accounts/password-hash';
import type { Db } from '../db/db';
import { openTestApp, closeTestApp } from '../testing/harness';
import { captchaFor, lastSmsCode, login, outbox, sendEncrypted, smsProof } from './auth-test-helpers';

let db: Db;
let app: FastifyInstance;

async function makeMember(username: string, password: string, mobile: string | null, email: string | null) {
  await db.query(
    `insert into members (merchant_code, username, password_hash, type, country_dialing_code, mobile_num, email, mobile_verified)
     values ('DEMO', $1, $2, 0, $3, $4, $5, $4::text is not null)`,
    [username, await hashPassword(password), mobile ? '+84' : null, mobile, email],
  );
}

/** Logs in with a captcha ready (ignored unless an earlier failure asks for it). */
async function tokenOf(username: string, password: string): Promise<string> {
  const loginDeviceId = `token-${username}`;
  const res = await login(app, { username, password, loginDeviceId, captcha: await captchaFor(app, loginDeviceId) });
  return (res.json().value as { token: string }).token;
}

beforeAll(async () => {
  ({ db, app } = await openTestApp({ testMode: true }));
  await makeMember('mail_user', 'Mail1234', null, 'mail.user@example.com');
  await makeMember('phone_user', 'Phone1234', '988000111', null);
  await makeMember('change_user', 'Change1234', null, null);
}, 60_000);
afterAll(() => closeTestApp(db, app));

describe('password by email', () => {
  const reset = (body: { token: string; newPassword: string; confirmNewPassword: string }) =>
    sendEncrypted(app, 'POST', AUTH_PATHS.passwordReset, body);

  /** The reset token of the newest recovery mail. */
  async function mailedToken(): Promise<string> {
    const mail = (await outbox(app)).find((item) => item.channel === 'email');
    const link = /(https?:\/\/\S+)/.exec(mail?.body ?? '')?.[1];
    if (!link) throw new Error('no reset link mailed');
    expect(new URL(link).pathname).toBe('/m/forget');
    return new URL(link).searchParams.get('reset')!;
  }

  it('form-encoded: mails a single-use link; the password changes only when it is used', async () => {
    const res = await app.inject({
      method: 'POST', url: AUTH_PATHS.passwordEmail, headers: { 'content-type': 'application/x-www-form-urlencoded', Language: 'EN' },
      payload: 'username=%20MAIL_USER%20&email=Mail.User%40example.com%20',
    });
    expect(res.json()).toEqual({ success: true, value: null, message: null, errorCode: null });
    const [mail] = await outbox(app);
    expect(mail).toMatchObject({ channel: 'email', to: 'mail.user@example.com', subject: 'Reset your password' });
    expect(mail!.body).not.toMatch(/temporary password/i);
    const token = await mailedToken();
    // Asking for a link changes nothing: the owner still logs in with the old password.
    const owner = await tokenOf('mail_user', 'Mail1234');
    expect(owner).toBeTruthy();

    expect((await reset({ token, newPassword: 'Reset1234', confirmNewPassword: 'Reset9999' })).json())
      .toMatchObject({ errorCode: 'field.invalid', value: { field: 'confirmNewPassword' } });
    const done = await reset({ token, newPassword: 'Reset1234', confirmNewPassword: 'Reset1234' });
    expect(done.json()).toMatchObject({ success: true, value: { userName: 'mail_user' } });

    expect((await login(app, { username: 'mail_user', password: 'Mail1234', loginDeviceId: 'after-reset' })).json().errorCode).toBe('login.cred.err');
    expect(await tokenOf('mail_user', 'Reset1234')).toBeTruthy();
    // The sessions from before the reset are over.
    const info = await app.inject({ method: 'GET', url: AUTH_PATHS.memberInfo, headers: { Authorization: owner } });
    expect(info.json().errorCode).toBe('customer.not.login');

    const reused = await reset({ token, newPassword: 'Again1234', confirmNewPassword: 'Again1234' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ success: false, errorCode: 'reset.link.invalid' });
    const [row] = await db.query<{ password_must_change: boolean }>("select password_must_change from members where username = 'mail_user'");
    expect(row!.password_must_change).toBe(false);
  });

  it('an expired link, an unknown token and a link superseded by a newer one are refused', async () => {
    const ask = () => app.inject({ method: 'POST', url: AUTH_PATHS.passwordEmail, payload: { username: 'mail_user', email: 'mail.user@example.com' } });
    await ask();
    const first = await mailedToken();
    await ask();
    const second = await mailedToken();
    expect(second).not.toBe(first);
    const body = (token: string) => ({ token, newPassword: 'Later1234', confirmNewPassword: 'Later1234' });
    expect((await reset(body(first))).json().errorCode).toBe('reset.link.invalid');
    expect((await reset(body('x'.repeat(43)))).json().errorCode).toBe('reset.link.invalid');
    await db.query("update password_resets set expires_at = now() - interval '1 second'");
    expect((await reset(body(second))).json().errorCode).toBe('reset.link.invalid');
    expect(await tokenOf('mail_user', 'Reset1234')).toBeTruthy();
  });

  it('the reset counts against the per-address login limit and refuses beyond it', async () => {
    const limits = (max: number) => app.inject({ method: 'PUT', url: '/__test/rate-limits', payload: { login: { max, windowMs: 60_000 } } });
    await limits(1);
    try {
      const body = { token: 'x'.repeat(43), newPassword: 'Later1234', confirmNewPassword: 'Later1234' };
      expect((await reset(body)).json().errorCode).toBe('reset.link.invalid');
      const second = await reset(body);
      expect(second.statusCode).toBe(429);
      expect(second.json().errorCode).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limits(1000);
    }
  });

  it('JSON is accepted; a wrong email or an unknown user is email.not.match', async () => {
    const wrong = await app.inject({ method: 'POST', url: AUTH_PATHS.passwordEmail, payload: { username: 'mail_user', email: 'other@example.com' } });
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'email.not.match' });
    const unknown = await app.inject({ method: 'POST', url: AUTH_PATHS.passwordEmail, payload: { username: 'ghost', email: 'mail.user@example.com' } });
    expect(unknown.json().errorCode).toBe('email.not.match');
    const missing = await app.inject({ method: 'POST', url: AUTH_PATHS.passwordEmail, payload: { username: 'mail_user' } });
    expect(missing.statusCode).toBe(400);
  });
});

describe('password by phone', () => {
  const payload = (code: string, newPassword = 'Fresh1234'): v.InferOutput<typeof setPasswordByPhonePayloadSchema> =>
    ({ newPassword, mobileNum: '0988000111', countryDialingCode: '+84', verificationCode: code });

  it('sends a recovery code only to a known number', async () => {
    const unknown = await app.inject({ method: 'POST', url: AUTH_PATHS.passwordSms, payload: { mobileNum: '900999999', countryDialingCode: '+84', altcha: await smsProof(app) } });
    expect(unknown.json().errorCode).toBe('not.exists.user');
    const bad = await app.inject({ method: 'POST', url: AUTH_PATHS.passwordSms, payload: { mobileNum: 'abc', countryDialingCode: '+84', altcha: await smsProof(app) } });
    expect(bad.json()).toMatchObject({ errorCode: 'field.invalid', value: { field: 'mobileNum' } });
  });

  it('wrong code, same password (code kept), then success answers the username', async () => {
    const sent = await app.inject({ method: 'POST', url: AUTH_PATHS.passwordSms, payload: { mobileNum: '988000111', countryDialingCode: '+84', altcha: await smsProof(app) } });
    expect(sent.json().value.expirationTime).toBeGreaterThan(Date.now());
    const code = await lastSmsCode(app, '+84988000111');
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await sendEncrypted(app, 'POST', AUTH_PATHS.passwordVerification, payload(wrongCode));
    expect(wrong.json()).toMatchObject({ errorCode: 'verification.code.invalid', value: { field: 'verificationCode' } });
    const same = await sendEncrypted(app, 'POST', AUTH_PATHS.passwordVerification, payload(code, 'Phone1234'));
    expect(same.json()).toMatchObject({ errorCode: 'modify.new.old.same', value: { field: 'newPassword' } });
    const weak = await sendEncrypted(app, 'POST', AUTH_PATHS.passwordVerification, payload(code, 'abc'));
    expect(weak.json()).toMatchObject({ errorCode: 'field.invalid', value: { field: 'newPassword' } });

    const ok = await sendEncrypted(app, 'POST', AUTH_PATHS.passwordVerification, payload(code));
    expect(ok.json()).toEqual({ success: true, value: { userName: 'phone_user' }, message: null, errorCode: null });
    expect((await login(app, { username: 'phone_user', password: 'Fresh1234' })).json().success).toBe(true);

    const reused = await sendEncrypted(app, 'POST', AUTH_PATHS.passwordVerification, payload(code, 'Again1234'));
    expect(reused.json().errorCode).toBe('verification.code.invalid');
  });

  it('an expired code is refused; a second code within 30 s is sms.too.frequent', async () => {
    await db.query("update sms_codes set created_at = now() - interval '31 seconds'");
    await app.inject({ method: 'POST', url: AUTH_PATHS.passwordSms, payload: { mobileNum: '988000111', countryDialingCode: '+84', altcha: await smsProof(app) } });
    const again = await app.inject({ method: 'POST', url: AUTH_PATHS.passwordSms, payload: { mobileNum: '988000111', countryDialingCode: '+84', altcha: await smsProof(app) } });
    expect(again.json().errorCode).toBe('sms.too.frequent');
    const code = await lastSmsCode(app, '+84988000111');
    await db.query("update sms_codes set expires_at = now() - interval '1 second'");
    const expired = await sendEncrypted(app, 'POST', AUTH_PATHS.passwordVerification, payload(code, 'Later1234'));
    expect(expired.json().errorCode).toBe('verification.code.invalid');
  });

  it('five wrong tries burn the code', async () => {
    await db.query("update sms_codes set created_at = now() - interval '31 seconds'");
    await app.inject({ method: 'POST', url: AUTH_PATHS.passwordSms, payload: { mobileNum: '988000111', countryDialingCode: '+84', altcha: await smsProof(app) } });
    const code = await lastSmsCode(app, '+84988000111');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await sendEncrypted(app, 'POST', AUTH_PATHS.passwordVerification, payload(wrongCode, 'Burn1234'));
    const right = await sendEncrypted(app, 'POST', AUTH_PATHS.passwordVerification, payload(code, 'Burn1234'));
    expect(right.json().errorCode).toBe('verification.code.invalid');
  });

  it('needs an encrypted body', async () => {
    const res = await app.inject({ method: 'POST', url: AUTH_PATHS.passwordVerification, payload: payload('123456') });
    expect(res.json().errorCode).toBe('encryption.required');
  });
});

describe('change password', () => {
  const change = (token: string, body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
    sendEncrypted(app, 'POST', AUTH_PATHS.changePassword, body, { Authorization: token });

  it('refusals: old wrong, same, confirmation mismatch, weak; guests', async () => {
    const token = await tokenOf('change_user', 'Change1234');
    const oldWrong = await change(token, { oldPassword: 'Nope1234', newPassword: 'Next1234', confirmNewPassword: 'Next1234' });
    expect(oldWrong.json()).toMatchObject({ errorCode: 'old.password.invalid', value: { field: 'oldPassword' } });
    const same = await change(token, { oldPassword: 'Change1234', newPassword: 'Change1234', confirmNewPassword: 'Change1234' });
    expect(same.json().errorCode).toBe('modify.new.old.same');
    const mismatch = await change(token, { oldPassword: 'Change1234', newPassword: 'Next1234', confirmNewPassword: 'Next12345' });
    expect(mismatch.json()).toMatchObject({ errorCode: 'field.invalid', value: { field: 'confirmNewPassword' } });
    const weak = await change(token, { oldPassword: 'Change1234', newPassword: 'x', confirmNewPassword: 'x' });
    expect(weak.json()).toMatchObject({ errorCode: 'field.invalid', value: { field: 'newPassword' } });
    const guest = await sendEncrypted(app, 'POST', AUTH_PATHS.changePassword, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    expect(guest.json().errorCode).toBe('customer.not.login');
    const plain = await app.inject({ method: 'POST', url: AUTH_PATHS.changePassword, headers: { Authorization: token },
      payload: { oldPassword: 'Change1234', newPassword: 'Next1234', confirmNewPassword: 'Next1234' } });
    expect(plain.json().errorCode).toBe('encryption.required');
  });

  it('sets the new password, keeps this session and ends the others', async () => {
    const other = await tokenOf('change_user', 'Change1234');
    const token = await tokenOf('change_user', 'Change1234');
    const res = await change(token, { oldPassword: 'Change1234', newPassword: 'Next1234', confirmNewPassword: 'Next1234' });
    expect(res.json()).toEqual({ success: true, value: null, message: null, errorCode: null });
    const mine = await app.inject({ method: 'GET', url: AUTH_PATHS.memberInfo, headers: { Authorization: token } });
    expect(mine.json().success).toBe(true);
    const theirs = await app.inject({ method: 'GET', url: AUTH_PATHS.memberInfo, headers: { Authorization: other } });
    expect(theirs.json().errorCode).toBe('customer.not.login');
    expect(await tokenOf('change_user', 'Next1234')).toBeTruthy();
  });

  it('wrong old passwords throttle the change, never the login', async () => {
    await makeMember('slip_user', 'Slip12345', null, null);
    const token = await tokenOf('slip_user', 'Slip12345');
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await change(token, { oldPassword: `Nope${i}1234`, newPassword: 'Next1234', confirmNewPassword: 'Next1234' })).json().errorCode);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('old.password.invalid'));
    expect(codes[5]).toBe('TOO_MANY_REQUESTS');
    // The login is untouched: no lock, not even a captcha.
    const res = await login(app, { username: 'slip_user', password: 'Slip12345', loginDeviceId: 'slip-device' });
    expect(res.json()).toMatchObject({ success: true });
  });

  it('a trial member cannot change a password, and is told why (free_reject: no password of its own)', async () => {
    const trial = (await app.inject({ method: 'POST', url: AUTH_PATHS.freePlay })).json().value as { token: string };
    const res = await change(trial.token, { oldPassword: 'a', newPassword: 'Next1234', confirmNewPassword: 'Next1234' });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'free_reject' });
    expect(res.json().message).toMatch(/chơi thử/);
  });
});
