import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { TEST_NODE_FLAGS } from './server/testing/node-flags';

const SERVER_TESTS = 'server/**/*.test.ts';
/** Debian's PostgreSQL server binaries (tests/ensure-postgres.sh installs them). */
function postgresInstalled(): boolean {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')));
}

/**
 * Harness files whose subject is the handling of a request, not the
 * database: their SQL is the same engine's on both sides (PGlite is
 * PostgreSQL compiled to WebAssembly) and they run no concurrent writers,
 * so a second run on PostgreSQL found nothing the first had not; it cost
 * about half of the PostgreSQL project's time (docs/decisions/0090).
 */
const PGLITE_ONLY = new Set([
  // input validation and the HTTP envelope
  'server/abuse/bad-input-sweep.test.ts',
  'server/abuse/patterns.test.ts',
  'server/http/envelope.test.ts',
  'server/http/input-guard.test.ts',
  'server/http/public-origin.test.ts',
  'server/http/request-log.test.ts',
  'server/http/safe-url.test.ts',
  'server/http/security-headers.test.ts',
  'server/ssr/first-screen-route.test.ts',
  // screens' reads and forms, one request at a time
  'server/routes/announcements.test.ts',
  'server/routes/feature-gates.test.ts',
  'server/routes/games.test.ts',
  'server/routes/kyc.test.ts',
  'server/routes/login.test.ts',
  'server/routes/member.test.ts',
  'server/routes/messages.test.ts',
  'server/routes/password.test.ts',
  'server/routes/promotions.test.ts',
  'server/routes/pwa.test.ts',
  'server/routes/register-details.test.ts',
  'server/routes/register.test.ts',
  'server/routes/social.test.ts',
  'server/routes/system.test.ts',
  'server/routes/test-support.test.ts',
  'server/routes/webclip.test.ts',
]);

/**
 * Server test files that open their database through the harness
 * (openTestDb, openTestApp, suiteApp) and are about the database: money,
 * settling once, locks, shared limits, sessions and nonces, notifications.
 * Those run a second time on PostgreSQL.
 */
function postgresTestFiles(): string[] {
  const files = readdirSync('server', { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => `server/${path}`);
  return files.filter((file) => !PGLITE_ONLY.has(file) && /\b(openTest(Db|App)|suiteApp)\b/.test(readFileSync(file, 'utf8'))).sort();
}

const node = { environment: 'node', testTimeout: 20_000, hookTimeout: 60_000 } as const;

/**
 * The server's files run one after another in each worker process, sharing
 * its loaded modules (docs/decisions/0075): loading the server's module
 * graph and compiling PGlite again for every file cost more than a third of
 * their CPU. Each file still has its own databases, ports and folders. No
 * server test replaces a module (vi.mock; eslint.config.js refuses it): in
 * a shared process the replacement would leak into the files after it.
 */
const sharedProcess = { isolate: false } as const;

/** The server's workers run PGlite: V8's baseline WebAssembly compiler only (server/testing/node-flags.ts). */
const pgliteWorker = { execArgv: [...TEST_NODE_FLAGS] };

/**
 * Passwords hashed in the server's workers cost scrypt N=2^10, not
 * production's 2^15 (about 4 ms of CPU a hash instead of 125); the run's
 * templates hold the demo accounts at that cost (docs/decisions/0114).
 */
const testPasswordCost = { setupFiles: ['server/testing/password-cost.setup.ts'] };

/**
 * The server's entries (server/main.ts, server/ops.ts) bundled once for the
 * run: the server and ops processes the tests start run the bundle with node
 * instead of loading tsx and compiling the module graph again each
 * (server/testing/prebuilt-entries.ts, docs/decisions/0116).
 */
const SERVER_ENTRIES_SETUP = 'server/testing/prebuilt-entries.setup.ts';

/**
 * The unit and component files share a process per worker too: a fresh
 * module graph per file (and, for components, a fresh jsdom with React,
 * i18n and the app's modules loaded again) was about 85% of their CPU
 * (328 CPU-s to 63; docs/decisions/0106). What a test leaves in a
 * module-level store (toasts, the language) is reset after each test by
 * tests/setup/component.ts. A file that replaces a module (vi.mock) would
 * leak the replacement into the files after it: those run isolated, in
 * the *-isolated projects.
 */
const REPLACES_MODULES = /^\s*vi\.(mock|doMock)\(/m;
const replacesModules = (file: string) => REPLACES_MODULES.test(readFileSync(file, 'utf8'));
/** Test files under `folders` whose names end with `suffix`, sorted. */
function testFiles(folders: string[], suffix: string): string[] {
  return folders
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith(suffix)).map((path) => `${folder}/${path}`))
    .sort();
}
const unitFiles = testFiles(['contract', 'src', 'sw', 'manifest', 'build', 'tests/lint', 'tests/bench', 'tests/screenshots'], '.test.ts');
const componentFiles = testFiles(['src'], '.test.tsx');
const jsdom: { environment: 'jsdom'; testTimeout: number; setupFiles: string[] } = {
  environment: 'jsdom',
  // a ceiling for a busy machine (a render, a failed call, a retry took 6 s at load 9), not a wait
  testTimeout: 15_000,
  setupFiles: ['tests/setup/component.ts'],
};

