/**
 * The run's one PostgreSQL cluster (postgres-suite.setup.ts), in two uses:
 * - the server suite's second run, on PostgreSQL (vitest project
 *   `server-pg`): openTestDb() there gives each caller a fresh copy of the
 *   cluster's migrated, seeded template database, and drops it on close;
 * - the `server` project's files about PostgreSQL itself (two processes on
 *   one database, backups, lost connections): sharedTestPostgres() gives a
 *   file databases of its own in that cluster, copies of the template or
 *   empty, instead of a cluster of its own (docs/decisions/0110).
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';

/** Set (to `postgres`) by the server-pg project: openTestDb() then opens PostgreSQL. */
export const TEST_DB_ENV = 'WPS_TEST_DB';
export const POSTGRES_SUITE_TEMPLATE = 'wps_suite_template';

export interface PostgresSuite {
  adminUrl: string;
  port: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    wpsPostgresSuite: PostgresSuite;
  }
}

export function suiteRunsOnPostgres(): boolean {
  return process.env[TEST_DB_ENV] === 'postgres';
}

let counter = 0;

/** A name no other caller in the run has: files of two worker processes share the cluster. */
function uniqueName(prefix: string): string {
  if (!/^[a-z_][a-z0-9_]{0,30}$/.test(prefix)) throw new Error(`unusable database name prefix ${prefix}`);
  counter += 1;
  return `${prefix}_${process.pid}_${counter}_${randomBytes(3).toString('hex')}`;
}

function providedSuite(): PostgresSuite {
  const suite = inject('wpsPostgresSuite');
  if (!suite) throw new Error('no PostgreSQL suite was provided: run through a vitest project with server/testing/postgres-suite.setup.ts (PostgreSQL installed: bash tests/ensure-postgres.sh)');
  return suite;
}

function databaseUrl(suite: PostgresSuite, name: string): string {
  const url = new URL(suite.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database copied from the seeded template; closing it drops it. */
export async function openSuitePostgres(): Promise<Db> {
  const suite = providedSuite();
  const name = uniqueName('t');
  // CREATE DATABASE copies the template and refuses while anyone is connected to it: only the set-up ever is, before the run.
  await admin(suite.adminUrl, (client) => client.query(`create database ${name} template ${POSTGRES_SUITE_TEMPLATE}`));
  const db = await openPostgres(databaseUrl(suite, name));
  // A no-op on the copy unless a migration was added after the template was made (watch mode).
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await admin(suite.adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export interface SuiteDatabase {
  /** The database's name in the cluster (unique in the run). */
  name: string;
  url: string;
}

/** One file's part of the run's shared PostgreSQL cluster. */
export interface SharedTestPostgres {
  /** URL of the cluster's `postgres` database as its superuser. */
  adminUrl: string;
  /**
   * A new database of the caller's own, named `<prefix>_<pid>_<n>_<random>`:
   * with `fromTemplate`, a copy of the run's migrated and seeded template (a
   * server started on it finds nothing to migrate or seed); without, empty.
   */
  createDatabase(prefix: string, options: { fromTemplate: boolean }): Promise<SuiteDatabase>;
  /** A fresh client on the `postgres` database (the caller ends it), e.g. to terminate backends. */
  admin(): Promise<pg.Client>;
  /** Drops every database this handle made, ending any connection still open to them. */
  dropDatabases(): Promise<void>;
}

/**
 * The run's PostgreSQL cluster for a file of the `server` project that
 * needs a real PostgreSQL (vitest.config.ts provides it when the binaries
 * are installed). Call it in a hook or a test, not at import: files whose
 * PostgreSQL tests skip (POSTGRES_UNAVAILABLE) never ask for it. The
 * cluster is the run's: a test that stops or breaks the server itself
 * needs startTestPostgres() instead.
 */
export function sharedTestPostgres(): SharedTestPostgres {
  const suite = providedSuite();
  const made: string[] = [];
  return {
    adminUrl: suite.adminUrl,
    async createDatabase(prefix, { fromTemplate }) {
      const name = uniqueName(prefix);
      await admin(suite.adminUrl, (client) => client.query(`create database ${name}${fromTemplate ? ` template ${POSTGRES_SUITE_TEMPLATE}` : ''}`));
      made.push(name);
      return { name, url: databaseUrl(suite, name) };
    },
    async admin() {
      const client = new pg.Client({ connectionString: suite.adminUrl });
      await client.connect();
      return client;
    },
    async dropDatabases() {
      const names = made.splice(0);
      await admin(suite.adminUrl, async (client) => {
        for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
