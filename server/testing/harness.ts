/**
 * Shared set-up for the server's unit tests: an in-memory PGlite, migrated
 * and seeded (loaded from the run's dump, pglite-suite.ts); in the `server-pg` vitest project (WPS_TEST_DB=postgres) a
 * fresh copy of a seeded PostgreSQL template database instead.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../app-context';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import { openSuitePglite } from './pglite-suite';
import { openSuitePostgres, suiteRunsOnPostgres } from './postgres-suite';

export const TEST_OPS_TOKEN = 'test-ops-token-0123456789';

/** A fresh, migrated and seeded database (merchant DEMO): PGlite, or PostgreSQL in the server-pg project. */
export function openTestDb(): Promise<Db> {
  if (suiteRunsOnPostgres()) return openSuitePostgres();
  return openSuitePglite();
}

/**
 * The games' schedulers (cockfight, live tables, fast lottery, sportsbook)
 * are off in a test app unless its test turns one on (passing `cockfight`,
 * `tables`, `lottery` or `sports` replaces the default): their first ticks
 * made rounds, draws and fixtures at every app's start and then asked the
 * database every second or so, about 0.25 CPU-s at the start and 20 ms a
 * second after it, in apps whose tests never read what they made
 * (docs/decisions/0114). The files about those games open rounds and
 * draws themselves or run the scheduler's tick; server processes
 * (server-process.ts) run every scheduler, as production does.
 */
const SCHEDULERS_OFF: Pick<AppConfig, 'cockfight' | 'tables' | 'lottery' | 'sports'> = {
  cockfight: { scheduler: false },
  tables: { scheduler: false },
  lottery: { scheduler: false },
  sports: { scheduler: false },
};

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    merchantCode: 'DEMO',
    distDir: '/nonexistent-dist-for-tests',
    testMode: false,
    // Every server test is a contract test: a reply that drifts answers 500.
    checkReplies: true,
    opsToken: TEST_OPS_TOKEN,
    logger: false,
    ...SCHEDULERS_OFF,
    ...overrides,
  };
}

export async function testApp(db: Db, overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = buildApp({ db, config: testConfig(overrides) });
  await app.ready();
  return app;
}

/** A seeded database and an app over it: what most server test files open before all their tests. */
export async function openTestApp(overrides: Partial<AppConfig> = {}): Promise<{ db: Db; app: FastifyInstance }> {
  const db = await openTestDb();
  return { db, app: await testApp(db, overrides) };
}

/** Closes what openTestApp opened (either may be missing if opening failed). */
export async function closeTestApp(db: Db | undefined, app: FastifyInstance | undefined): Promise<void> {
  await app?.close();
  await db?.close();
}
