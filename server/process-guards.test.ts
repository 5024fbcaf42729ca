import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { exitWithParent } from './process-guards';

/** A process to watch, and a way to end it. */
async function startWatched() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return {
    pid: child.pid!,
    async kill() {
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}

/** Resolves once a fresh watcher has seen `pid` gone: any watcher with the same period that was still watching has fired by then too. */
function seenGone(pid: number): Promise<void> {
  return new Promise((resolve) => exitWithParent(pid, resolve, 20));
}

describe('exitWithParent', () => {
  it('calls back exactly once after the watched process is gone', async () => {
    const watched = await startWatched();
    let calls = 0;
    exitWithParent(watched.pid, () => (calls += 1), 20);
    // while it lives, checks pass without a call (the process answers signal 0)
    expect(calls).toBe(0);
    await watched.kill();
    await seenGone(watched.pid);
    await seenGone(watched.pid);
    expect(calls).toBe(1);
  });

  it('stops watching when told to', async () => {
    const watched = await startWatched();
    let calls = 0;
    const stop = exitWithParent(watched.pid, () => (calls += 1), 20);
    stop();
    await watched.kill();
    await seenGone(watched.pid);
    expect(calls).toBe(0);
  });
});
