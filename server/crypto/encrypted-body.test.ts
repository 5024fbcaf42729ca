import { inflateSync } from 'node:zlib';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, ENCRYPTION_SCHEME, rsaKeyValueSchema } from '../../contract/auth';
import type { Db } from '../db/db';
import { login, serverKey } from '../routes/auth-test-helpers';
import { testApp, openTestApp, closeTestApp } from '../testing/harness';
import { encryptPayload } from './test-encrypt';

let db: Db;
let app: FastifyInstance;
const credentials = { type: 'username' as const, username: 'demomember', password: 'Demo1234', loginDeviceId: 'enc-device' };

beforeAll(async () => {
  ({ db, app } = await openTestApp());
}, 60_000);
afterAll(() => closeTestApp(db, app));

describe('server RSA key', () => {
  it('is a 2048-bit key in hex, generated once and kept in the database', async () => {
    // the run's template database holds one already (server/testing/template-keys.ts): this app generates its own
    await db.query("delete from server_keys where kind = 'rsa-oaep'");
    const key = v.parse(rsaKeyValueSchema, (await app.inject({ method: 'GET', url: `${AUTH_PATHS.rsaKey}?t=123` })).json().value);
    expect(key.modulus).toMatch(/^[0-9a-f]{512}$/);
    expect(key.exponent).toBe('010001');
    const restarted = await testApp(db);
    try {
      expect(await serverKey(restarted)).toEqual(key);
    } finally {
      await restarted.close();
    }
    const rows = await db.query("select key_id from server_keys where kind = 'rsa-oaep'");
    expect(rows).toHaveLength(1);
  });
});

describe('encrypted bodies', () => {
  it('a body encrypted as the browser does is accepted', async () => {
    const res = await login(app, credentials);
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'demomember' } });
  });

  it('a plaintext body is refused with encryption.required (400)', async () => {
    for (const url of [AUTH_PATHS.login, AUTH_PATHS.passwordVerification]) {
      const res = await app.inject({ method: 'POST', url, payload: credentials });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'encryption.required' });
    }
    for (const url of [AUTH_PATHS.register, AUTH_PATHS.registerMobile]) {
      const res = await app.inject({ method: 'PUT', url, payload: { type: 0 } });
      expect(res.json().errorCode).toBe('encryption.required');
    }
  });

  it('a tampered ciphertext, a foreign wrapped key or a stale key id is encryption.invalid (400)', async () => {
    const key = await serverKey(app);
    const sealed = await encryptPayload(credentials, key);
    const bytes = Buffer.from(sealed.body.value, 'base64');
    bytes[20] = bytes[20]! ^ 0x01;
    const tampered = await app.inject({ method: 'POST', url: AUTH_PATHS.login, headers: sealed.headers, payload: { value: bytes.toString('base64') } });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().errorCode).toBe('encryption.invalid');

    const other = await encryptPayload(credentials, key);
    const swapped = await app.inject({
      method: 'POST', url: AUTH_PATHS.login, headers: { ...sealed.headers, 'X-RSA': other.headers['X-RSA']! }, payload: sealed.body,
    });
    expect(swapped.json().errorCode).toBe('encryption.invalid');

    const stale = await app.inject({
      method: 'POST', url: AUTH_PATHS.login, headers: { ...sealed.headers, 'X-RSA-Key-Id': 'old-key' }, payload: sealed.body,
    });
    expect(stale.json().errorCode).toBe('encryption.invalid');

    const garbage = await app.inject({
      method: 'POST', url: AUTH_PATHS.login, headers: { Encryption: ENCRYPTION_SCHEME, 'X-RSA': 'bm9wZQ==' }, payload: { value: 'bm9wZQ==' },
    });
    expect(garbage.json().errorCode).toBe('encryption.invalid');
  });

  it('the legacy scheme name is refused', async () => {
    const sealed = await encryptPayload(credentials, await serverKey(app));
    const res = await app.inject({ method: 'POST', url: AUTH_PATHS.login, headers: { ...sealed.headers, Encryption: 'RSA' }, payload: sealed.body });
    expect(res.json().errorCode).toBe('encryption.invalid');
  });
});

describe('captcha', () => {
  it('is a base64 PNG of 120×44, never cached', async () => {
    const res = await app.inject({ method: 'GET', url: `${AUTH_PATHS.captcha}?deviceId=png-device&t=1` });
    expect(res.headers['cache-control']).toBe('no-store');
    const base64 = res.json().value as string;
    expect(base64.startsWith('data:')).toBe(false);
    const png = Buffer.from(base64, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(44);
    const idatStart = png.indexOf('IDAT') + 4;
    const raw = inflateSync(png.subarray(idatStart, idatStart + png.readUInt32BE(idatStart - 8)));
    expect(raw.length).toBe((120 * 3 + 1) * 44);
  });

  it('needs a deviceId', async () => {
    const res = await app.inject({ method: 'GET', url: AUTH_PATHS.captcha });
    expect(res.statusCode).toBe(400);
  });

  it('stores only a hash of the answer outside test mode, and expires after 5 minutes', async () => {
    await app.inject({ method: 'GET', url: `${AUTH_PATHS.captcha}?deviceId=hash-device` });
    const [row] = await db.query<{ answer_hash: string; test_answer: string | null; ttl: number }>(
      "select answer_hash, test_answer, extract(epoch from expires_at - now())::float8 as ttl from captchas where device_id = 'hash-device'");
    expect(row!.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.test_answer).toBeNull();
    expect(row!.ttl).toBeGreaterThan(290);
    expect(row!.ttl).toBeLessThanOrEqual(300);
  });
});

describe('test routes of the accounts domain', () => {
  it('do not exist without test mode', async () => {
    for (const [method, url] of [['GET', '/__test/captcha?deviceId=x'], ['GET', '/__test/outbox'], ['PUT', '/__test/rate-limits']] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
    }
  });
});
