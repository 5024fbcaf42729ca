/**
 * The server suite's second run, on PostgreSQL (vitest project `server-pg`):
 * openTestDb() there gives each caller a fresh copy of a template database
 * in the one cluster postgres-suite.setup.ts started, and drops it on close.
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
  const suite = inject('wpsPostgresSuite');
  if (!suite) throw new Error(`${TEST_DB_ENV}=postgres but no PostgreSQL suite was provided (run through the server-pg vitest project)`);
  counter += 1;
  const name = `t_${process.pid}_${counter}_${randomBytes(3).toString('hex')}`;
  // CREATE DATABASE copies the template and refuses while anyone is connected to it: only the set-up ever is, before the run.
  await admin(suite.adminUrl, (client) => client.query(`create database ${name} template ${POSTGRES_SUITE_TEMPLATE}`));
  const url = new URL(suite.adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
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
