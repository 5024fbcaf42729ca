/**
 * Security review L6: while PostgreSQL is unreachable every request
 * answered 500 system.error. It must answer like the overload guard: 503
 * system.busy with Retry-After, so clients retry instead of reporting a fault.
 * A real cluster, stopped under the running app.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../contract/auth';
import { PATHS } from '../../contract/paths';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { seedDemo } from '../db/seed';
import { testConfig } from '../testing/harness';
import { POSTGRES_UNAVAILABLE, startTestPostgres, type TestPostgres } from '../testing/postgres';
import { isDatabaseUnavailable } from './database-down';
import { SERVER_BUSY } from './overload';

if (POSTGRES_UNAVAILABLE) console.warn(`skipping database-outage test: ${POSTGRES_UNAVAILABLE}`);

describe.skipIf(POSTGRES_UNAVAILABLE !== null)('PostgreSQL unreachable', () => {
  let server: TestPostgres | undefined;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A cluster of its own, not the run's shared one (sharedTestPostgres): the test stops the
    // PostgreSQL server itself, which the other files' databases in the shared cluster need.
    server = await startTestPostgres();
    const url = await server.createDatabase('outage');
    db = await openPostgres(url, { onConnectionError: () => undefined });
    await migrate(db);
    await seedDemo(db, 'DEMO');
    app = buildApp({ db, config: testConfig() });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await server?.stop().catch(() => undefined);
    await db?.close().catch(() => undefined);
  });

  const requests = [
    { method: 'GET' as const, url: PATHS.systemStatus },
    { method: 'GET' as const, url: `${AUTH_PATHS.captcha}?deviceId=outage` },
    { method: 'GET' as const, url: `${AUTH_PATHS.checkUsername}?username=somebody` },
  ];

  it('answers 503 system.busy with Retry-After while it is down', async () => {
    for (const request of requests) {
      expect((await app.inject({ ...request, headers: { Merchant: 'DEMO' } })).statusCode).toBe(200);
    }
    const stopping = server!;
    server = undefined;
    await stopping.stop();
    for (const request of requests) {
      const answer = await app.inject({ ...request, headers: { Merchant: 'DEMO', Language: 'EN' } });
      const body = answer.json<{ success: boolean; errorCode: string }>();
      // The status may still be served from memory; anything that needs the database says "busy".
      if (answer.statusCode === 200) continue;
      expect(answer.statusCode, `${request.url}: ${answer.body}`).toBe(503);
      expect(body.errorCode).toBe(SERVER_BUSY);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    const captcha = await app.inject({ ...requests[1]!, headers: { Merchant: 'DEMO' } });
    expect(captcha.statusCode).toBe(503);
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows refused connections, shutdown SQLSTATEs and dropped sockets; not input or code faults', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
  });
});
