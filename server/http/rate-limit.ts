import { ERROR_CODES } from '../../src/api/contract/error-codes';
import { WpsError } from './wps-error';

export interface RateLimitRule {
  /** Requests allowed per window and address. */
  max: number;
  windowMs: number;
}

/**
 * In-memory sliding-window counters per (bucket, address). Memory is
 * enough for one reference server; several instances behind a balancer
 * would each count on their own (a shared store would be the next step).
 */
export class RateLimiter<Bucket extends string> {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private rules: Record<Bucket, RateLimitRule>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Replaces some rules and forgets every count (tests lower or raise limits). */
  configure(rules: Partial<Record<Bucket, RateLimitRule>>): void {
    this.rules = { ...this.rules, ...rules };
    this.hits.clear();
  }

  get current(): Record<Bucket, RateLimitRule> {
    return { ...this.rules };
  }

  /** Counts one request; refuses it with TOO_MANY_REQUESTS (HTTP 429) when over the limit. */
  hit(bucket: Bucket, address: string): void {
    const rule = this.rules[bucket];
    const key = `${bucket}\u0000${address}`;
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - rule.windowMs);
    if (recent.length >= rule.max) {
      this.hits.set(key, recent);
      const retryAfter = Math.max(1, Math.ceil((recent[0]! + rule.windowMs - now) / 1000));
      throw new WpsError(ERROR_CODES.tooManyRequests, 'tooManyRequests', 429, { retryAfter });
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.sweep(now);
  }

  private sweep(now: number): void {
    const longest = Math.max(...Object.values<RateLimitRule>(this.rules).map((rule) => rule.windowMs));
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= now - longest) this.hits.delete(key);
    }
  }
}
