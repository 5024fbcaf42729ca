import type { Db } from '../db/db';

/** Failures inside this window count; this many lock the login for LOCK_MS. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

export interface GuardState {
  /** The next attempt must carry a captcha (a failure is recent). */
  needCaptcha: boolean;
  /** Epoch ms, while the login is locked. */
  lockedUntil: number | null;
}

/** Key of a username login (case ignored) or of an SMS login. */
export const usernameKey = (username: string) => `user:${username.trim().toLowerCase()}`;
export const phoneKey = (phone: string) => `sms:${phone}`;

export async function guardState(db: Db, merchantCode: string, loginKey: string): Promise<GuardState> {
  const rows = await db.query<{ failures: number; locked_ms: number | null }>(
    `select (select count(*)::int from login_failures
              where merchant_code = $1 and login_key = $2
                and failed_at > now() - ($3::bigint * interval '1 millisecond')) as failures,
            (select floor(extract(epoch from locked_until) * 1000)::float8 from login_locks
              where merchant_code = $1 and login_key = $2 and locked_until > now()) as locked_ms`,
    [merchantCode, loginKey, FAILURE_WINDOW_MS],
  );
  const row = rows[0];
  const lockedUntil = row?.locked_ms ?? null;
  return { needCaptcha: (row?.failures ?? 0) > 0 || lockedUntil !== null, lockedUntil };
}

/** Records a failure; the MAX_FAILURES-th inside the window locks the login. */
export async function recordFailure(db: Db, merchantCode: string, loginKey: string): Promise<GuardState> {
  await db.transaction(async (tx) => {
    await tx.query('insert into login_failures (merchant_code, login_key) values ($1, $2)', [merchantCode, loginKey]);
    const [count] = await tx.query<{ failures: number }>(
      `select count(*)::int as failures from login_failures
        where merchant_code = $1 and login_key = $2 and failed_at > now() - ($3::bigint * interval '1 millisecond')`,
      [merchantCode, loginKey, FAILURE_WINDOW_MS],
    );
    if ((count?.failures ?? 0) >= MAX_FAILURES) {
      await tx.query(
        `insert into login_locks (merchant_code, login_key, locked_until)
         values ($1, $2, now() + ($3::bigint * interval '1 millisecond'))
         on conflict (merchant_code, login_key) do update set locked_until = excluded.locked_until`,
        [merchantCode, loginKey, LOCK_MS],
      );
      // The lock replaces the count: once it ends, the login starts afresh.
      await tx.query('delete from login_failures where merchant_code = $1 and login_key = $2', [merchantCode, loginKey]);
    }
  });
  return guardState(db, merchantCode, loginKey);
}

/** A success forgets the failures (and any expired lock). */
export async function clearFailures(db: Db, merchantCode: string, loginKey: string): Promise<void> {
  await db.query('delete from login_failures where merchant_code = $1 and login_key = $2', [merchantCode, loginKey]);
  await db.query('delete from login_locks where merchant_code = $1 and login_key = $2 and locked_until <= now()', [merchantCode, loginKey]);
}
