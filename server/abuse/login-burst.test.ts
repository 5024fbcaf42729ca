/**
 * Concurrent guesses against one login key (issue 9 item 2): the bodies are
 * sealed first, then all sent in one go, so every request is in flight at
 * once as in the attack.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, type LoginPayload } from '../../contract/auth';
import { LOCK_MS } from '../accounts/login-guard';
import { hashPassword } from '../accounts/password-hash';
import { encryptPayload } from '../crypto/test-encrypt';
import type { Db } from '../db/db';
import { captchaFor, login, serverKey } from '../routes/auth-test-helpers';
import { closeTestApp, openTestApp } from '../testing/harness';
import { settingsChanged } from '../settings/cache';

let db: Db;
let app: FastifyInstance;

interface Answer { status: number; success: boolean; errorCode: string | null; value: { lockedUntil?: number | null } | null }

async function makeMember(username: string, password: string, mobile: string | null = null): Promise<void> {
  await db.query(
    `insert into members (merchant_code, username, password_hash, type, country_dialing_code, mobile_num)
     values ('DEMO', $1, $2, 0, $3, $4)`,
    [username, await hashPassword(password), mobile ? '+84' : null, mobile],
  );
}

/** Seals every payload, then sends them all at once. */
async function burst(payloads: Partial<LoginPayload>[]): Promise<Answer[]> {
  const key = await serverKey(app);
  const sealed = await Promise.all(payloads.map((p) => encryptPayload({ type: 'username', loginDeviceId: 'burst', ...p }, key)));
  const responses = await Promise.all(
    sealed.map((s) => app.inject({ method: 'POST', url: AUTH_PATHS.login, headers: s.headers, payload: s.body })),
  );
  return responses.map((r) => ({ status: r.statusCode, ...(r.json() as Omit<Answer, 'status'>) }));
}

function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[a.errorCode ?? 'success'] = (counts[a.errorCode ?? 'success'] ?? 0) + 1;
  return counts;
}

beforeAll(async () => {
  ({ db, app } = await openTestApp({ testMode: true }));
}, 60_000);
afterAll(() => closeTestApp(db, app));

// Thirty sealed bodies and captchas per test: generous on a loaded machine.
const BURST_TIMEOUT_MS = 60_000;

describe('a burst of logins for one account', () => {
  it('without captcha: at most one password is checked, the rest are asked for a captcha', async () => {
    await makeMember('burst_a', 'Right1234');
    const answers = await burst(Array.from({ length: 30 }, (_, i) => ({ username: 'burst_a', password: `wrong${i}` })));
    const counts = tally(answers);
    console.info('burst without captcha, 30 wrong:', counts);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(counts['login.cred.err'] ?? 0).toBeLessThanOrEqual(1);
    expect((counts['login.cred.err'] ?? 0) + (counts['captcha.required'] ?? 0)).toBe(30);
  }, BURST_TIMEOUT_MS);

  it('the right password among them logs in only if it came first; never after a failure asked for a captcha', async () => {
    await makeMember('burst_b', 'Right1234');
    const payloads = Array.from({ length: 30 }, (_, i) => ({ username: 'burst_b', password: i === 17 ? 'Right1234' : `wrong${i}` }));
    const answers = await burst(payloads);
    const counts = tally(answers);
    console.info('burst without captcha, right password at 18th:', counts);
    // One attempt is checked; whichever it is, nothing else is.
    expect((counts.success ?? 0) + (counts['login.cred.err'] ?? 0)).toBe(1);
    expect(counts['captcha.required']).toBe(29);
  }, BURST_TIMEOUT_MS);

  it('with a captcha each, one failure short of the lock: the right password never logs in once the lock is set', async () => {
    await makeMember('burst_c', 'Right1234');
    const device = (i: number) => `burst-c-${i}`;
    for (let i = 0; i < 4; i++) {
      const captcha = i === 0 ? undefined : await captchaFor(app, device(100 + i));
      await login(app, { username: 'burst_c', password: `before${i}`, loginDeviceId: device(100 + i), ...(captcha ? { captcha } : {}) });
    }
    const captchas = await Promise.all(Array.from({ length: 30 }, (_, i) => captchaFor(app, device(i))));
    const payloads = captchas.map((captcha, i) => ({
      username: 'burst_c', password: i === 12 ? 'Right1234' : `wrong${i}`, loginDeviceId: device(i), captcha,
    }));
    const answers = await burst(payloads);
    const counts = tally(answers);
    console.info('burst with captchas, 4 failures before, right password at 13th:', counts);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const [session] = await db.query<{ created_ms: number }>(
      `select floor(extract(epoch from s.created_at) * 1000)::float8 as created_ms
         from sessions s join members m on m.id = s.member_id where m.username = 'burst_c'`,
    );
    const lockStarts = answers
      .filter((a) => a.errorCode === 'account.locked' && typeof a.value?.lockedUntil === 'number')
      .map((a) => a.value!.lockedUntil! - LOCK_MS);
    // The fifth failure locks at once: no login after it, and at most one failure answered before it.
    if (session) {
      expect(lockStarts.every((start) => start > session.created_ms)).toBe(true);
    } else {
      expect(lockStarts.length).toBeGreaterThan(0);
      expect(counts['login.cred.err'] ?? 0).toBe(0);
      const after = await login(app, { username: 'burst_c', password: 'Right1234', loginDeviceId: device(99), captcha: await captchaFor(app, device(99)) });
      expect(after.json().errorCode).toBe('account.locked');
    }
  }, BURST_TIMEOUT_MS);

  it('SMS login: at most one code of a burst is checked before the captcha is demanded', async () => {
    await db.query("update whitelabel_modules set enabled = true where merchant_code = 'DEMO' and mod_id = 'MOBILEVERCODELOGIN3'");
    await settingsChanged(db, { merchantCode: 'DEMO' });
    await makeMember('burst_sms', 'Right1234', '977000123');
    const answers = await burst(Array.from({ length: 30 }, (_, i) => ({
      type: 'sms' as const, mobileNum: '977000123', countryDialingCode: '+84', verificationCode: String(100000 + i),
    })));
    const counts = tally(answers);
    console.info('SMS burst, 30 wrong codes:', counts);
    expect(counts['verification.code.invalid'] ?? 0).toBeLessThanOrEqual(1);
    expect((counts['verification.code.invalid'] ?? 0) + (counts['captcha.required'] ?? 0)).toBe(30);
  }, BURST_TIMEOUT_MS);
});
