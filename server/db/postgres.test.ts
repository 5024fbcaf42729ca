import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../contract/paths';
import { buildApp } from '../app';
import { testConfig } from '../testing/harness';
import { POSTGRES_UNAVAILABLE } from '../testing/postgres';
import { sharedTestPostgres, type SharedTestPostgres, type SuiteDatabase } from '../testing/postgres-suite';
import type { Db } from './db';
import { openPostgres } from './postgres';

if (POSTGRES_UNAVAILABLE) console.warn(`skipping PostgreSQL connection tests: ${POSTGRES_UNAVAILABLE}`);

describe.skipIf(POSTGRES_UNAVAILABLE !== null)('PostgreSQL mode survives lost connections', () => {
  let server: SharedTestPostgres;
  let database: SuiteDatabase;
  let db: Db;
  let app: FastifyInstance;
  const lost: Error[] = [];

  beforeAll(async () => {
    server = sharedTestPostgres();
    // a copy of the run's migrated, seeded template; the test ends only this database's backends, the cluster stays up
    database = await server.createDatabase('lost_connections', { fromTemplate: true });
    db = await openPostgres(database.url, { onConnectionError: (error) => lost.push(error) });
    app = buildApp({ db, config: testConfig() });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await server?.dropDatabases();
  });

  /** Ends every backend of the app's database, as an operator or a restart would. */
  async function terminateAppBackends(): Promise<number> {
    const admin = await server.admin();
    try {
      // Two steps: in one statement the planner may call pg_terminate_backend before filtering.
      const { rows } = await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database.name],
      );
      for (const { pid } of rows) await admin.query('select pg_terminate_backend($1)', [pid]);
      return rows.length;
    } finally {
      await admin.end();
    }
  }

  const status = () => app.inject({ method: 'GET', url: PATHS.systemStatus, headers: { Merchant: 'DEMO' } });

  it('answers the next request after its idle connections are terminated', async () => {
    // A few requests at once leave several idle connections in the pool.
    const warm = await Promise.all([status(), status(), status()]);
    expect(warm.map((res) => res.statusCode)).toEqual([200, 200, 200]);

    expect(await terminateAppBackends()).toBeGreaterThan(0);

    const after = await status();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ success: true });
    await expect.poll(() => lost.length).toBeGreaterThan(0);
  });

  it('fails only the transaction whose connection dies, then keeps answering', async () => {
    const inside = db.transaction(async (tx) => {
      await tx.query('select 1');
      await terminateAppBackends();
      return tx.query('select 2');
    });
    await expect(inside).rejects.toThrow();

    const after = await status();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ success: true });
  });
});
