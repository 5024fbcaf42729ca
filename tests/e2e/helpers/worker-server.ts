import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServerProcess, type ServerProcess } from '../../../server/testing/server-process';
import { E2E_PAYMENT_CALLBACK_SECRET } from './payment-callback';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * The server of one Playwright worker: its own process, port and fresh
 * database (DATA_DIR), test mode on, serving the build under test
 * (E2E_DIST_DIR, default dist). The operator state (maintenance, flags) is
 * global to a server, so giving each worker its own lets workers run side
 * by side (docs/decisions/0045-per-worker-e2e-servers.md).
 */
export interface WorkerServer {
  /** Origin the browser uses, e.g. http://localhost:40123. */
  url: string;
  port: number;
  dataDir: string;
  /** The end of its log (it logs every request), for a failed test's report. */
  output(): string;
  stop(): Promise<void>;
}

let current: WorkerServer | null = null;

/** The server of this worker (the `workerServer` fixture started it). */
export function currentWorkerServer(): WorkerServer {
  if (!current) throw new Error('no worker server: import `test` from tests/e2e/fixtures');
  return current;
}

export async function startWorkerServer(): Promise<WorkerServer> {
  const base = mkdtempSync(join(tmpdir(), 'wps-e2e-worker-'));
  const dataDir = join(base, 'data');
  let server: ServerProcess;
  try {
    server = await startServerProcess({
      dataDir,
      // all interfaces, as `npm run serve` does: the browser may reach localhost over IPv4 or IPv6
      // a known provider secret, so a journey can post the provider's signed callback (helpers/payment-callback.ts)
      env: { HOST: '0.0.0.0', DIST_DIR: resolve(ROOT, process.env.E2E_DIST_DIR ?? 'dist'), PAYMENT_CALLBACK_SECRET: E2E_PAYMENT_CALLBACK_SECRET },
      // a ceiling, not a wait (it returns once the server answers): tsx, migrations and the seed took
      // 146 s at a load average of 27 on the shared 2-core machine, and more than 150 s at 40
      startCeilingMs: 300_000,
    });
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
  const worker: WorkerServer = {
    url: `http://localhost:${server.port}`,
    port: server.port,
    dataDir,
    output: () => server.output(),
    async stop() {
      await server.stop();
      if (current === worker) current = null;
      // E2E_KEEP_DATA=1 keeps the database and the log (<base>/data.log) to look at afterwards
      if (!process.env.E2E_KEEP_DATA) rmSync(base, { recursive: true, force: true });
    },
  };
  current = worker;
  return worker;
}
