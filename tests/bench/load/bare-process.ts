/**
 * Starts the bare route (bare-route.ts) as a process of its own on a free
 * loopback port, serving `body`; ready when it answers.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../server/testing/free-port';
import { BARE_PATH } from './bare-route';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface BareProcess {
  origin: string;
  path: string;
  stop(): Promise<void>;
}

export async function startBareRoute(body: string): Promise<BareProcess> {
  const folder = mkdtempSync(join(tmpdir(), 'wps-bare-'));
  const bodyFile = join(folder, 'body.json');
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/load/bare-route.ts', String(port), bodyFile], { cwd: ROOT, stdio: 'ignore' });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const origin = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`${origin}${BARE_PATH}`).then((res) => res.ok, () => false);
    if (ok) break;
    if (gone || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
      throw new Error('the bare route did not start');
    }
    // The next probe follows a refused one; the deadline, not this pause, bounds the wait.
    await Promise.race([new Promise((next) => setTimeout(next, 50)), exited]);
  }
  return {
    origin,
    path: BARE_PATH,
    async stop() {
      if (!gone) child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
