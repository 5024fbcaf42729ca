import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, SEALED_MAX_SKEW_MS } from '../../contract/auth';
import type { Db } from '../db/db';
import { serverKey } from '../routes/auth-test-helpers';
import { runHousekeeping } from '../housekeeping';
import { closeTestApp, openTestApp, testApp, testConfig } from '../testing/harness';
import { encryptPayload, type SealOptions } from './test-encrypt';

let db: Db;
let app: FastifyInstance;
const credentials = { type: 'username' as const, username: 'demomember', password: 'Demo1234', loginDeviceId: 'replay-device' };

beforeAll(async () => {
  ({ db, app } = await openTestApp());
}, 60_000);
afterAll(() => closeTestApp(db, app));

async function sealLogin(options: SealOptions = {}) {
  return encryptPayload(credentials, await serverKey(app), options);
}

const send = (target: FastifyInstance, sealed: Awaited<ReturnType<typeof sealLogin>>) =>
  target.inject({ method: 'POST', url: AUTH_PATHS.login, headers: sealed.headers, payload: sealed.body });

const sessionCount = async () =>
  Number((await db.query<{ n: number }>(
    "select count(*)::int as n from sessions s join members m on m.id = s.member_id where m.username = 'demomember'"))[0]!.n);

describe('replayed and stale encrypted bodies', () => {
  it('a captured login body opens one session; its replays are encryption.replayed (400)', async () => {
    const before = await sessionCount();
    const sealed = await sealLogin();
    const first = await send(app, sealed);
    expect(first.json()).toMatchObject({ success: true });
    for (let i = 0; i < 3; i++) {
      const replay = await send(app, sealed);
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ success: false, errorCode: 'encryption.replayed' });
    }
    expect(await sessionCount()).toBe(before + 1);
  });

  it('a second server on the same database refuses the replay too', async () => {
    const other = await testApp(db);
    try {
      const sealed = await sealLogin();
      expect((await send(app, sealed)).json().success).toBe(true);
      expect((await send(other, sealed)).json().errorCode).toBe('encryption.replayed');
    } finally {
      await other.close();
    }
  });

  it('a reused nonce in a freshly encrypted body is refused as well', async () => {
    const nonce = 'fixed-nonce-0123456789';
    expect((await send(app, await sealLogin({ nonce }))).json().success).toBe(true);
    expect((await send(app, await sealLogin({ nonce }))).json().errorCode).toBe('encryption.replayed');
  });

  it('a timestamp too old or too far ahead is encryption.stale (400), and uses no nonce', async () => {
    const nonce = 'stale-nonce-0123456789';
    for (const time of [Date.now() - SEALED_MAX_SKEW_MS - 60_000, Date.now() + SEALED_MAX_SKEW_MS + 60_000]) {
      const res = await send(app, await sealLogin({ time, nonce }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'encryption.stale' });
      // The server's clock comes back, so a client whose clock is off can seal again.
      expect(Math.abs((res.json().value as { serverTime: number }).serverTime - Date.now())).toBeLessThan(60_000);
    }
    expect((await send(app, await sealLogin({ nonce }))).json().success).toBe(true);
  });

  it('a body without the envelope is encryption.invalid', async () => {
    const res = await send(app, await sealLogin({ bare: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('encryption.invalid');
  });

  it('the change-password and reset bodies are guarded too', async () => {
    for (const url of [AUTH_PATHS.passwordVerification, AUTH_PATHS.passwordReset]) {
      const sealed = await encryptPayload({}, await serverKey(app), { time: Date.now() - 3_600_000 });
      const res = await app.inject({ method: 'POST', url, headers: sealed.headers, payload: sealed.body });
      expect(res.json().errorCode).toBe('encryption.stale');
    }
  });

  it('housekeeping purges expired nonces, reset links, tickets and idle login guards; live ones stay', async () => {
    await db.query(`insert into seen_nonces (nonce, expires_at) values
      ('old-nonce-000000000', now() - interval '1 second'), ('new-nonce-000000000', now() + interval '1 minute')`);
    await db.query(`insert into login_guards (merchant_code, login_key, failures, last_failure_at, locked_until) values
      ('DEMO', 'user:idle', 2, now() - interval '1 hour', null), ('DEMO', 'user:held', 0, null, now() + interval '1 minute')`);
    const removed = await runHousekeeping({ db, config: testConfig() });
    expect(removed['expired nonces of encrypted bodies']).toBeGreaterThanOrEqual(1);
    expect(removed['idle login guards']).toBeGreaterThanOrEqual(1);
    expect(removed['expired password reset links']).toBeGreaterThanOrEqual(0);
    expect(removed['expired game launch tickets']).toBeGreaterThanOrEqual(0);
    const nonces = await db.query<{ nonce: string }>("select nonce from seen_nonces where nonce like '%-nonce-000000000'");
    expect(nonces.map((n) => n.nonce)).toEqual(['new-nonce-000000000']);
    const guards = await db.query<{ login_key: string }>("select login_key from login_guards where login_key in ('user:idle', 'user:held')");
    expect(guards.map((g) => g.login_key)).toEqual(['user:held']);
  });
});