// The server suite on PGlite (project server), and again on PostgreSQL
// (server-pg: the files about the database) when its binaries are installed, unless WPS_TEST_PG=0.
const pgInstalled = postgresInstalled();
const withPostgres = process.env.WPS_TEST_PG !== '0' && pgInstalled;
if (!withPostgres) {
  console.warn(`server-pg project skipped: ${process.env.WPS_TEST_PG === '0' ? 'WPS_TEST_PG=0' : 'PostgreSQL binaries missing (bash tests/ensure-postgres.sh)'}`);
}

const projects: TestProjectConfiguration[] = [
  {
    test: { name: 'unit', include: unitFiles.filter((file) => !replacesModules(file)), ...node, ...sharedProcess },
  },
  {
    test: { name: 'unit-isolated', include: unitFiles.filter(replacesModules), ...node },
  },
  {
    test: {
      name: 'server',
      include: [SERVER_TESTS],
      // opening PGlite takes seconds on a busy two-core machine
      ...node,
      ...sharedProcess,
      ...pgliteWorker,
      ...testPasswordCost,
      // One migrated and seeded PGlite dumped for the run; each openTestDb() loads it.
      // With PostgreSQL installed, also one throwaway cluster for the run with a migrated, seeded
      // template: the files about PostgreSQL itself (two processes on one database, backups, lost
      // connections, concurrency) take their databases in it through sharedTestPostgres(), copies of
      // the template or empty, instead of each starting a cluster and migrating (docs/decisions/0110).
      // Only a file that stops the PostgreSQL server (database-down.test.ts) starts its own.
      globalSetup: ['server/testing/pglite-suite.setup.ts', ...(pgInstalled ? ['server/testing/postgres-suite.setup.ts'] : []), SERVER_ENTRIES_SETUP],
    },
  },
  {
    plugins: [react()],
    test: { name: 'component', include: componentFiles.filter((file) => !replacesModules(file)), ...jsdom, ...sharedProcess },
  },
  {
    plugins: [react()],
    test: { name: 'component-isolated', include: componentFiles.filter(replacesModules), ...jsdom },
  },
];
if (withPostgres) {
  projects.push({
    test: {
      name: 'server-pg',
      include: postgresTestFiles(),
      ...node,
      ...sharedProcess,
      ...pgliteWorker,
      ...testPasswordCost,
      env: { WPS_TEST_DB: 'postgres' },
      // One throwaway cluster and a seeded template for the run; each openTestDb() copies the template.
      globalSetup: ['server/testing/postgres-suite.setup.ts', SERVER_ENTRIES_SETUP],
    },
  });
}

// Six projects: pure logic in Node and React components in jsdom, their
// files sharing a process per worker (each with an isolated twin for the
// files that replace a module); the server in Node, its files sharing a
// process per worker; the server's harness tests about the database again
// on PostgreSQL.
//
// One worker per core (a process each). Vitest's own default is one fewer than the cores, which on a
// two-core machine runs every file one after the other, while much of a
// server test's time is spent waiting on its database (PGlite's I/O, or the
// PostgreSQL server process). Files sharing a process still have their own
// databases (openTestDb copies the template), ports (freePort) and folders.
// `--maxWorkers N` overrides it.
export default defineConfig({ test: { projects, maxWorkers: availableParallelism() } });
