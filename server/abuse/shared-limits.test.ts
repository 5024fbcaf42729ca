/**
 * Issue 9, item 14: two server processes on one PostgreSQL count one set
 * of limits. Two apps, each with its own connection pool, stand in for the
 * two processes.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { DEFAULT_RATE_LIMITS } from '../accounts/runtime';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import { openPostgres } from '../db/postgres';
import { testConfig } from '../testing/harness';
import { POSTGRES_UNAVAILABLE } from '../testing/postgres';
import { sharedTestPostgres, type SharedTestPostgres } from '../testing/postgres-suite';

if (POSTGRES_UNAVAILABLE) console.warn(`skipping shared-limit tests: ${POSTGRES_UNAVAILABLE}`);

describe.skipIf(POSTGRES_UNAVAILABLE !== null)('limits shared by two processes on one PostgreSQL', () => {
  let server: SharedTestPostgres;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    server = sharedTestPostgres();
    // a copy of the run's migrated, seeded template
    const { url } = await server.createDatabase('shared_limits', { fromTemplate: true });
    for (let i = 0; i < 2; i++) {
      const db = await openPostgres(url);
      dbs.push(db);
      const app = buildApp({ db, config: testConfig({ testMode: true }) });
      await app.ready();
      // Production limits over one long window: no window boundary inside the burst.
      const limits = Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([bucket, { max }]) => [bucket, { max, windowMs: 1e12 }]));
      await app.inject({ method: 'PUT', url: '/__test/rate-limits', payload: limits });
      apps.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await server?.dropDatabases();
  });

  it(`a burst of captcha requests from one address, split over both, gets exactly ${DEFAULT_RATE_LIMITS.captcha.max}`, async () => {
    const { max } = DEFAULT_RATE_LIMITS.captcha;
    const answers = await Promise.all(Array.from({ length: max + 20 }, (_, i) =>
      apps[i % 2]!.inject({ method: 'GET', url: `${AUTH_PATHS.captcha}?deviceId=burst-${i}`, remoteAddress: '198.51.100.70' })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(max);
    expect(codes.filter((code) => code === 429)).toHaveLength(20);
  });
});
