import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, AUTH_PATHS, fieldRefusalValueSchema, registerValueSchema, type RegisterPayload } from '../../contract/auth';
import type { Db } from '../db/db';
import { openTestApp, closeTestApp } from '../testing/harness';
import { captchaFor, lastSmsCode, login, sendEncrypted, smsProof } from './auth-test-helpers';
import { settingsChanged } from '../settings/cache';

let db: Db;
let app: FastifyInstance;
let counter = 0;

async function setFlag(modId: string, enabled: boolean) {
  await db.query("update whitelabel_modules set enabled = $2 where merchant_code = 'DEMO' and mod_id = $1", [modId, enabled]);
  await settingsChanged(db, { merchantCode: 'DEMO' });
}

/** A valid username registration with a fresh captcha; `overrides` break one thing. */
async function registerByUsername(overrides: Partial<RegisterPayload> = {}) {
  counter += 1;
  const device = `reg-device-${counter}`;
  const payload: RegisterPayload = {
    type: 0, registerMethod: 'PWA', registerUrl: 'm.wps-demo.example', loginDeviceId: device,
    username: `player${counter}x`, password: 'Pass1234', confirmPassword: 'Pass1234',
    mobileNum: `9440000${String(counter).padStart(2, '0')}`, countryDialingCode: '+84',
    captcha: await captchaFor(app, device),
    ...overrides,
  };
  return sendEncrypted(app, 'PUT', AUTH_PATHS.register, payload);
}

async function registerByMobile(overrides: Partial<RegisterPayload> = {}) {
  counter += 1;
  const device = `mreg-device-${counter}`;
  const payload: RegisterPayload = {
    type: 0, registerMethod: 'H5', registerUrl: 'm.wps-demo.example', loginDeviceId: device,
    mobileNum: `9550000${String(counter).padStart(2, '0')}`, countryDialingCode: '+84',
    captcha: await captchaFor(app, device),
    ...overrides,
  };
  return sendEncrypted(app, 'PUT', AUTH_PATHS.registerMobile, payload);
}

function refusedField(res: { json(): { success: boolean; errorCode: string; value: unknown } }, errorCode: string, field: string) {
  const body = res.json();
  expect(body).toMatchObject({ success: false, errorCode });
  expect(v.parse(fieldRefusalValueSchema, body.value)).toEqual({ field });
}

beforeAll(async () => {
  ({ db, app } = await openTestApp({ testMode: true }));
}, 60_000);
afterAll(() => closeTestApp(db, app));

