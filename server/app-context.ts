import type { Db } from './db/db';
import type { OverloadOptions } from './http/overload';
import type { SocialConfig } from './social/config';

/** What buildApp needs besides the database; main.ts derives it from the environment. */
export interface AppConfig {
  /** Merchant used when a request carries no Merchant header. */
  merchantCode: string;
  /** Folder of the built PWA. */
  distDir: string;
  /** Registers /__test/* routes (end-to-end tests only). */
  testMode: boolean;
  /**
   * Checks every successful reply of a defineRoute route against its
   * contract schema (server/http/route.ts): on in tests, off in production
   * (a parse per answer, and the client checks replies at its edge anyway).
   */
  checkReplies?: boolean;
  /** Secret of the /__ops/* routes; null leaves them unregistered. */
  opsToken: string | null;
  /**
   * Whether X-Forwarded-* headers are believed (TRUST_PROXY): off by default,
   * else anyone could choose the host of the URLs the server hands out.
   */
  trustProxy?: boolean | string[];
  /** Other origins the Content-Security-Policy allows (CSP_CONNECT_ORIGINS, CSP_IMAGE_ORIGINS). */
  csp?: { connectOrigins?: string[]; imageOrigins?: string[] };
  /** Load shedding (server/http/overload.ts): 503 while the event loop lags; off when missing (unit tests). */
  overload?: OverloadOptions | false;
  /** Shared secret of the bank's transfer notifications (BANK_NOTIFY_SECRET); null or missing: the webhook is off. */
  bankNotifySecret?: string | null;
  /**
   * The payment provider (docs/decisions/0071): `sandbox` (the reference server's own, the default) or `off`
   * (no provider: e-wallets and cards are off); the callbacks' shared secret (PAYMENT_CALLBACK_SECRET; missing: one
   * of this process, which only the in-process sandbox can sign with); how long the sandbox takes to check a card or
   * pay out (PAYMENT_SANDBOX_DELAY_MS); and its delivery of due callbacks, on a timer when `sweeper` (servers; tests
   * call it themselves).
   */
  payments?: { provider?: 'sandbox' | 'off'; callbackSecret?: string; sandboxDelayMs?: number; sweeper?: boolean; tickMs?: number };
  /** Folder of uploaded images (UPLOAD_DIR, default DATA_DIR/uploads); missing: a temporary folder removed on close (tests). */
  uploadDir?: string | null;
  /** Uploads received at once, server-wide (default UPLOADS_IN_FLIGHT in server/http/image-upload.ts). */
  uploadsInFlight?: number;
  /** The fast lottery's clock and scheduler (server/lottery/scheduler.ts); tests inject a clock and turn the timer off. */
  lottery?: { now?: () => number; scheduler?: boolean; tickMs?: number };
  /**
   * The sportsbook's clock and scheduler (server/sports/scheduler.ts): fixtures kept ahead, odds that move by
   * themselves (`oddsMoves`, off in test mode so journeys see only the moves they make), fixtures played out.
   */
  sports?: { now?: () => number; scheduler?: boolean; tickMs?: number; oddsMoves?: boolean };
  /** The cockfight tables' clock and scheduler (server/cockfight/scheduler.ts) and a round timing for every table (tests). */
  cockfight?: { now?: () => number; scheduler?: boolean; tickMs?: number; timing?: { bettingSeconds: number; fightSeconds: number } };
  /**
   * The live tables' clock, scheduler and round timing (server/games/tables/scheduler.ts): a test-mode server deals
   * quickly (TEST_TABLE_TIMING); tests pin the clock, turn the timer off and may set a timing for every table.
   */
  tables?: { now?: () => number; scheduler?: boolean; tickMs?: number; timing?: { bettingMs: number; showMs: number } };
  /** The fishing arcade's shot limit per member (server/routes/fishing.ts) and its clock; tests pin both. */
  fishing?: { shotLimit?: { max: number; windowMs: number }; now?: () => number };
  /** Social sign-in's OpenID providers (OIDC_* variables, server/social/config.ts); missing: none configured. */
  social?: SocialConfig;
  /** Fastify logging; off in unit tests. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

export interface AppContext {
  db: Db;
  config: AppConfig;
}
