/**
 * Issue 9, item 3: every SMS send (login, registration, recovery) needs a solved
 * proof-of-work challenge, good for one send only.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { CHALLENGE_MAX_NUMBER } from '../captcha/challenge';
import type { Db } from '../db/db';
import { runHousekeeping } from '../housekeeping';
import { smsProof } from '../routes/auth-test-helpers';
import { closeTestApp, openTestApp, testConfig } from '../testing/harness';

let db: Db | undefined;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
}, 60_000);
afterAll(() => closeTestApp(db, app));

const send = (url: string, extra: Record<string, unknown> = {}) =>
  app!.inject({ method: 'POST', url, payload: { mobileNum: '977000001', countryDialingCode: '+84', ...extra } });

describe('SMS send proof of work', () => {
  it('the challenge is signed, uncached and as hard as configured', async () => {
    const res = await app!.inject({ method: 'GET', url: AUTH_PATHS.smsChallenge });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().value).toMatchObject({ algorithm: 'SHA-256', maxnumber: CHALLENGE_MAX_NUMBER, signature: expect.any(String) });
  });

  it('refuses a registration code without a proof, or with a forged one, and sends nothing', async () => {
    for (const url of [AUTH_PATHS.smsRegister, AUTH_PATHS.smsNoLogin, AUTH_PATHS.passwordSms]) {
      const missing = await send(url);
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toMatchObject({ success: false, errorCode: 'challenge.invalid' });
    }
    const proof = JSON.parse(Buffer.from(await smsProof(app!), 'base64').toString()) as { number: number };
    const forged = Buffer.from(JSON.stringify({ ...proof, number: proof.number + 1 })).toString('base64');
    expect((await send(AUTH_PATHS.smsRegister, { altcha: forged })).json().errorCode).toBe('challenge.invalid');
    expect((await send(AUTH_PATHS.smsRegister, { altcha: 'not base64 json' })).json().errorCode).toBe('challenge.invalid');
    expect(await db!.query("select 1 from outbox where recipient like '%977000001'")).toHaveLength(0);
  });

  it('a solved proof buys one send; replaying it is refused', async () => {
    const proof = await smsProof(app!);
    const first = await send(AUTH_PATHS.smsRegister, { altcha: proof });
    expect(first.json()).toMatchObject({ success: true });
    const replay = await send(AUTH_PATHS.smsRegister, { altcha: proof, mobileNum: '977000002' });
    expect(replay.json().errorCode).toBe('challenge.invalid');
  });

  it('spent proofs are purged by housekeeping once expired', async () => {
    await db!.query("update spent_challenges set expires_at = now() - interval '1 second'");
    const removed = await runHousekeeping({ db: db!, config: testConfig() });
    expect(removed['expired proof-of-work challenges']).toBeGreaterThanOrEqual(1);
  });
});
