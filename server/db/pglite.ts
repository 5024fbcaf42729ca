import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { guardedHandler, type Db } from './db';

const NOTIFY_SQL = 'select pg_notify($1, $2)';

/**
 * LISTEN on PGlite. It runs in this process and never loses its
 * connection, so onReconnect never fires. `tx`: asked from inside a
 * transaction, which holds PGlite's only connection until it ends.
 */
async function listenOn(pg: PGlite, channel: string, handler: (payload: string) => void, tx?: Transaction) {
  const unlisten = await pg.listen(channel, guardedHandler(channel, handler), tx);
  return () => unlisten();
}

/** A transaction seen through the Db interface; a nested transaction joins it. */
function txDb(pg: PGlite, tx: Transaction): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await tx.query<T>(sql, [...params])).rows;
    },
    async exec(sql) {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(db),
    listen: (channel, handler) => listenOn(pg, channel, handler, tx),
    // PGlite, like PostgreSQL, holds a transaction's notifications until it commits (server/db/notify.test.ts).
    async notify(channel, payload) {
      await tx.query(NOTIFY_SQL, [channel, payload]);
    },
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
    transaction: (fn) => pg.transaction((tx) => fn(txDb(pg, tx))),
    listen: (channel, handler) => listenOn(pg, channel, handler),
    async notify(channel, payload) {
      await pg.query(NOTIFY_SQL, [channel, payload]);
    },
    close: () => pg.close(),
  };
}
