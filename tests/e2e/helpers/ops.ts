import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { currentWorkerServer } from './worker-server';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Runs the operator command (`npm run ops -- …`, which is `tsx
 * server/ops.ts …`) against this worker's server: the same program with the
 * same arguments, started as one Node process with tsx's loader rather than
 * through npm and the tsx launcher (three processes; seconds each on a busy
 * machine). Asynchronous: the worker keeps answering (a push receiver in
 * this process, the browser connection) while the command runs.
 */
export async function ops(...args: string[]): Promise<string> {
  const server = currentWorkerServer();
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/ops.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(server.port), DATA_DIR: server.dataDir },
    encoding: 'utf8',
    // a ceiling for a slow start of the command on a busy machine, not a wait
    timeout: 60_000,
  });
  return stdout;
}
