import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Migration files are named NNN_description.sql and run in name order. */
export function listMigrations(dir = MIGRATIONS_DIR): { version: string; sql: string }[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3,}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(`${dir}/${name}`, 'utf8') }));
}

/** One advisory lock for every schema change, so servers starting together take turns. */
const MIGRATION_LOCK = 727274;

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its
 * own transaction with its bookkeeping row, so a failed file leaves no half
 * schema behind. The advisory lock keeps two servers starting against the
 * same PostgreSQL from applying a file twice.
 */
export async function migrate(db: Db, dir?: string): Promise<string[]> {
  // under the lock too: two concurrent "create table if not exists" race on
  // PostgreSQL's catalogue (a duplicate pg_type row) when both find no table
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
