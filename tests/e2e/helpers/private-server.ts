import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../server/testing/free-port';
import { seedDataDir } from '../../../server/testing/seeded-data-dir';
import { TEST_NODE_FLAGS } from '../../../server/testing/node-flags';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * A server of its own for a spec that changes what is served (a deploy):
 * its own port, its own database and its own copy of the build under test,
 * so the shared e2e server, and every spec that runs after, never see it.
 */
export interface PrivateServer {
  /** Origin, e.g. http://localhost:40123 (a different origin: its own service worker). */
  url: string;
  /** Swaps in a new version of the app for the one served (see prepareDeploy). */
  deploy(): Promise<void>;
  /**
   * Makes a new version ready aside; `swap()` then puts it in at once. The
   * new version is the other of two builds: the one under test and a
   * second one with its own build id and chunk names, built once per
   * server (the first call waits for it: 15 s to over a minute with the
   * machine's load) and copied for every later deploy. For a journey whose
   * timing matters after the deploy, not the build's.
   */
  prepareDeploy(): Promise<{ swap(): void }>;
  stop(): Promise<void>;
}


/** Resolves when the page answers; rejects at once if the server exits. */
async function waitUntilServing(url: string, server: ChildProcess, output: () => string, ceilingMs: number): Promise<void> {
  let onExit: (code: number | null) => void = () => undefined;
  const exited = new Promise<never>((_, fail) => {
    onExit = (code) => fail(new Error(`private server exited (${code}) before serving:\n${output()}`));
    server.once('exit', onExit);
  });
  const serving = (async () => {
    const deadline = Date.now() + ceilingMs;
    while (Date.now() < deadline && server.exitCode === null) {
      const ok = await fetch(`${url}/m/home`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false);
      if (ok) return;
      // the next probe follows the failed one; the ceiling, not a sleep, bounds it
      await new Promise((next) => setTimeout(next, 200));
    }
    throw new Error(`private server did not serve ${url}/m/home within ${ceilingMs} ms:\n${output()}`);
  })();
  try {
    await Promise.race([serving, exited]);
  } finally {
    // a later exit (stop) is not a failure to start
    server.off('exit', onExit);
  }
}

/** Starts `server/main.ts` in test mode on a copy of the build in E2E_DIST_DIR (default dist). */
export async function startPrivateServer(): Promise<PrivateServer> {
  const base = mkdtempSync(join(tmpdir(), 'wps-e2e-private-'));
  const served = join(base, 'dist');
  cpSync(resolve(ROOT, process.env.E2E_DIST_DIR ?? 'dist'), served, { recursive: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // a copy of the run's migrated, seeded database (docs/decisions/0095)
  await seedDataDir(join(base, 'data'));
  const server = spawn(process.execPath, [...TEST_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: join(base, 'data'), WPS_TEST_MODE: '1', DIST_DIR: served, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exit = new Promise<void>((done) => server.once('exit', () => done()));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exit;
    }
    rmSync(base, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, server, () => log, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }

  const original = resolve(ROOT, process.env.E2E_DIST_DIR ?? 'dist');
  let second: Promise<string> | null = null;
  const secondBuild = () =>
    (second ??= run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', join(base, 'second'), '--emptyOutDir'], {
      cwd: ROOT,
      env: { ...process.env, VITE_BUILD_ID: `e2e-second-${Date.now()}` },
      timeout: 150_000,
    }).then(() => join(base, 'second')));
  let deploys = 0;
  const prepareDeploy = async () => {
    deploys += 1;
    const step = deploys;
    const next = join(base, `next-${step}`);
    // the server starts on the original: odd deploys bring the second build, even ones the original back
    cpSync(step % 2 === 1 ? await secondBuild() : original, next, { recursive: true });
    return {
      // Swap whole folders, as a deploy does: the old version's chunks are gone
      // from the server at once, so a client that still asked for them would fail.
      swap() {
        renameSync(served, join(base, `old-${step}`));
        renameSync(next, served);
      },
    };
  };
  return {
    url,
    prepareDeploy,
    async deploy() {
      (await prepareDeploy()).swap();
    },
    stop,
  };
}
