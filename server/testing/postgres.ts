/**
 * A throwaway PostgreSQL cluster for tests: Debian's server binaries
 * (/usr/lib/postgresql/<version>/bin, installed by tests/ensure-postgres.sh),
 * a temporary folder, a free port on 127.0.0.1, trust authentication on
 * loopback only. When the binaries are missing, tests skip with
 * POSTGRES_UNAVAILABLE as their reason instead of failing.
 *
 *   const pg = await startTestPostgres();
 *   const url = await pg.createDatabase('suite_a');  // postgres://…/suite_a
 *   …
 *   await pg.stop();
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or null. */
export function postgresBinDir(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(PG_ROOT, name, 'bin', 'initdb')) && existsSync(join(PG_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : null;
}

/** Why PostgreSQL tests cannot run here, or null when they can. */
export const POSTGRES_UNAVAILABLE: string | null = postgresBinDir()
  ? null
  : `PostgreSQL server binaries not found under ${PG_ROOT}/*/bin: run \`bash tests/ensure-postgres.sh\` (installs Debian's postgresql package)`;

export interface TestPostgres {
  /** URL of the cluster's `postgres` database as its superuser. */
  url: string;
  port: number;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** A fresh client on the `postgres` database (the caller ends it), e.g. to terminate backends. */
  admin(): Promise<pg.Client>;
  /** Stops the server at once and deletes its folder. */
  stop(): Promise<void>;
}


/** initdb and postgres refuse to run as root: as root, run them as the `postgres` user. */
function asServerUser(bin: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return userInfo().uid === 0 ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args);
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(POSTGRES_UNAVAILABLE ?? 'PostgreSQL binaries missing');
  const root = mkdtempSync(join(tmpdir(), 'wps-test-pg-'));
  if (userInfo().uid === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const dataDir = join(root, 'data');
  const port = await freePort();
  try {
    await asServerUser(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await asServerUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-l', join(root, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  };
  return {
    url,
    port,
    admin,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unusable database name ${name}`);
      const client = await admin();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      try {
        await asServerUser(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
