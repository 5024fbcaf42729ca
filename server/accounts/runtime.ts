import { createHmac } from 'node:crypto';
import type { AppContext } from '../app-context';
import { loadHmacKey, loadRsaKey, type RsaServerKey } from '../crypto/server-keys';
import { RateLimiter, type RateLimitRule } from '../http/rate-limit';
import { outboxSender, type Sender } from '../notify/sender';

export const LIMIT_BUCKETS = ['login', 'sms', 'register', 'captcha', 'captchaDevice', 'checkUsername', 'challenge'] as const;
export type LimitBucket = (typeof LIMIT_BUCKETS)[number];
export type RateLimits = Record<LimitBucket, RateLimitRule>;

/**
 * Per address, except captchaDevice (per device id). `sms` also covers
 * recovery emails (every message the sender delivers); `register` also
 * covers trial accounts. Captchas: a person needs one per form opening and
 * per failed attempt; a mobile carrier's shared address carries many
 * people, hence 60 per 10 minutes per address but only 10 a minute per
 * device. `challenge` is the proof-of-work challenge before an SMS send.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, windowMs: 60_000 },
  sms: { max: 10, windowMs: 10 * 60_000 },
  register: { max: 10, windowMs: 10 * 60_000 },
  captcha: { max: 60, windowMs: 10 * 60_000 },
  captchaDevice: { max: 10, windowMs: 60_000 },
  checkUsername: { max: 60, windowMs: 60_000 },
  challenge: { max: 30, windowMs: 10 * 60_000 },
};

/**
 * End-to-end runs send every request from 127.0.0.1, so test mode starts
 * far more generous; a test that is about the limits lowers them through
 * PUT /__test/rate-limits.
 */
export const TEST_MODE_RATE_LIMITS: RateLimits = {
  login: { max: 1000, windowMs: 60_000 },
  sms: { max: 1000, windowMs: 60_000 },
  register: { max: 1000, windowMs: 60_000 },
  captcha: { max: 1000, windowMs: 60_000 },
  captchaDevice: { max: 1000, windowMs: 60_000 },
  checkUsername: { max: 1000, windowMs: 60_000 },
  challenge: { max: 1000, windowMs: 60_000 },
};

export interface AccountsOptions {
  sender?: Sender;
  limits?: Partial<RateLimits>;
}

/** What the accounts routes of one app share: keys (loaded once), limits, the sender. */
export interface AccountsRuntime {
  rsaKey(): Promise<RsaServerKey>;
  /** Keyed hash of a short secret (captcha answer, SMS code) bound to its purpose. */
  hash(purpose: string, value: string): Promise<string>;
  limiter: RateLimiter<LimitBucket>;
  sender: Sender;
}

const runtimes = new WeakMap<AppContext, AccountsRuntime>();

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    // A failed load (database down) is retried on the next call.
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** The runtime of this app; created on first use, `options` apply only then. */
export function accountsRuntime(context: AppContext, options: AccountsOptions = {}): AccountsRuntime {
  const existing = runtimes.get(context);
  if (existing) return existing;
  const rsaKey = once(() => loadRsaKey(context.db));
  const hmacKey = once(() => loadHmacKey(context.db));
  const base = context.config.testMode ? TEST_MODE_RATE_LIMITS : DEFAULT_RATE_LIMITS;
  const runtime: AccountsRuntime = {
    rsaKey,
    async hash(purpose, value) {
      return createHmac('sha256', await hmacKey()).update(`${purpose}\u0000${value}`).digest('hex');
    },
    limiter: new RateLimiter<LimitBucket>(context.db, { ...base, ...options.limits }),
    sender: options.sender ?? outboxSender(context.db),
  };
  runtimes.set(context, runtime);
  return runtime;
}
