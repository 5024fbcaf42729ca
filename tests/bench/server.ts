/**
 * Builds the PWA and runs the reference server on a free port with a fresh
 * PGlite folder, the way a deploy would (`tsx server/main.ts` serving ./dist).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup';
import { sleep } from './timeouts';
import { freePort } from '../../server/testing/free-port';

export { freePort };

const BUILD_TIMEOUT_MS = 300_000;
// a start is not a measured figure: on a shared, loaded machine tsx and PGlite took over 60 s to answer
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 8_000;
const LOG_TAIL_CHARS = 4_000;

export interface RunningServer {
  port: number;
  origin: string;
  dataDir: string;
  /** The same server by address (what the readiness probe uses). */
  probeOrigin: string;
  stop: () => Promise<void>;
}

function tail(text: string): string {
  return text.length > LOG_TAIL_CHARS ? `…${text.slice(-LOG_TAIL_CHARS)}` : text;
}

/** Sends a signal to the child's whole process group (npx → tsx → node). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  signalGroup(child, 'SIGTERM');
  if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
    signalGroup(child, 'SIGKILL');
    await waitForExit(child, 2_000);
  }
}

/** `npm run build` in cwd (or a build into `outDir`); throws with the end of its output when it fails. */
export async function buildApp(cwd: string, outDir?: string): Promise<void> {
  const command = outDir ? ['npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir']] as const : ['npm', ['run', 'build']] as const;
  const child = spawn(command[0], [...command[1]], { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const unregister = onCleanup(() => stopChild(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => {
        void stopChild(child);
        reject(new Error(`npm run build timed out after ${BUILD_TIMEOUT_MS / 1000} s\n${tail(output)}`));
      }, BUILD_TIMEOUT_MS);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`could not run npm run build: ${error.message}`));
      });
      child.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    if (code !== 0) throw new Error(`npm run build failed (exit ${code})\n${tail(output)}`);
  } finally {
    unregister();
  }
}


/** Starts `npx tsx server/main.ts` and waits until /m/home answers with the shell. */
export async function startServer(cwd: string, distDir?: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wps-bench-'));
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd,
    detached: true, // own process group: stopped as a whole, and Ctrl+C reaches only us
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WPS_TEST_MODE: '1', HOST: '127.0.0.1', ...(distDir ? { DIST_DIR: distDir } : {}) },
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    unregister();
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const unregister = onCleanup(stop);

  const origin = `http://localhost:${port}`;
  const probeUrl = `http://127.0.0.1:${port}/m/home`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited before it was ready (${child.exitCode ?? child.signalCode})\n${tail(log)}`);
      }
      if (Date.now() > deadline) {
        throw new Error(`server not ready after ${READY_TIMEOUT_MS / 1000} s (${lastProblem})\n${tail(log)}`);
      }
      try {
        const response = await fetch(probeUrl, { signal: AbortSignal.timeout(3_000) });
        const type = response.headers.get('content-type') ?? '';
        const body = await response.text();
        if (response.ok && type.includes('text/html') && body.includes('<script')) break;
        lastProblem = `GET /m/home answered ${response.status} ${type}`;
        if (response.status === 503) lastProblem += ' (is dist/ built?)';
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
      await sleep(300);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, origin, dataDir, probeOrigin: `http://127.0.0.1:${port}`, stop };
}
