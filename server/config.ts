import { resolve } from 'node:path';

/** Everything main.ts and ops.ts read from the environment, checked once at start. */
export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  merchantCode: string;
  distDir: string;
  testMode: boolean;
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

  if (problems.length > 0) {
    throw new Error(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl,
    merchantCode,
    distDir: resolve(env.DIST_DIR?.trim() || './dist'),
    testMode: testModeText === '1',
  };
}
