/**
 * A real server process (`server/main.ts` under tsx) for tests and the load
 * bench: its own port on 127.0.0.1, its own DATA_DIR, PGlite there or the
 * PostgreSQL at `databaseUrl`. Ready when it prints its ready line; a
 * process that exits first fails the start at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './free-port';
import { readOpsToken } from '../ops/token';

const ROOT = resolve(import.meta.dirname, '..', '..');
const READY_LINE = 'WPS server ready';
/** Kept from the process's output for error messages (it logs every request). */
const OUTPUT_TAIL = 20_000;

export interface ServerProcessOptions {
  dataDir: string;
  /** PostgreSQL; null or missing: PGlite in dataDir. */
  databaseUrl?: string | null;
  /** Extra environment (WPS_TEST_MODE defaults to 1). */
  env?: Record<string, string>;
  /** Ceiling for the start (migrations on a busy machine), not a wait. */
  startCeilingMs?: number;
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

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      WPS_TEST_MODE: '1',
      // No PWA build needed (the unit tests run before the build): pages are not what these tests load.
      DIST_DIR: resolve(options.dataDir, 'no-dist'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;

  const ceiling = options.startCeilingMs ?? 120_000;
  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`server did not start within ${ceiling} ms:\n${tail}`)), ceiling);
      const watch = (chunk: Buffer) => {
        if (!chunk.toString().includes(READY_LINE)) return;
        clearTimeout(timer);
        child.stdout?.off('data', watch);
        ready();
      };
      child.stdout?.on('data', watch);
      void exited.then(({ code, signal }) => {
        clearTimeout(timer);
        fail(new Error(`server exited (${code ?? signal}) before it was ready:\n${tail}`));
      });
    });
  } catch (error) {
    if (alive()) child.kill('SIGKILL');
    throw error;
  }

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    dataDir: options.dataDir,
    child,
    exited,
    output: () => tail,
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
