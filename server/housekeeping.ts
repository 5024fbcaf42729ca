/**
 * Periodic purge of rows that have outlived their use: once when the app is
 * ready, then every few minutes, stopped when the app closes. Each
 * statement is idempotent and runs on its own, so one failing (a table
 * another change renamed) does not stop the others. Several processes on
 * one database may run them at once: deletes of expired rows commute.
 *
 * To purge something new, add one entry to PURGE_STATEMENTS. Never purge
 * money: ledger entries (and so their members and wallets) are kept for good.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { PURGE_RATE_COUNTERS } from './http/rate-limit';
import { PURGE_IDLE_LOGIN_GUARDS } from './accounts/login-guard';
import { PURGE_SEEN_NONCES } from './crypto/seen-nonces';

export const HOUSEKEEPING_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Trial accounts (type 4) live a day unless a session is still live. They are
 * retired, not deleted: the ledger is append-only (migration 031,
 * docs/decisions/0059-ledger-append-only.md), so the member row stays as the
 * anchor of its wallet and entries, disabled (no login, no session) and
 * stripped of contact details.
 */
export const TRIAL_MAX_AGE_HOURS = 24;

export interface PurgeStatement {
  name: string;
  sql: string;
}

export const PURGE_STATEMENTS: readonly PurgeStatement[] = [
  { name: 'expired captchas', sql: 'delete from captchas where expires_at < now()' },
  { name: 'ended rate-limit windows', sql: PURGE_RATE_COUNTERS },
  { name: 'expired proof-of-work challenges', sql: 'delete from spent_challenges where expires_at < now()' },
  { name: 'expired nonces of encrypted bodies', sql: PURGE_SEEN_NONCES },
  { name: 'idle login guards', sql: PURGE_IDLE_LOGIN_GUARDS },
  { name: 'expired password reset links', sql: 'delete from password_resets where expires_at < now()' },
  { name: 'expired game launch tickets', sql: 'delete from game_launch_tickets where expires_at < now()' },
  { name: 'expired social sign-in requests', sql: 'delete from social_auth_requests where expires_at < now()' },
  { name: 'expired social sign-in tickets', sql: 'delete from social_tickets where expires_at < now()' },
  // Kept a day past expiry: the resend check and support look at recent ones.
  { name: 'old SMS codes', sql: "delete from sms_codes where expires_at < now() - interval '1 day'" },
  {
    name: 'stale trial accounts',
    sql: `update members m
         set retired_at = now(), disabled = true, nickname = null, email = null, country_dialing_code = null, mobile_num = null
      where m.type = 4 and m.retired_at is null and m.created_at < now() - interval '${TRIAL_MAX_AGE_HOURS} hours'
        and not exists (select 1 from sessions s where s.member_id = m.id and s.revoked_at is null and s.expires_at > now())
        and not exists (select 1 from members c where c.parent_id = m.id)`,
  },
];

/** Runs every purge once; returns the rows removed per statement (-1 when it failed). */
export async function runHousekeeping(
  context: AppContext, log: (message: string, error?: unknown) => void = () => {},
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const statement of PURGE_STATEMENTS) {
    try {
      removed[statement.name] = (await context.db.query(`${statement.sql} returning 1`)).length;
    } catch (error) {
      removed[statement.name] = -1;
      log(`housekeeping: ${statement.name} failed`, error);
    }
  }
  return removed;
}

/** Schedules housekeeping for the app's lifetime. */
export function registerHousekeeping(app: FastifyInstance, context: AppContext): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const log = (message: string, error?: unknown) => app.log.warn({ err: error }, message);
  const run = () => {
    // Never two runs of one process at once: a slow database makes the next tick wait.
    running = running.then(() => runHousekeeping(context, log));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