describe('register by username', () => {
  it('creates the member (type 0, empty wallet, method and URL recorded) and logs it in', async () => {
    const res = await registerByUsername({ username: 'NewPlayer1', nickname: 'Tí', email: 'new@player.com', affiliateCode: 'demo2026' });
    expect(res.json()).toMatchObject({ success: true });
    const value = v.parse(registerValueSchema, res.json().value);
    expect(value).toMatchObject({ userName: 'newplayer1', customerType: 0, firstTimeLogin: true, passwordExpired: false });
    const [row] = await db.query<Record<string, unknown>>(
      `select m.type, m.register_method, m.register_url, m.affiliate_code, m.nickname, m.email, m.mobile_num, w.balance,
              (select username from members p where p.id = m.parent_id) as parent
         from members m join wallets w on w.member_id = m.id where m.id = $1`, [value.id]);
    expect(row).toMatchObject({ type: 0, register_method: 'PWA', register_url: 'm.wps-demo.example', affiliate_code: 'DEMO2026',
      nickname: 'Tí', email: 'new@player.com', parent: 'demoagent' });
    expect(Number(row!.balance)).toBe(0);
    const info = await app.inject({ method: 'GET', url: AUTH_PATHS.memberInfo, headers: { Authorization: value.token } });
    expect(info.json().value.userName).toBe('newplayer1');
    const [welcome] = await db.query<{ kind: string; title_vi: string; body_en: string }>(
      'select kind, title_vi, body_en from inbox_messages where member_id = $1', [value.id]);
    expect(welcome).toMatchObject({ kind: 'welcome', title_vi: 'Chào mừng bạn!', body_en: 'Hello Tí, thank you for registering. Have fun!' });
    const again = await login(app, { username: 'newplayer1', password: 'Pass1234' });
    expect(again.json().value.firstTimeLogin).toBe(false);
  });

  it('refuses each broken field with {field}', async () => {
    refusedField(await registerByUsername({ username: 'abc' }), 'field.invalid', 'username');
    refusedField(await registerByUsername({ username: 'bad name!' }), 'field.invalid', 'username');
    refusedField(await registerByUsername({ username: undefined }), 'field.invalid', 'username');
    refusedField(await registerByUsername({ password: 'short', confirmPassword: 'short' }), 'field.invalid', 'password');
    refusedField(await registerByUsername({ password: 'Pass 1234', confirmPassword: 'Pass 1234' }), 'field.invalid', 'password');
    refusedField(await registerByUsername({ confirmPassword: 'Pass12345' }), 'field.invalid', 'confirmPassword');
    refusedField(await registerByUsername({ mobileNum: undefined }), 'field.invalid', 'mobileNum');
    refusedField(await registerByUsername({ mobileNum: '12ab5678' }), 'field.invalid', 'mobileNum');
    refusedField(await registerByUsername({ email: 'not-an-email' }), 'field.invalid', 'email');
    refusedField(await registerByUsername({ nickname: 'x' }), 'field.invalid', 'nickname');
    refusedField(await registerByUsername({ qqNum: '1'.repeat(101) }), 'field.invalid', 'qqNum');
  });

  it('optional empty fields pass; a disabled field is ignored', async () => {
    const res = await registerByUsername({ email: '', nickname: undefined, birthday: 'not a date' });
    expect(res.json().success).toBe(true);
  });

  it('enabled birthday: YYYY-MM-DD from 1900 to this year', async () => {
    await db.query("update register_fields set enabled = true where merchant_code = 'DEMO' and field = 'birthday'");
    await settingsChanged(db, { merchantCode: 'DEMO' });
    try {
      refusedField(await registerByUsername({ birthday: '1899-12-31' }), 'field.invalid', 'birthday');
      refusedField(await registerByUsername({ birthday: '2001-02-30' }), 'field.invalid', 'birthday');
      refusedField(await registerByUsername({ birthday: `${new Date().getFullYear() + 1}-01-01` }), 'field.invalid', 'birthday');
      expect((await registerByUsername({ birthday: '1990-05-17' })).json().success).toBe(true);
    } finally {
      await db.query("update register_fields set enabled = false where merchant_code = 'DEMO' and field = 'birthday'");
      await settingsChanged(db, { merchantCode: 'DEMO' });
    }
  });

  it('captcha: missing, wrong', async () => {
    refusedField(await registerByUsername({ captcha: undefined }), 'captcha.required', 'captcha');
    refusedField(await registerByUsername({ captcha: 'abcd' }), 'captcha.invalid', 'captcha');
  });

  it('username and mobile must be unique', async () => {
    refusedField(await registerByUsername({ username: 'DemoMember' }), 'username.exists', 'username');
    refusedField(await registerByUsername({ mobileNum: '0912345678' }), 'mobile.exists', 'mobileNum');
  });

  it('affiliate code: checked only when the merchant requires one', async () => {
    expect((await registerByUsername({ affiliateCode: 'NOPE99' })).json().success).toBe(true);
    await db.query("update register_fields set required = true where merchant_code = 'DEMO' and field = 'affiliateCode'");
    await settingsChanged(db, { merchantCode: 'DEMO' });
    try {
      refusedField(await registerByUsername({ affiliateCode: 'NOPE99' }), 'affiliate.invalid', 'affiliateCode');
      refusedField(await registerByUsername({ affiliateCode: undefined }), 'affiliate.invalid', 'affiliateCode');
      expect((await registerByUsername({ affiliateCode: 'DEMO2026' })).json().success).toBe(true);
    } finally {
      await db.query("update register_fields set required = false where merchant_code = 'DEMO' and field = 'affiliateCode'");
      await settingsChanged(db, { merchantCode: 'DEMO' });
    }
  });

  it('USERNAMEREG3 off: no.permission', async () => {
    await setFlag('USERNAMEREG3', false);
    try {
      expect((await registerByUsername()).json().errorCode).toBe('no.permission');
    } finally {
      await setFlag('USERNAMEREG3', true);
    }
  });

  it('a plaintext body is refused', async () => {
    const res = await app.inject({ method: 'PUT', url: AUTH_PATHS.register, payload: { type: 0, username: 'plainuser' } });
    expect(res.json().errorCode).toBe('encryption.required');
  });
});

