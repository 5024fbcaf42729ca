/**
 * openTestDb() on PGlite: a fresh in-memory database loaded from the dump
 * pglite-suite.setup.ts made for the run (the `unit` vitest project), or
 * created, migrated and seeded here when no dump was provided (a test file
 * run by another runner).
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openReadyDb } from '../db/open';
import { pgliteDb } from '../db/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    wpsPgliteTemplate: string;
    wpsPgliteEmpty: string;
  }
}

let template: Blob | null = null;

export async function openSuitePglite(): Promise<Db> {
  const file = inject('wpsPgliteTemplate');
  if (!file) return openReadyDb({ databaseUrl: null, dataDir: null }, ['DEMO']);
  template ??= new Blob([new Uint8Array(readFileSync(file))]);
  const pg = await PGlite.create({ loadDataDir: template });
  const db = pgliteDb(pg);
  // A no-op on the copy unless a migration was added after the dump was made (watch mode).
  await migrate(db);
  return db;
}

let empty: Blob | null = null;

/**
 * A fresh, empty PGlite database (no migration applied), as `new PGlite()`
 * makes it, for the tests whose subject is migrating: loaded from the dump of
 * one that pglite-suite.setup.ts made for the run before migrating it. A new
 * PGlite runs initdb in WebAssembly, about 4.3 CPU-s here; loading the dump
 * about 1 (docs/decisions/0116). Without a run's dump (the `server-pg`
 * project, another runner) it is a new PGlite, as before.
 */
export async function openEmptyPglite(): Promise<Db> {
  const file = inject('wpsPgliteEmpty');
  if (!file) return pgliteDb(await PGlite.create());
  empty ??= new Blob([new Uint8Array(readFileSync(file))]);
  return pgliteDb(await PGlite.create({ loadDataDir: empty }));
}
