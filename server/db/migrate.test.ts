import { describe, expect, it } from 'vitest';
import { applyFlag, applyStatus } from '../ops/commands';
import { listMigrations, migrate } from './migrate';
import { openEmptyPglite } from '../testing/pglite-suite';
import { seedDemo } from './seed';

const TABLES = ['merchants', 'whitelabel_modules', 'customer_service', 'resources', 'help_entries', 'register_fields', 'countries', 'domain_routes'];

// Each test opens an empty PGlite database (a copy of the run's, openEmptyPglite) and runs every
// migration: CPU work that takes seconds, many more on a busy two-core
// machine. Nothing here waits on time, so the limit is a ceiling for a hang.
describe('migrations and seed', { timeout: 120_000 }, () => {
  it('run twice without change, and re-seeding keeps operator changes', async () => {
    const db = await openEmptyPglite();
    try {
      expect(await migrate(db)).toEqual(listMigrations().map((m) => m.version));
      await seedDemo(db);
      const counts = async () => Promise.all(TABLES.map(async (t) => (await db.query<{ n: number }>(`select count(*)::int as n from ${t}`))[0]!.n));
      const first = await counts();
      expect(first.every((n) => n > 0)).toBe(true);

      await applyFlag(db, 'DEMO', 'FREEPLAY3', false);
      await applyStatus(db, 'DEMO', 'maintenance', 30);

      expect(await migrate(db)).toEqual([]);
      await seedDemo(db);
      expect(await counts()).toEqual(first);

      const [flag] = await db.query<{ enabled: boolean }>("select enabled from whitelabel_modules where mod_id = 'FREEPLAY3'");
      expect(flag?.enabled).toBe(false);
      const [merchant] = await db.query<{ maintenance: boolean }>("select maintenance from merchants where code = 'DEMO'");
      expect(merchant?.maintenance).toBe(true);
      const applied = await db.query('select version from schema_migrations');
      expect(applied).toHaveLength(listMigrations().length);
    } finally {
      await db.close();
    }
  });

  it('rolls a failing migration back whole', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/wps-mig-`);
    writeFileSync(`${dir}/001_ok.sql`, 'create table a (id int);');
    writeFileSync(`${dir}/002_bad.sql`, 'create table b (id int); select * from missing_table;');
    const db = await openEmptyPglite();
    try {
      await expect(migrate(db, dir)).rejects.toThrow(/missing_table/);
      const tables = await db.query<{ tablename: string }>("select tablename from pg_tables where tablename in ('a', 'b')");
      expect(tables.map((t) => t.tablename)).toEqual(['a']);
      expect(await db.query('select version from schema_migrations')).toEqual([{ version: '001_ok' }]);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
