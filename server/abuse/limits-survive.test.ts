/**
 * Security review C1: one route called the rate limiter without awaiting
 * it, so its 429 became an unhandled rejection and Node ended the process
 * after 21 unauthenticated requests. A real server process (PGlite): every
 * rate-limited route is driven past its limit, and after each the server
 * must still answer. Then a deliberately unhandled rejection (test route)
 * must not end it either (server/process-guards.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { PATHS } from '../../contract/paths';
import { LIMIT_BUCKETS, type LimitBucket } from '../accounts/runtime';
import { UNHANDLED_REJECTION_MESSAGE } from '../process-guards';
import { call, sendEncrypted } from '../testing/http-client';
import { startServerProcess, type ServerProcess } from '../testing/server-process';

interface LimitedRoute {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  bucket: LimitBucket;
  /** Encrypted bodies are decrypted after the limiter: a sealed dummy payload reaches it the same way. */
  sealed?: boolean;
  body?: unknown;
}

/** Every route that calls the shared RateLimiter (server/routes), with the bucket it counts in. */
const LIMITED_ROUTES: LimitedRoute[] = [
  { method: 'GET', path: `${AUTH_PATHS.captcha}?deviceId=survive-a`, bucket: 'captcha' },
  { method: 'GET', path: `${AUTH_PATHS.captcha}?deviceId=survive-b`, bucket: 'captchaDevice' },
  { method: 'POST', path: AUTH_PATHS.smsNoLogin, bucket: 'sms', body: { mobileNum: '912345678' } },
  { method: 'POST', path: AUTH_PATHS.smsRegister, bucket: 'sms', body: { mobileNum: '912345678' } },
  { method: 'POST', path: AUTH_PATHS.passwordSms, bucket: 'sms', body: { mobileNum: '912345678' } },
  { method: 'POST', path: AUTH_PATHS.passwordEmail, bucket: 'sms', body: { username: 'nobody', email: 'a@b.example' } },
  { method: 'GET', path: AUTH_PATHS.smsChallenge, bucket: 'challenge' },
  { method: 'POST', path: AUTH_PATHS.login, bucket: 'login', sealed: true },
  { method: 'POST', path: AUTH_PATHS.passwordReset, bucket: 'login', sealed: true },
  { method: 'POST', path: AUTH_PATHS.passwordVerification, bucket: 'login', sealed: true },
  { method: 'PUT', path: AUTH_PATHS.register, bucket: 'register', sealed: true },
  { method: 'PUT', path: AUTH_PATHS.registerMobile, bucket: 'register', sealed: true },
  { method: 'POST', path: AUTH_PATHS.freePlay, bucket: 'register' },
  { method: 'GET', path: AUTH_PATHS.trialUser, bucket: 'register' },
  { method: 'GET', path: `${AUTH_PATHS.checkUsername}?username=somebody`, bucket: 'checkUsername' },
];

/** Each route's own limit is set to this, then it is called this many times and twice more. */
const LIMIT = 2;

describe('no rate-limited route can end the server (security review C1)', { timeout: 180_000 }, () => {
  let base: string;
  let server: ServerProcess;

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'wps-limits-survive-'));
    server = await startServerProcess({ dataDir: join(base, 'data'), env: { WPS_TEST_UNHANDLED_REJECTION: '1' } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (base) rmSync(base, { recursive: true, force: true });
  });

  it('the table covers every limiter bucket', () => {
    expect(new Set(LIMITED_ROUTES.map((route) => route.bucket))).toEqual(new Set(LIMIT_BUCKETS));
  });

  it.each(LIMITED_ROUTES)('$method $path past its limit ($bucket) answers 429, and the server answers after', async (route) => {
    // Fresh counts and a tiny limit for this route's bucket (every bucket tight: captcha also counts per device).
    const limits = Object.fromEntries(LIMIT_BUCKETS.map((bucket) => [bucket, { max: LIMIT, windowMs: 3_600_000 }]));
    expect((await call(server.origin, 'PUT', '/__test/rate-limits', { body: limits })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const answer = route.sealed
        ? await sendEncrypted(server.origin, route.method as 'POST' | 'PUT', route.path, { nothing: i })
        : await call(server.origin, route.method, route.path, route.body === undefined ? {} : { body: route.body });
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
    const status = await call(server.origin, 'GET', PATHS.systemStatus);
    expect(status.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it('a promise left unhandled is logged and the server keeps answering', async () => {
    expect((await call(server.origin, 'POST', '/__test/unhandled-rejection')).status).toBe(200);
    const status = await call(server.origin, 'GET', PATHS.systemStatus);
    expect(status.status).toBe(200);
    // the log file is written by the server process as it goes: wait for the line, not for a fixed time
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain(UNHANDLED_REJECTION_MESSAGE);
  });
});
