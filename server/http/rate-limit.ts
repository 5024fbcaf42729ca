import { ERROR_CODES } from '../../contract/error-codes';
import type { Db } from '../db/db';
import { WpsError } from './wps-error';

export interface RateLimitRule {
  /** Requests allowed per window and subject (an address, a device id). */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters per (bucket, subject) in the rate_counters table,
 * so every server process on one database counts together. One statement
 * both reads and bumps the counter (a conditional upsert): concurrent hits
 * from several processes cannot all slip under the limit. The clock is the
 * database's, so processes with skewed clocks still share windows.
 * Refused hits are not counted; rows of ended windows are purged by
 * housekeeping.
 */
export class RateLimiter<Bucket extends string> {
  constructor(
    private readonly db: Db,
    private rules: Record<Bucket, RateLimitRule>,
    /** Tests pin the clock (epoch ms); null uses the database's. */
    private readonly now: (() => number) | null = null,
  ) {}

  /** Replaces some rules and forgets every count (tests lower or raise limits). */
  async configure(rules: Partial<Record<Bucket, RateLimitRule>>): Promise<void> {
    this.rules = { ...this.rules, ...rules };
    await this.db.query('delete from rate_counters');
  }

  get current(): Record<Bucket, RateLimitRule> {
    return { ...this.rules };
  }

  /** Counts one request; refuses it with TOO_MANY_REQUESTS (HTTP 429) when over the limit. */
  async hit(bucket: Bucket, subject: string): Promise<void> {
    const rule = this.rules[bucket];
    const rows = await this.db.query<{ now_ms: string | number; hits: number | null }>(
      `with clock as (
         select coalesce($5::bigint, floor(extract(epoch from clock_timestamp()) * 1000)::bigint) as now_ms
       ), bumped as (
         insert into rate_counters as c (bucket, subject, window_start, window_ms, hits)
         select $1, $2, now_ms - now_ms % $3::bigint, $3::bigint, 1 from clock
         on conflict (bucket, subject, window_start) do update set hits = c.hits + 1 where c.hits < $4
         returning c.hits
       )
       select clock.now_ms, (select hits from bumped) as hits from clock`,
      [bucket, subject.slice(0, 200), rule.windowMs, rule.max, this.now?.() ?? null],
    );
    const row = rows[0];
    if (row && row.hits !== null) return;
    const now = Number(row?.now_ms ?? Date.now());
    const retryAfter = Math.max(1, Math.ceil((now - (now % rule.windowMs) + rule.windowMs - now) / 1000));
    throw new WpsError(ERROR_CODES.tooManyRequests, 'tooManyRequests', 429, { retryAfter });
  }
}

/** Housekeeping: counters of windows that have ended. */
export const PURGE_RATE_COUNTERS = `delete from rate_counters
  where window_start + window_ms < floor(extract(epoch from clock_timestamp()) * 1000)::bigint`;
