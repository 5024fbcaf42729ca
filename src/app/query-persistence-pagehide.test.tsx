import 'fake-indexeddb/auto';
import { afterEach, expect, it, vi } from 'vitest';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { createIdbPersister } from './query-persistence';
import { idbDelete, idbGet } from '../platform/idb-store';

afterEach(() => {
  vi.useRealTimers();
});

/** What IndexedDB holds once its pending work has run (fake-indexeddb works on setImmediate, which stays real here). */
async function storedAfterIdle(): Promise<PersistedClient | undefined> {
  let stored: PersistedClient | undefined;
  for (let round = 0; round < 50 && !stored; round += 1) {
    await new Promise((next) => setImmediate(next));
    stored = await idbGet<PersistedClient>('query-cache');
  }
  return stored;
}

it('writes the answers of a page left within the write throttle as the page goes', async () => {
  // the throttle's timer never fires on this clock: only the page going can write
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // IndexedDB (fake-indexeddb) is shared with the files before this one in the worker
  await idbDelete('query-cache');
  const persister = createIdbPersister('build-pagehide');
  await persister.persistClient({ buster: 'build-pagehide', timestamp: 1, clientState: { queries: [], mutations: [] } });
  expect(await storedAfterIdle()).toBeUndefined();

  window.dispatchEvent(new Event('pagehide'));
  expect((await storedAfterIdle())?.buster).toBe('build-pagehide');
});