describe('the mobile number of a username registration', () => {
  const recover = async (mobileNum: string) =>
    (await app.inject({ method: 'POST', url: AUTH_PATHS.passwordSms, payload: { mobileNum, countryDialingCode: '+84', altcha: await smsProof(app) } })).json();
  const smsLogin = async (mobileNum: string) =>
    (await app.inject({ method: 'POST', url: AUTH_PATHS.smsNoLogin, payload: { mobileNum, countryDialingCode: '+84', altcha: await smsProof(app) } })).json();

  // the resend pause (one code per number a minute) is not what these tests are about
  const resendLater = (mobileNum: string) => db.query("update sms_codes set created_at = created_at - interval '2 minutes' where mobile_num = $1", [mobileNum]);

  it('not verified: stored as unverified, never recovers the account or logs in by code, and does not block its owner', async () => {
    const res = await registerByUsername({ username: 'typoowner1', mobileNum: '933100001' });
    expect(res.json().success).toBe(true);
    const [row] = await db.query<{ mobile_num: string; mobile_verified: boolean }>(
      "select mobile_num, mobile_verified from members where username = 'typoowner1'");
    expect(row).toEqual({ mobile_num: '933100001', mobile_verified: false });
    // recovery by phone knows no account for the number; login by code texts it nothing (answered alike, docs/decisions/0104)
    expect((await recover('933100001')).errorCode).toBe('not.exists.user');
    await setFlag('MOBILEVERCODELOGIN3', true);
    expect((await smsLogin('933100001')).success).toBe(true);
    await expect(lastSmsCode(app, '+84933100001')).rejects.toThrow();
    await resendLater('933100001');
    // the number's real owner opens their account by mobile, proving it
    const sent = await app.inject({ method: 'POST', url: AUTH_PATHS.smsRegister, payload: { mobileNum: '933100001', countryDialingCode: '+84', altcha: await smsProof(app) } });
    expect(sent.json().success).toBe(true);
    const owner = await registerByMobile({ mobileNum: '933100001', verificationCode: await lastSmsCode(app, '+84933100001') });
    expect(owner.json().success).toBe(true);
    // and recovery by that number now reaches the owner, never typoowner1
    await resendLater('933100001');
    expect((await recover('933100001')).success).toBe(true);
    const code = await lastSmsCode(app, '+84933100001');
    const reset = await sendEncrypted(app, 'POST', AUTH_PATHS.passwordVerification, { newPassword: 'Owner1234', mobileNum: '933100001', countryDialingCode: '+84', verificationCode: code });
    expect(reset.json().value.userName).toBe(owner.json().value.userName);
  });

  it('REGMOBVERF3 on: verified by the SMS code sent for registration (a wrong code is refused), then it recovers the account', async () => {
    refusedField(await registerByUsername({ username: 'provedone1', mobileNum: '933200001', verificationCode: '000000' }),
      'verification.code.invalid', 'verificationCode');
    await app.inject({ method: 'POST', url: AUTH_PATHS.smsRegister, payload: { mobileNum: '933200001', countryDialingCode: '+84', altcha: await smsProof(app) } });
    const code = await lastSmsCode(app, '+84933200001');
    expect((await registerByUsername({ username: 'provedone1', mobileNum: '933200001', verificationCode: code })).json().success).toBe(true);
    const [row] = await db.query<{ mobile_verified: boolean }>("select mobile_verified from members where username = 'provedone1'");
    expect(row!.mobile_verified).toBe(true);
    await resendLater('933200001');
    expect((await recover('933200001')).success).toBe(true);
  });
});

