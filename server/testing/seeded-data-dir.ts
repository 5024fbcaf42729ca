/**
 * A fresh PGlite folder for a server process a test starts, copied from one
 * folder migrated and seeded once.
 *
 * A server started on an empty DATA_DIR migrates and seeds it first: about
 * 11 of the 20 CPU seconds of its start on this machine, paid again by every
 * end-to-end worker, private server and multi-process test. A copy of a
 * folder that went through the very same `migrate` and `seedDemo` is a fresh
 * database of its own (the server still runs both at start: they find
 * nothing to do) for a file copy. docs/decisions/0095.
 *
 * The folder is named by the sources that could change what it holds (every
 * server and contract file, the configuration the server reads, PGlite's
 * version): a change to any of them makes a new one, and one unused for
 * an hour is removed then. `npm test` makes it on the build's lane of the static
 * checks (tests/static-checks.sh), where a core is free; otherwise the first
 * server a test starts makes it.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lowerPasswordHashCostForTests } from '../accounts/password-hash';
import { migrate } from '../db/migrate';
import { pgliteDb } from '../db/pglite';
import { seedDemo } from '../db/seed';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PREFIX = 'wps-seeded-pglite-';
/** What the seeded database can depend on. */
const SOURCES = ['server', 'contract', 'src/config'];

/** Every source file's path, size and modification time, hashed (a few milliseconds). */
function sourcesStamp(): string {
  const hash = createHash('sha256');
  for (const folder of SOURCES) {
    const files = readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).filter((path) => /\.(ts|sql|json)$/.test(path) && !path.endsWith('.test.ts')).sort();
    for (const file of files) {
      const { size, mtimeMs } = statSync(join(ROOT, folder, file));
      hash.update(`${folder}/${file}:${size}:${mtimeMs}\n`);
    }
  }
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Other stamps' folders not used for an hour (another clone of the project
 * may be testing with its own right now), and half-built ones as old (a
 * builder that died).
 */
function removeUnused(): void {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const path = join(tmpdir(), name);
    if (statSync(path).mtimeMs < hourAgo) rmSync(path, { recursive: true, force: true });
  }
}

/** The seeded folder for today's sources, made if missing. */
export async function seededTemplate(): Promise<string> {
  const name = `${PREFIX}${sourcesStamp()}`;
  const folder = join(tmpdir(), name);
  if (existsSync(join(folder, 'PG_VERSION'))) {
    // in use: kept by removeUnused
    const now = new Date();
    utimesSync(folder, now, now);
    return folder;
  }
  removeUnused();
  // Built aside and renamed into place: a folder under the final name is complete.
  // Two processes starting together may both build one; the second rename loses and its copy goes.
  const building = `${folder}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const pg = await PGlite.create(building);
  try {
    const db = pgliteDb(pg);
    // a test device: its demo accounts' hashes at the tests' cost, whichever process makes it (docs/decisions/0114)
    lowerPasswordHashCostForTests();
    await migrate(db);
    await seedDemo(db, 'DEMO');
  } finally {
    await pg.close();
  }
  try {
    renameSync(building, folder);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return folder;
}

let made: Promise<string> | null = null;

/**
 * Fills an empty or missing `dataDir` with a copy of the seeded PGlite
 * folder. A folder that already holds a database (a restart on the same
 * DATA_DIR) is left as it is.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  made ??= seededTemplate().catch((error: unknown) => {
    made = null;
    throw error;
  });
  cpSync(await made, dataDir, { recursive: true });
}
