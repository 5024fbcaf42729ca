import pg from 'pg';
import type { Db } from './db';

type Queryable = pg.Pool | pg.PoolClient;

async function run<T>(target: Queryable, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  const result = await target.query(sql, [...params]);
  return result.rows as T[];
}

/** A pooled client holding an open transaction; nested calls join it. */
function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    query: (sql, params) => run(client, sql, params),
    async exec(sql) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('cannot close the database from inside a transaction')),
  };
  return db;
}

/** A real PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  return {
    query: (sql, params) => run(pool, sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(clientDb(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