describe('register by mobile', () => {
  it('REGMOBVERF3: needs the SMS code sent for registration; no password when MOBILENUMPASSREG3 is off', async () => {
    refusedField(await registerByMobile({ mobileNum: '966000001' }), 'verification.code.invalid', 'verificationCode');
    const taken = await app.inject({ method: 'POST', url: AUTH_PATHS.smsRegister, payload: { mobileNum: '912345678', countryDialingCode: '+84', altcha: await smsProof(app) } });
    refusedField(taken, 'mobile.exists', 'mobileNum');
    const sent = await app.inject({ method: 'POST', url: AUTH_PATHS.smsRegister, payload: { mobileNum: '966000001', countryDialingCode: '+84', altcha: await smsProof(app) } });
    expect(sent.json().success).toBe(true);
    const code = await lastSmsCode(app, '+84966000001');
    refusedField(await registerByMobile({ mobileNum: '966000001', verificationCode: code === '123456' ? '654321' : '123456' }),
      'verification.code.invalid', 'verificationCode');
    const res = await registerByMobile({ mobileNum: '0966000001', verificationCode: code, password: 'ignored' });
    const value = v.parse(registerValueSchema, res.json().value);
    expect(value.userName).toMatch(/^m\d{9}$/);
    const [row] = await db.query<{ country_dialing_code: string; mobile_num: string }>(
      'select country_dialing_code, mobile_num from members where id = $1', [value.id]);
    expect(row).toEqual({ country_dialing_code: '+84', mobile_num: '966000001' });
    // The password sent was ignored: a random one was set.
    expect((await login(app, { username: value.userName, password: 'ignored' })).json().errorCode).toBe('login.cred.err');
  });

  it('MOBILENUMPASSREG3 on: the password rules apply; REGMOBVERF3 off: no SMS code needed', async () => {
    await setFlag('MOBILENUMPASSREG3', true);
    await setFlag('REGMOBVERF3', false);
    try {
      refusedField(await registerByMobile({ mobileNum: '977000001' }), 'field.invalid', 'password');
      refusedField(await registerByMobile({ mobileNum: '977000001', password: 'Mobile123', confirmPassword: 'Other123' }),
        'field.invalid', 'confirmPassword');
      const res = await registerByMobile({ mobileNum: '977000001', username: 'mobileguy', password: 'Mobile123', confirmPassword: 'Mobile123' });
      expect(res.json().value.userName).toBe('mobileguy');
      expect((await login(app, { username: 'mobileguy', password: 'Mobile123' })).json().success).toBe(true);
    } finally {
      await setFlag('MOBILENUMPASSREG3', false);
      await setFlag('REGMOBVERF3', true);
    }
  });

  it('needs a mobile number; MOBILENUMREG3 off: no.permission', async () => {
    refusedField(await registerByMobile({ mobileNum: undefined }), 'field.invalid', 'mobileNum');
    await setFlag('MOBILENUMREG3', false);
    try {
      expect((await registerByMobile()).json().errorCode).toBe('no.permission');
    } finally {
      await setFlag('MOBILENUMREG3', true);
    }
  });
});

describe('checks before registering', () => {
  it('checkUsername answers availability (case ignored)', async () => {
    const taken = await app.inject({ method: 'GET', url: `${AUTH_PATHS.checkUsername}?username=DEMOMEMBER` });
    expect(taken.json().value).toEqual({ available: false });
    const free = await app.inject({ method: 'GET', url: `${AUTH_PATHS.checkUsername}?username=freshname` });
    expect(free.json().value).toEqual({ available: true });
  });

  it('affiliate: an agent code or a member\'s referral code is valid (registration takes both)', async () => {
    const valid = await app.inject({ method: 'GET', url: `${AUTH_PATHS.affiliate}?code=demo2026&domain=m.wps-demo.example` });
    expect(valid.json()).toMatchObject({ success: true, value: { valid: true } });
    // the spec's call table: the check returns data.success (access §7)
    const invalid = await app.inject({ method: 'GET', url: `${AUTH_PATHS.affiliate}?code=NOPE&domain=x` });
    expect(invalid.json()).toMatchObject({ success: false, errorCode: AUTH_ERROR_CODES.affiliateInvalid, value: { valid: false } });
    await db.query("update members set own_affiliate_code = 'MEMBERCODE' where username = 'demomember'");
    const member = await app.inject({ method: 'GET', url: `${AUTH_PATHS.affiliate}?code=membercode` });
    expect(member.json().value).toEqual({ valid: true });
    // the friend registers with the typed code and lands under the referrer
    expect((await registerByUsername({ username: 'typedfriend1', affiliateCode: 'membercode' })).json().success).toBe(true);
    const [friend] = await db.query<{ parent: string }>(
      "select p.username as parent from members m join members p on p.id = m.parent_id where m.username = 'typedfriend1'",
    );
    expect(friend?.parent).toBe('demomember');
  });
});
