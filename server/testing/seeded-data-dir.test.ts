import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { seedDataDir } from './seeded-data-dir';

const base = mkdtempSync(join(tmpdir(), 'wps-seeded-test-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

async function rowsOf(dataDir: string, sql: string): Promise<unknown[]> {
  const pg = await PGlite.create(dataDir);
  try {
    return (await pg.query(sql)).rows;
  } finally {
    await pg.close();
  }
}

describe('a seeded data folder for a test server', () => {
  it('is migrated and seeded, and each copy is a database of its own', async () => {
    const [a, b] = [join(base, 'a'), join(base, 'b')];
    await seedDataDir(a);
    await seedDataDir(b);
    // one opening of a (each is a PGlite start): read it, then write to it
    const pg = await PGlite.create(a);
    try {
      const migrations = (await pg.query('select version from schema_migrations')).rows;
      expect(migrations.length).toBeGreaterThan(30);
      await pg.exec("insert into schema_migrations (version) values ('9999_only_in_a')");
    } finally {
      await pg.close();
    }
    expect(await rowsOf(b, "select version from schema_migrations where version = '9999_only_in_a'")).toEqual([]);
    // a ceiling for making the folder on a busy machine when `npm test` has not made it yet, not a wait
  }, 120_000);

  it('leaves a folder that already holds a database as it is (a restart)', async () => {
    const c = join(base, 'c');
    await seedDataDir(c);
    writeFileSync(join(c, 'kept.txt'), 'from the first start');
    await seedDataDir(c);
    expect(readFileSync(join(c, 'kept.txt'), 'utf8')).toBe('from the first start');
  });
});
