import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db';

/** A transaction seen through the Db interface; a nested transaction joins it. */
function txDb(tx: Transaction): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await tx.query<T>(sql, [...params])).rows;
    },
    async exec(sql) {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('cannot close the database from inside a transaction')),
  };
  return db;
}

/**
 * PGlite: PostgreSQL compiled to WASM, running in this process.
 * `dataDir` null keeps everything in memory (tests).
 */
export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteDb(dataDir ? await PGlite.create(dataDir) : await PGlite.create());
}

/** An open PGlite seen through the Db interface; closing the Db closes it. */
export function pgliteDb(pg: PGlite): Db {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await pg.query<T>(sql, [...params])).rows;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(txDb(tx))),
    close: () => pg.close(),
  };
}
