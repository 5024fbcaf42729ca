import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { seedDemo } from './seed';

export interface DbTarget {
  /** When set, PostgreSQL at this URL; otherwise PGlite. */
  databaseUrl: string | null;
  /** PGlite data folder; null keeps PGlite in memory. */
  dataDir: string | null;
}

export function openDb(target: DbTarget): Promise<Db> {
  return target.databaseUrl ? openPostgres(target.databaseUrl) : openPglite(target.dataDir);
}

/** Opens, migrates and seeds: the database is ready to serve afterwards. */
export async function openReadyDb(target: DbTarget, merchantCodes: readonly string[]): Promise<Db> {
  const db = await openDb(target);
  try {
    await migrate(db);
    for (const code of new Set(merchantCodes)) await seedDemo(db, code);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
