import pg from 'pg';
import { preparedName, preparedSql, type Db } from './db';
import { postgresListener, type PostgresListener } from './postgres-listener';
import { PublishQueue, type Notice, type PendingNotices } from './publish-queue';

type Queryable = pg.Pool | pg.PoolClient;

/**
 * The server ended this connection (pg_terminate_backend, a restart, a
 * failover): SQLSTATE class 57 "operator intervention". The statement did
 * not run, so sending it again on a fresh connection is safe.
 */
function connectionWasShutDown(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '57P01' || code === '57P02' || code === '57P03';
}

async function run<T>(target: Queryable, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  // A registered hot statement runs prepared by name (docs/decisions/0091).
  const name = preparedName(sql);
  const result = await target.query(name ? { name, text: sql, values: [...params] } : { text: sql, values: [...params] });
  return result.rows as T[];
}

/** Outside a transaction a statement refused by a dying connection is sent once more, on a new one. */
async function runPooled<T>(pool: pg.Pool, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  try {
    return await run<T>(pool, sql, params);
  } catch (error) {
    if (!connectionWasShutDown(error)) throw error;
    return run<T>(pool, sql, params);
  }
}

const NOTIFY_SQL = 'select pg_notify($1, $2)';
/**
 * One batch of published notices: one statement, so one short transaction
 * takes PostgreSQL's commit-time notify lock once for all of them, outside
 * every money transaction (docs/decisions/0100). The arrays' elements are
 * sent in order.
 */
const PUBLISH_SQL = preparedSql('publish_notices', 'select count(pg_notify(n.channel, n.payload))::int as sent from unnest($1::text[], $2::text[]) as n(channel, payload)');

async function sendBatch(pool: pg.Pool, batch: readonly Notice[]): Promise<void> {
  await runPooled(pool, PUBLISH_SQL, [batch.map((n) => n.channel), batch.map((n) => n.payload)]);
}

/** A pooled client holding an open transaction; nested calls join it. */
function clientDb(client: pg.PoolClient, listener: PostgresListener, pending: PendingNotices): Db {
  const db: Db = {
    query: (sql, params) => run(client, sql, params),
    async exec(sql) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    // Listening is the process's, not the transaction's: the dedicated connection.
    listen: (channel, handler, options) => listener.listen(channel, handler, options),
    // PostgreSQL delivers a transaction's notifications at its commit, none at a rollback.
    async notify(channel, payload) {
      await run(client, NOTIFY_SQL, [channel, payload]);
    },
    // Held until the COMMIT succeeded (openPostgres' transaction()).
    publish(channel, payload) {
      pending.push({ channel, payload });
    },
    close: () => Promise.reject(new Error('cannot close the database from inside a transaction')),
  };
  return db;
}

export interface PostgresOptions {
  /** Where a lost connection is reported; the server keeps answering either way. */
  onConnectionError?: (error: Error) => void;
}

const logLostConnection = (error: Error) =>
  console.warn(`PostgreSQL connection lost (${error.message}); the pool opens a new one on the next query`);

/** A real PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const onConnectionError = options.onConnectionError ?? logLostConnection;
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that dies (terminated backend, server restart) is
  // reported here; without a listener Node treats the event as fatal and the
  // whole server exits. The pool has already dropped the client.
  pool.on('error', onConnectionError);
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  // Opens its connection at the first listen(), so a process that never listens holds none.
  const listener = postgresListener(connectionString, onConnectionError);
  const published = new PublishQueue((batch) => sendBatch(pool, batch));
  return {
    query: (sql, params) => runPooled(pool, sql, params),
    async exec(sql) {
      await runPooled(pool, sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client is not watched by the pool: its death must not be fatal either.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
        onConnectionError(error);
      };
      client.on('error', onError);
      const pending: PendingNotices = [];
      try {
        await client.query('begin');
        const result = await fn(clientDb(client, listener, pending));
        await client.query('commit');
        for (const notice of pending) published.add(notice);
        return result;
      } catch (error) {
        lost ??= connectionWasShutDown(error) ? (error as Error) : undefined;
        if (!lost) await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        // Passing the error destroys a broken client instead of returning it to the pool.
        client.release(lost);
      }
    },
    listen: (channel, handler, options) => listener.listen(channel, handler, options),
    async notify(channel, payload) {
      await runPooled(pool, NOTIFY_SQL, [channel, payload]);
    },
    // Outside a transaction every statement has committed when it answered.
    publish(channel, payload) {
      published.add({ channel, payload });
    },
    async close() {
      await published.flush();
      await listener.close();
      await pool.end();
    },
  };
}
