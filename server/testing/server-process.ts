/**
 * A real server process (`server/main.ts` under tsx, or the run's bundle of
 * it in the server test projects: prebuilt-entries.ts) for tests and the load
 * bench: its own port on 127.0.0.1, its own DATA_DIR, PGlite there or the
 * PostgreSQL at `databaseUrl`, test mode on. Ready when it answers; a
 * process that exits first fails the start at once. Its log: `<dataDir>.log`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { freePort } from './free-port';
import { readOpsToken } from '../ops/token';
import { seedDataDir } from './seeded-data-dir';
import { TEST_NODE_FLAGS } from './node-flags';
import { entryArgs } from './prebuilt-entries';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** How much of the log error messages quote (it logs every request). */
const OUTPUT_TAIL = 20_000;

export interface ServerProcessOptions {
  dataDir: string;
  /** PostgreSQL; null or missing: PGlite in dataDir. */
  databaseUrl?: string | null;
  /** Extra environment (WPS_TEST_MODE defaults to 1). */
  env?: Record<string, string>;
  /** Ceiling for the start (migrations on a busy machine), not a wait. */
  startCeilingMs?: number;
  /** The port to listen on (a restarted instance behind a proxy keeps its own); default: a free one. */
  port?: number;
  /** Node's own defaults, as in production (a bench measuring the server's speed); default: TEST_NODE_FLAGS. */
  productionFlags?: boolean;
}

export interface ServerProcess {
  origin: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** The token this process wrote to DATA_DIR for /__ops/* calls. */
  opsToken(): string;
  output(): string;
  /** Resolves when the process has exited (with its code or signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL, as a crash or an OOM killer would: no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM and wait: the server's own clean shutdown. */
  stop(): Promise<void>;
}

/** The end of a log file, for error messages. */
function tailOf(file: string): string {
  try {
    const text = readFileSync(file, 'utf8');
    return text.slice(-OUTPUT_TAIL);
  } catch {
    return '';
  }
}

/** Until the server answers (ready) or exits (fails at once); the ceiling bounds a hang. */
async function waitUntilAnswering(origin: string, exited: Promise<unknown>, ceilingMs: number, log: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + ceilingMs;
  while (!gone && Date.now() < deadline) {
    const answered = await fetch(`${origin}/__test/ping`, { signal: AbortSignal.timeout(5000) }).then((res) => res.ok, () => false);
    if (answered) return;
    // The next probe follows a refused one; the ceiling, not this pause, bounds the wait.
    await Promise.race([new Promise((next) => setTimeout(next, 100)), exited]);
  }
  throw new Error(gone ? `server exited before it was ready:\n${log()}` : `server did not answer within ${ceilingMs} ms:\n${log()}`);
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // an empty PGlite folder starts as a copy of the run's migrated, seeded one (docs/decisions/0095)
  if (!options.databaseUrl) await seedDataDir(options.dataDir);
  // The log goes to a file, never a pipe: a writer blocked on a full pipe (a
  // busy test process reading slowly) would stall the server's event loop.
  const logFile = `${options.dataDir.replace(/\/+$/, '')}.log`;
  mkdirSync(dirname(logFile), { recursive: true });
  const logFd = openSync(logFile, 'a');
  const flags = options.productionFlags ? [] : TEST_NODE_FLAGS;
  const child = spawn(process.execPath, [...flags, ...entryArgs('server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      WPS_TEST_MODE: '1',
      // ends with this process, even a killed one (server/main.ts)
      WPS_PARENT_PID: String(process.pid),
      // No PWA build needed (the unit tests run before the build): pages are not what these tests load.
      DIST_DIR: resolve(options.dataDir, 'no-dist'),
      ...options.env,
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const output = () => tailOf(logFile);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const origin = `http://127.0.0.1:${port}`;

  try {
    await waitUntilAnswering(origin, exited, options.startCeilingMs ?? 120_000, output);
  } catch (error) {
    if (alive()) child.kill('SIGKILL');
    throw error;
  }

  return {
    origin,
    port,
    dataDir: options.dataDir,
    child,
    exited,
    output,
    opsToken() {
      const token = readOpsToken(options.dataDir);
      if (!token) throw new Error(`no ops token in ${options.dataDir}`);
      return token;
    },
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (alive()) child.kill('SIGTERM');
      await exited;
    },
  };
}
