import { join, resolve } from 'node:path';
import { DEFAULT_OVERLOAD, type OverloadOptions } from './http/overload';
import { parseSocialEnv, type SocialConfig } from './social/config';

/** Everything main.ts and ops.ts read from the environment, checked once at start. */
export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded images (UPLOAD_DIR; default DATA_DIR/uploads). Several processes on one PostgreSQL must share it. */
  uploadDir: string;
  databaseUrl: string | null;
  merchantCode: string;
  distDir: string;
  testMode: boolean;
  /** Fastify's trustProxy: false, true (every peer) or the peers (addresses, CIDRs, loopback…) whose X-Forwarded-* count. */
  trustProxy: boolean | string[];
  /** Origins besides this server that the PWA calls (its VITE_API_BASE) and loads images from, for the CSP. */
  cspConnectOrigins: string[];
  cspImageOrigins: string[];
  /** Load shedding (MAX_EVENT_LOOP_DELAY_MS; 0 turns it off). */
  overload: OverloadOptions | false;
  /** BANK_NOTIFY_SECRET: the bank webhook's HMAC secret; null turns the webhook off. */
  bankNotifySecret: string | null;
  /** PAYMENT_PROVIDER, PAYMENT_CALLBACK_SECRET, PAYMENT_SANDBOX_DELAY_MS (docs/decisions/0071). */
  payments: { provider: 'sandbox' | 'off'; callbackSecret: string | null; sandboxDelayMs: number };
  /** OIDC_<PROVIDER>_ISSUER/_CLIENT_ID/_CLIENT_SECRET and OIDC_REDIRECT_ORIGIN (docs/decisions/0078). */
  social: SocialConfig;
  /** Settings that work but put the deployment at risk; main.ts prints them at start. */
  warnings: string[];
}

/** Printed at start when TRUST_PROXY trusts every peer (security review L4). */
export const TRUST_ANY_PROXY_WARNING =
  'TRUST_PROXY=1 trusts X-Forwarded-For/Host/Proto from ANY peer: every client can choose its own address, which ' +
  'defeats the per-address rate limits and lets a forged 127.0.0.1 reach the operator routes (their token is still ' +
  'needed). Set TRUST_PROXY to the address or CIDR of your reverse proxy instead (e.g. TRUST_PROXY=10.0.0.5).';

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

/** A comma-separated list of origins (scheme://host[:port]); null when one is not an origin. */
function parseOrigins(text: string): string[] | null {
  const origins = text.split(',').map((entry) => entry.trim().replace(/\/$/, '')).filter(Boolean);
  return origins.every((origin) => ORIGIN.test(origin)) ? origins : null;
}

const PROXY_ENTRY = /^(?:[0-9a-f:.]+(?:\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i;

/** TRUST_PROXY: unset/0/off, 1/on, or a comma-separated list of proxy addresses; null when unreadable. */
function parseTrustProxy(text: string): boolean | string[] | null {
  const lower = text.toLowerCase();
  if (['', '0', 'off', 'false'].includes(lower)) return false;
  if (['1', 'on', 'true'].includes(lower)) return true;
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.length > 0 && entries.every((entry) => PROXY_ENTRY.test(entry)) ? entries : null;
}

/** Parses the environment; throws one error listing every problem, so a bad deploy fails loudly at start. */
export function loadEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const problems: string[] = [];

  const portText = env.PORT?.trim() || '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535, got "${portText}"`);
  }

  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const merchantCode = env.MERCHANT_CODE?.trim() || 'DEMO';
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(merchantCode)) {
    problems.push(`MERCHANT_CODE must be 1-32 letters, digits, _ or -, got "${merchantCode}"`);
  }

  const testModeText = env.WPS_TEST_MODE?.trim() ?? '';
  if (!['', '0', '1'].includes(testModeText)) {
    problems.push(`WPS_TEST_MODE must be 1 (on) or 0/unset (off), got "${testModeText}"`);
  }

  const trustProxyText = env.TRUST_PROXY?.trim() ?? '';
  const trustProxy = parseTrustProxy(trustProxyText);
  if (trustProxy === null) {
    problems.push(`TRUST_PROXY must be 0/off, 1/on or a comma-separated list of proxy addresses (CIDR allowed), got "${trustProxyText}"`);
  }

  const [cspConnectOrigins, cspImageOrigins] = (['CSP_CONNECT_ORIGINS', 'CSP_IMAGE_ORIGINS'] as const).map((name) => {
    const origins = parseOrigins(env[name] ?? '');
    if (origins === null) problems.push(`${name} must be a comma-separated list of origins such as https://cdn.example.com`);
    return origins ?? [];
  }) as [string[], string[]];

  // Test mode (e2e runs on a busy CI machine, where a starved process lags too) sheds only when asked to.
  const delayText = env.MAX_EVENT_LOOP_DELAY_MS?.trim() || (testModeText === '1' ? '0' : String(DEFAULT_OVERLOAD.maxEventLoopDelayMs));
  const maxDelay = Number(delayText);
  if (!/^\d+$/.test(delayText)) problems.push(`MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds (0: off), got "${delayText}"`);

  // A guessable secret would let anyone credit deposits: at least 32 characters.
  const bankNotifySecret = env.BANK_NOTIFY_SECRET?.trim() || null;
  if (bankNotifySecret !== null && bankNotifySecret.length < 32) problems.push('BANK_NOTIFY_SECRET must be at least 32 characters (or unset: webhook off)');

  // The payment provider (docs/decisions/0071): the sandbox unless switched off; a callback secret anyone could guess would let them credit deposits.
  const paymentProvider = env.PAYMENT_PROVIDER?.trim().toLowerCase() || 'sandbox';
  if (paymentProvider !== 'sandbox' && paymentProvider !== 'off') problems.push(`PAYMENT_PROVIDER must be sandbox or off, got "${paymentProvider}"`);
  const paymentCallbackSecret = env.PAYMENT_CALLBACK_SECRET?.trim() || null;
  if (paymentCallbackSecret !== null && paymentCallbackSecret.length < 32) problems.push('PAYMENT_CALLBACK_SECRET must be at least 32 characters (or unset)');
  const sandboxDelayText = env.PAYMENT_SANDBOX_DELAY_MS?.trim() || '2000';
  if (!/^\d{1,7}$/.test(sandboxDelayText)) problems.push(`PAYMENT_SANDBOX_DELAY_MS must be a whole number of milliseconds, got "${sandboxDelayText}"`);

  const social = parseSocialEnv(env, problems);

  if (problems.length > 0) {
    throw new Error(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    uploadDir: resolve(env.UPLOAD_DIR?.trim() || join(env.DATA_DIR?.trim() || './data', 'uploads')),
    databaseUrl,
    merchantCode,
    distDir: resolve(env.DIST_DIR?.trim() || './dist'),
    testMode: testModeText === '1',
    trustProxy: trustProxy ?? false,
    cspConnectOrigins,
    cspImageOrigins,
    overload: maxDelay > 0 ? { ...DEFAULT_OVERLOAD, maxEventLoopDelayMs: maxDelay } : false,
    bankNotifySecret,
    social,
    payments: { provider: paymentProvider === 'off' ? 'off' : 'sandbox', callbackSecret: paymentCallbackSecret, sandboxDelayMs: Number(sandboxDelayText) },
    warnings: trustProxy === true ? [TRUST_ANY_PROXY_WARNING] : [],
  };
}
