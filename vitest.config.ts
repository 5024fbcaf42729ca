import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

const SERVER_TESTS = 'server/**/*.test.ts';
/** Debian's PostgreSQL server binaries (tests/ensure-postgres.sh installs them). */
function postgresInstalled(): boolean {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')));
}

/** Server test files that open their database through the harness (openTestDb, openTestApp, suiteApp): those run a second time on PostgreSQL. */
function harnessTestFiles(): string[] {
  const files = readdirSync('server', { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => `server/${path}`);
  return files.filter((file) => /\b(openTest(Db|App)|suiteApp)\b/.test(readFileSync(file, 'utf8'))).sort();
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

// The server suite on PGlite (project server), and again on PostgreSQL
// (server-pg) when its binaries are installed, unless WPS_TEST_PG=0.
const withPostgres = process.env.WPS_TEST_PG !== '0' && postgresInstalled();
if (!withPostgres) {
  console.warn(`server-pg project skipped: ${process.env.WPS_TEST_PG === '0' ? 'WPS_TEST_PG=0' : 'PostgreSQL binaries missing (bash tests/ensure-postgres.sh)'}`);
}

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: ['contract/**/*.test.ts', 'src/**/*.test.ts', 'sw/**/*.test.ts', 'manifest/**/*.test.ts', 'build/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/bench/**/*.test.ts'],
      ...node,
    },
  },
  {
    test: {
      name: 'server',
      include: [SERVER_TESTS],
      // opening PGlite takes seconds on a busy two-core machine
      ...node,
      ...sharedProcess,
      // One migrated and seeded PGlite dumped for the run; each openTestDb() loads it.
      globalSetup: ['server/testing/pglite-suite.setup.ts'],
    },
  },
  {
    plugins: [react()],
    test: {
      name: 'component',
      include: ['src/**/*.test.tsx'],
      environment: 'jsdom',
      // a ceiling for a busy machine (a render, a failed call, a retry took 6 s at load 9), not a wait
      testTimeout: 15_000,
      setupFiles: ['tests/setup/component.ts'],
    },
  },
];
if (withPostgres) {
  projects.push({
    test: {
      name: 'server-pg',
      include: harnessTestFiles(),
      ...node,
      ...sharedProcess,
      env: { WPS_TEST_DB: 'postgres' },
      // One throwaway cluster and a seeded template for the run; each openTestDb() copies the template.
      globalSetup: ['server/testing/postgres-suite.setup.ts'],
    },
  });
}

// Four projects: pure logic in Node; the server in Node, its files sharing
// a process per worker; React components in jsdom; the server's harness
// tests again on PostgreSQL.
//
// One test file per core at a time (each in a process of its own, as by
// default). Vitest's own default is one fewer than the cores, which on a
// two-core machine runs every file one after the other, while much of a
// server test's time is spent waiting on its database (PGlite's I/O, or the
// PostgreSQL server process). Files stay isolated: each has its own
// databases (openTestDb copies the template), ports (freePort) and folders.
// `--maxWorkers N` overrides it.
export default defineConfig({ test: { projects, maxWorkers: availableParallelism() } });
