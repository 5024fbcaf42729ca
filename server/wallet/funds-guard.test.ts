/**
 * The funds password (withdrawal PIN) under a burst of concurrent guesses:
 * the guard admits one check at a time per member, so no more than
 * FUNDS_PASSWORD_MAX_FAILURES guesses are ever checked per lock, and the
 * right PIN sent after the burst is refused while the lock lasts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDS_PASSWORD_MAX_FAILURES, WALLET_ERROR_CODES } from '../../contract/wallet';
import { createMember } from '../accounts/members';
import { hashPassword, verifyPassword } from '../accounts/password-hash';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { openTestDb } from '../testing/harness';
import { checkFundsPassword as checkWith } from './funds';

// Counts the PIN checks actually run (scrypt), the figure the lock must bound.
const checks = { count: 0 };
const countingVerify: typeof verifyPassword = async (...args) => {
  checks.count += 1;
  return verifyPassword(...args);
};
const checkFundsPassword = (db: Db, memberId: number, pin: string) => checkWith(db, memberId, pin, countingVerify);

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 180_000);
afterAll(() => db?.close());

const codeOf = (result: PromiseSettledResult<void>) =>
  result.status === 'fulfilled' ? 'ok' : result.reason instanceof WpsError ? result.reason.errorCode : String(result.reason);

describe('funds password under concurrent guesses', () => {
  it('checks at most 5 of 100 concurrent wrong guesses, and then refuses the right one while locked', async () => {
    const memberId = (await createMember(db, { merchantCode: 'DEMO', username: 'pinburst', passwordHash: 'x', type: 0, balance: 0 }))!;
    await db.query('update members set payment_password_hash = $2 where id = $1', [memberId, await hashPassword('246810')]);
    checks.count = 0;
    const guesses = Array.from({ length: 100 }, (_, i) => String(100000 + i));
    const results = await Promise.allSettled(guesses.map((pin) => checkFundsPassword(db, memberId, pin)));
    const codes = results.map(codeOf);
    expect(codes).not.toContain('ok');
    expect(checks.count).toBeLessThanOrEqual(FUNDS_PASSWORD_MAX_FAILURES);
    console.info(`funds password: ${checks.count} of 100 concurrent guesses checked`);

    // whatever the burst left, the guesses that follow one by one end in the lock within 5 checks in all
    for (let i = 0; i < FUNDS_PASSWORD_MAX_FAILURES; i += 1) {
      await checkFundsPassword(db, memberId, '999999').catch(() => undefined);
    }
    expect(checks.count).toBeLessThanOrEqual(FUNDS_PASSWORD_MAX_FAILURES);
    const right = await Promise.allSettled([checkFundsPassword(db, memberId, '246810')]);
    expect(codeOf(right[0]!)).toBe(WALLET_ERROR_CODES.fundsPasswordLocked);
    expect(checks.count).toBeLessThanOrEqual(FUNDS_PASSWORD_MAX_FAILURES);
  });
});
