import type { Db } from '../db/db';

/** Failures count while the newest is this recent; this many lock the login for LOCK_MS. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
/** How long an admitted attempt holds its key; only a crash mid-check lets it run out. */
export const ATTEMPT_LEASE_MS = 30 * 1000;

export interface GuardState {
  /** The next attempt must carry a captcha (a failure is recent). */
  needCaptcha: boolean;
  /** Epoch ms, while the login is locked. */
  lockedUntil: number | null;
}

/** Key of a username login (case ignored) or of an SMS login. */
export const usernameKey = (username: string) => `user:${username.trim().toLowerCase()}`;
export const phoneKey = (phone: string) => `sms:${phone}`;

/** Guard rows that hold nothing any more: no recent failure, no lock, no attempt under way (housekeeping). */
export const PURGE_IDLE_LOGIN_GUARDS = `delete from login_guards
  where (locked_until is null or locked_until < now())
    and (attempt_until is null or attempt_until < now())
    and (last_failure_at is null or last_failure_at < now() - interval '${FAILURE_WINDOW_MS / 1000} seconds')`;

/** Checks (and uses up) the captcha inside the admitting transaction; null: this key never asks for one. */
export type CaptchaCheck = ((tx: Db) => Promise<boolean>) | null;

export type AttemptOutcome<T> =
  | { kind: 'refused'; reason: 'locked' | 'captchaRequired' | 'captchaInvalid'; state: GuardState }
  | { kind: 'passed'; value: T }
  | { kind: 'failed'; value: T; state: GuardState };

interface GuardRow {
  failures: number;
  recent: boolean | null;
  locked_ms: number | null;
  busy: boolean | null;
}

async function lockRow(tx: Db, merchantCode: string, loginKey: string): Promise<GuardRow> {
  // DO UPDATE (a no-op), not DO NOTHING: it locks an existing row at once, so the
  // housekeeping purge of idle guards cannot delete it before the select below
  // (on PostgreSQL that left no row and the login answered 500).
  await tx.query(
    `insert into login_guards (merchant_code, login_key) values ($1, $2)
       on conflict (merchant_code, login_key) do update set login_key = excluded.login_key`,
    [merchantCode, loginKey],
  );
  const [row] = await tx.query<GuardRow>(
    `select failures,
            last_failure_at > now() - ($3::bigint * interval '1 millisecond') as recent,
            case when locked_until > now() then floor(extract(epoch from locked_until) * 1000)::float8 end as locked_ms,
            attempt_until > now() as busy
       from login_guards where merchant_code = $1 and login_key = $2 for update`,
    [merchantCode, loginKey, FAILURE_WINDOW_MS],
  );
  return row!;
}

type Admission = { admitted: true } | { admitted: false; reason: 'locked' | 'captchaRequired' | 'captchaInvalid'; state: GuardState };

/**
 * One transaction, the key's row locked: refuse a locked key; demand the
 * captcha after a recent failure or while another attempt of the key is
 * being checked; otherwise take the key's lease. Only one attempt per key
 * is ever checked at a time, so attempts happen as if one after another.
 */
function admit(db: Db, merchantCode: string, loginKey: string, captcha: CaptchaCheck): Promise<Admission> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, merchantCode, loginKey);
    if (row.locked_ms !== null) return { admitted: false, reason: 'locked', state: { needCaptcha: true, lockedUntil: row.locked_ms } };
    const recentFailures = row.recent ? row.failures : 0;
    const state: GuardState = { needCaptcha: captcha !== null && (recentFailures > 0 || row.busy === true), lockedUntil: null };
    // Busy: the captcha is kept for the retry, this request is not checked at all.
    if (row.busy) return { admitted: false, reason: 'captchaRequired', state: { needCaptcha: captcha !== null, lockedUntil: null } };
    if (captcha && state.needCaptcha && !(await captcha(tx))) return { admitted: false, reason: 'captchaInvalid', state };
    await tx.query(
      `update login_guards set attempt_until = now() + ($3::bigint * interval '1 millisecond')
        where merchant_code = $1 and login_key = $2`,
      [merchantCode, loginKey, ATTEMPT_LEASE_MS],
    );
    return { admitted: true };
  });
}

/** Records the outcome and frees the lease; the MAX_FAILURES-th failure in a row locks the key. */
function settle(db: Db, merchantCode: string, loginKey: string, passed: boolean | null): Promise<GuardState> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, merchantCode, loginKey);
    const params = [merchantCode, loginKey];
    if (passed === null) {
      await tx.query('update login_guards set attempt_until = null where merchant_code = $1 and login_key = $2', params);
      return { needCaptcha: row.recent === true && row.failures > 0, lockedUntil: row.locked_ms };
    }
    if (passed) {
      await tx.query(
        `update login_guards set failures = 0, last_failure_at = null, locked_until = null, attempt_until = null
          where merchant_code = $1 and login_key = $2`,
        params,
      );
      return { needCaptcha: false, lockedUntil: null };
    }
    const failures = (row.recent ? row.failures : 0) + 1;
    // The lock replaces the count: once it ends, the login starts afresh.
    const [after] = await tx.query<{ locked_ms: number | null }>(
      `update login_guards
          set failures = $3, last_failure_at = now(), attempt_until = null,
              locked_until = case when $4 then now() + ($5::bigint * interval '1 millisecond') else locked_until end
        where merchant_code = $1 and login_key = $2
        returning case when locked_until > now() then floor(extract(epoch from locked_until) * 1000)::float8 end as locked_ms`,
      [...params, failures >= MAX_FAILURES ? 0 : failures, failures >= MAX_FAILURES, LOCK_MS],
    );
    return { needCaptcha: true, lockedUntil: after?.locked_ms ?? null };
  });
}

/**
 * Runs `check` (password or SMS code) behind the guard of one login key.
 * The expensive check runs outside any transaction (an embedded database
 * would otherwise stall every other request during scrypt), yet no second
 * attempt of the key is admitted until its outcome is recorded.
 */
export async function guardedAttempt<T>(
  db: Db, merchantCode: string, loginKey: string, captcha: CaptchaCheck,
  check: () => Promise<{ passed: boolean; value: T }>,
): Promise<AttemptOutcome<T>> {
  const admission = await admit(db, merchantCode, loginKey, captcha);
  if (!admission.admitted) return { kind: 'refused', reason: admission.reason, state: admission.state };
  let result: { passed: boolean; value: T };
  try {
    result = await check();
  } catch (error) {
    await settle(db, merchantCode, loginKey, null).catch(() => undefined);
    throw error;
  }
  const state = await settle(db, merchantCode, loginKey, result.passed);
  return result.passed ? { kind: 'passed', value: result.value } : { kind: 'failed', value: result.value, state };
}

/** Proving the phone is as good as the password: failures and a lock are forgiven. */
export async function forgiveFailures(db: Db, merchantCode: string, loginKey: string): Promise<void> {
  await db.query(
    'update login_guards set failures = 0, last_failure_at = null, locked_until = null where merchant_code = $1 and login_key = $2',
    [merchantCode, loginKey],
  );
}
