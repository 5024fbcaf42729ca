import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppConfig } from '../app-context';
import type { Db } from '../db/db';
import { closeTestApp, openTestApp } from './harness';
import { expectLedgerBalanced } from './ledger';

export interface SuiteAppOptions {
  config?: Partial<AppConfig>;
  /** Money tests: the ledger invariant is checked after each test (testing/ledger.ts). */
  ledgerBalanced?: boolean;
  /** Served over HTTP on a free port, for what needs a socket (EventSource streams). */
  listen?: boolean;
}

export interface SuiteApp {
  db: Db;
  app: FastifyInstance;
}

/** Where an app opened with `listen` answers: http://127.0.0.1:<port>. */
export function listeningOrigin(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * The set-up most server test files share: a seeded database and an app
 * over it, opened before the tests of the file (or of the describe block it
 * is called in) and closed after them. `receive` is handed them once open,
 * so a file keeps its own `db` and `app` bindings.
 */
export function suiteApp(options: SuiteAppOptions, receive: (opened: SuiteApp) => void): void {
  let opened: SuiteApp | undefined;
  beforeAll(async () => {
    opened = await openTestApp(options.config);
    if (options.listen) await opened.app.listen({ port: 0, host: '127.0.0.1' });
    receive(opened);
  }, 60_000);
  afterAll(() => closeTestApp(opened?.db, opened?.app));
  if (options.ledgerBalanced) afterEach(() => expectLedgerBalanced(opened!.db));
}
