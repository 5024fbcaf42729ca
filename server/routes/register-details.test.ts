import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, type RegisterPayload } from '../../contract/auth';
import { verifyPassword } from '../accounts/password-hash';
import type { Db } from '../db/db';
import { closeTestApp, openTestApp } from '../testing/harness';
import { captchaFor, sendEncrypted } from './auth-test-helpers';

let db: Db;
let app: FastifyInstance;

const PROFILE = {
  payeeName: 'Nguyen Van A', idNumber: '079123456789', qqNum: '123456789', facebook: 'nguyen.a', wechat: 'nguyenwx',
  line: 'nguyenline', whatsapp: '84901234567', zalo: '0901234567', recommenderId: 'friend01', paymentPassword: 'Pay12345',
  nickname: 'Anh A', email: 'a.nguyen@example.com', birthday: '1990-05-17',
} as const;

async function setFields(fields: Record<string, { enabled: boolean; required: boolean }>) {
  const res = await app.inject({ method: 'PUT', url: '/__test/register-fields', headers: { Merchant: 'DEMO' }, payload: { fields } });
  expect(res.json()).toMatchObject({ success: true });
}

let counter = 0;

async function register(username: string, extra: Partial<RegisterPayload>) {
  counter += 1;
  const device = `details-${username}`;
  const payload: RegisterPayload = {
    type: 0, registerMethod: 'PWA', registerUrl: 'm.wps-demo.example', loginDeviceId: device,
    username, password: 'Pass1234', confirmPassword: 'Pass1234', mobileNum: `94411${String(counter).padStart(4, '0')}`,
    countryDialingCode: '+84', captcha: await captchaFor(app, device), ...extra,
  };
  return sendEncrypted(app, 'PUT', AUTH_PATHS.register, payload);
}

beforeAll(async () => {
  ({ db, app } = await openTestApp({ testMode: true }));
}, 60_000);
afterAll(() => closeTestApp(db, app));

describe('registration profile fields (issue 10, item 8)', () => {
  it('stores every enabled field of the payload, the payment password as a hash', async () => {
    await setFields(Object.fromEntries(Object.keys(PROFILE).map((field) => [field, { enabled: true, required: false }])));
    const res = await register('detailsall1', PROFILE);
    expect(res.json()).toMatchObject({ success: true });
    const [row] = await db.query<Record<string, string | null>>(
      `select payee_name, id_number, qq_num, facebook, wechat, line, whatsapp, zalo, recommender_id, payment_password_hash,
              nickname, email, to_char(birthday, 'YYYY-MM-DD') as birthday
         from members where username = 'detailsall1'`,
    );
    expect(row).toMatchObject({
      payee_name: PROFILE.payeeName, id_number: PROFILE.idNumber, qq_num: PROFILE.qqNum, facebook: PROFILE.facebook,
      wechat: PROFILE.wechat, line: PROFILE.line, whatsapp: PROFILE.whatsapp, zalo: PROFILE.zalo,
      recommender_id: PROFILE.recommenderId, nickname: PROFILE.nickname, email: PROFILE.email, birthday: PROFILE.birthday,
    });
    expect(row!.payment_password_hash).not.toContain(PROFILE.paymentPassword);
    expect(await verifyPassword(PROFILE.paymentPassword, row!.payment_password_hash!)).toBe(true);
  });

  it('drops what a disabled field carries, and refuses a required field left empty', async () => {
    await setFields({ wechat: { enabled: false, required: false }, zalo: { enabled: true, required: true } });
    const refused = await register('detailsreq2', { wechat: 'ignored' });
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'field.invalid', value: { field: 'zalo' } });
    expect(refused.statusCode).toBeLessThan(500);
    expect((await register('detailsoff3', { wechat: 'ignored', zalo: '0907654321' })).json()).toMatchObject({ success: true });
    const [row] = await db.query<{ wechat: string | null; zalo: string | null }>("select wechat, zalo from members where username = 'detailsoff3'");
    expect(row).toEqual({ wechat: null, zalo: '0907654321' });
  });

  it('keeps the further profile fields the spec names (address, nationality, occupation, source of income, Telegram) while enabled, and drops them while disabled', async () => {
    const further = { address: '12 Lê Lợi, Quận 1, TP.HCM', nationality: 'Việt Nam', occupation: 'Kỹ sư', sourceOfIncome: 'Lương', telegram: '@nguyen_a' };
    const columns = 'address, nationality, occupation, source_of_income, telegram';
    await app.inject({ method: 'PUT', url: '/__test/register-fields', headers: { Merchant: 'DEMO' }, payload: { reset: true } });
    await setFields(Object.fromEntries(Object.keys(further).map((field) => [field, { enabled: false, required: false }])));
    expect((await register('furtheroff1', further)).json()).toMatchObject({ success: true });
    const [off] = await db.query<Record<string, string | null>>(`select ${columns} from members where username = 'furtheroff1'`);
    expect(off).toEqual({ address: null, nationality: null, occupation: null, source_of_income: null, telegram: null });

    await setFields(Object.fromEntries(Object.keys(further).map((field) => [field, { enabled: true, required: field === 'address' }])));
    const refused = await register('furtherreq2', { ...further, address: '' });
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'field.invalid', value: { field: 'address' } });
    expect((await register('furtheron3', further)).json()).toMatchObject({ success: true });
    const [on] = await db.query<Record<string, string | null>>(`select ${columns} from members where username = 'furtheron3'`);
    expect(on).toEqual({
      address: further.address, nationality: further.nationality, occupation: further.occupation,
      source_of_income: further.sourceOfIncome, telegram: further.telegram,
    });
  });

  it('puts the demo settings back on reset', async () => {
    const res = await app.inject({ method: 'PUT', url: '/__test/register-fields', headers: { Merchant: 'DEMO' }, payload: { reset: true } });
    const settings = res.json().value as Record<string, { enabled: boolean }>;
    expect(settings.zalo).toBeUndefined();
    expect(settings.username?.enabled).toBe(true);
  });
});
