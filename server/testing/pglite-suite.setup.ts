/**
 * Vitest global set-up of the `unit` project (vitest.config.ts): one PGlite
 * database migrated and seeded once for the whole run and dumped to a file.
 * openTestDb() loads that dump (about 0.7 s) instead of creating, migrating
 * and seeding a database of its own (about 4 s on this machine), so every
 * call still starts on a fresh database of its own. Also the same database
 * dumped empty, before migrating, for openEmptyPglite() (the migration tests).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { lowerPasswordHashCostForTests } from '../accounts/password-hash';
import { migrate } from '../db/migrate';
import { pgliteDb } from '../db/pglite';
import { seedDemo } from '../db/seed';
import { makeTemplateKeys } from './template-keys';

export default async function setup(project: TestProject): Promise<() => void> {
  const started = Date.now();
  // the demo accounts' hashes at the tests' cost (password-cost.setup.ts)
  lowerPasswordHashCostForTests();
  const pg = await PGlite.create();
  // the same database empty, before any migration, for the tests about migrating (openEmptyPglite)
  const empty = await pg.dumpDataDir('none');
  const db = pgliteDb(pg);
  await migrate(db);
  await seedDemo(db, 'DEMO');
  await makeTemplateKeys(db);
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const folder = mkdtempSync(join(tmpdir(), 'wps-pglite-template-'));
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('wpsPgliteTemplate', file);
  const emptyFile = join(folder, 'empty.tar');
  writeFileSync(emptyFile, Buffer.from(await empty.arrayBuffer()));
  project.provide('wpsPgliteEmpty', emptyFile);
  console.info(`unit: PGlite template migrated and seeded in ${Date.now() - started} ms`);
  return () => rmSync(folder, { recursive: true, force: true });
}
