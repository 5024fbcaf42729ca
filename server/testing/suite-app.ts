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
  readonly db: Db;
  readonly app: FastifyInstance;
  /** Where the app answers when opened with `listen`: http://127.0.0.1:<port>. */
  readonly origin: string;
}

/**
 * The set-up most server test files share: a seeded database and an app
 * over it, opened before the tests of the file (or of the describe block it
 * is called in) and closed after them. Its fields are read inside tests and
 * hooks, once the database is open; read earlier, they throw.
 */
export function suiteApp(options: SuiteAppOptions = {}): SuiteApp {
  let opened: { db: Db; app: FastifyInstance } | undefined;
  const open = () => {
    if (!opened) throw new Error('suiteApp: read before its beforeAll opened the app');
    return opened;
  };
  beforeAll(async () => {
    opened = await openTestApp(options.config);
    if (options.listen) await opened.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => closeTestApp(opened?.db, opened?.app));
  if (options.ledgerBalanced) afterEach(() => expectLedgerBalanced(open().db));
  return {
    get db() {
      return open().db;
    },
    get app() {
      return open().app;
    },
    get origin() {
      if (!options.listen) throw new Error('suiteApp: origin asked of an app opened without listen');
      return `http://127.0.0.1:${(open().app.server.address() as AddressInfo).port}`;
    },
  };
}
