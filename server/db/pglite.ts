import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { guardedHandler, type Db } from './db';
import { PublishQueue, type Notice, type PendingNotices } from './publish-queue';

const NOTIFY_SQL = 'select pg_notify($1, $2)';

/**
 * Published notices on PGlite (docs/decisions/0100): PGlite is this
 * process's alone, so nobody else could hear a pg_notify (which costs about
 * 10 ms in its WASM): they go straight to the listeners of the channel on
 * this PGlite, whichever Db over it listened.
 */
interface Local {
  listeners: Map<string, Set<(payload: string) => void>>;
  queue: PublishQueue;
}
const locals = new WeakMap<PGlite, Local>();

function localOf(pg: PGlite): Local {
  let local = locals.get(pg);
  if (!local) {
    const listeners = new Map<string, Set<(payload: string) => void>>();
    const deliver = (batch: readonly Notice[]) => {
      for (const { channel, payload } of batch) for (const handler of [...(listeners.get(channel) ?? [])]) handler(payload);
      return Promise.resolve();
    };
    local = { listeners, queue: new PublishQueue(deliver) };
    locals.set(pg, local);
  }
  return local;
}

/**
 * LISTEN on PGlite. It runs in this process and never loses its
 * connection, so onReconnect never fires. `tx`: asked from inside a
 * transaction, which holds PGlite's only connection until it ends.
 * The handler hears NOTIFYs and, in process, published notices.
 */
async function listenOn(pg: PGlite, channel: string, handler: (payload: string) => void, tx?: Transaction) {
  const guarded = guardedHandler(channel, handler);
  const unlisten = await pg.listen(channel, guarded, tx);
  const { listeners } = localOf(pg);
  const set = listeners.get(channel) ?? new Set();
  set.add(guarded);
  listeners.set(channel, set);
  return async () => {
    set.delete(guarded);
    if (set.size === 0 && listeners.get(channel) === set) listeners.delete(channel);
    await unlisten();
  };
}

/** A transaction seen through the Db interface; a nested transaction joins it. */
function txDb(pg: PGlite, tx: Transaction, pending: PendingNotices): Db {
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
    // Held until the transaction committed (pgliteDb's transaction()).
    publish(channel, payload) {
      pending.push({ channel, payload });
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
    async transaction(fn) {
      const pending: PendingNotices = [];
      const result = await pg.transaction((tx) => fn(txDb(pg, tx, pending)));
      // PGlite's transaction() answers after its COMMIT, and throws (sending nothing) after a rollback.
      for (const notice of pending) localOf(pg).queue.add(notice);
      return result;
    },
    listen: (channel, handler) => listenOn(pg, channel, handler),
    async notify(channel, payload) {
      await pg.query(NOTIFY_SQL, [channel, payload]);
    },
    publish(channel, payload) {
      localOf(pg).queue.add({ channel, payload });
    },
    async close() {
      await localOf(pg).queue.flush();
      await pg.close();
    },
  };
}
