import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { idbDelete, idbGet, idbSet } from '../platform/idb-store';
import { BUILD_ID } from '../config/env';

const KEY = 'query-cache';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_THROTTLE_MS = 100;

/**
 * IndexedDB persister. A new build drops the cached *queries* (their shapes
 * may have changed) but keeps paused mutations: a favourite toggled offline
 * before a deploy is still sent after it.
 */
export function createIdbPersister(buildId: string = BUILD_ID): Persister {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: PersistedClient | null = null;
  return {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(() => {
        timer = null;
        const next = pending;
        pending = null;
        if (next) void idbSet(KEY, next).catch(() => undefined);
      }, WRITE_THROTTLE_MS);
    },
    async restoreClient() {
      const stored = await idbGet<PersistedClient>(KEY).catch(() => undefined);
      if (!stored || stored.buster === buildId) return stored;
      return { ...stored, buster: buildId, clientState: { ...stored.clientState, queries: [] } };
    },
    async removeClient() {
      await idbDelete(KEY);
    },
  };
}

/** Only queries that opt in are kept: never balance or anything private. */
export const persistOptions = {
  dehydrateOptions: {
    // A failed refresh turns a query's status to 'error' but keeps its data:
    // that data is still the best offline answer, so it is kept too.
    shouldDehydrateQuery: (query: { meta?: Record<string, unknown>; state: { data: unknown } }) =>
      query.meta?.persist === true && query.state.data !== undefined,
    shouldDehydrateMutation: (mutation: { state: { isPaused: boolean } }) => mutation.state.isPaused,
  },
};

/**
 * Restores the cache before the first render (so the status is there on the
 * first frame), then keeps IndexedDB in step and resumes paused mutations.
 */
export async function restoreAndPersist(queryClient: QueryClient, persister: Persister = createIdbPersister()): Promise<void> {
  try {
    await persistQueryClientRestore({ queryClient, persister, buster: BUILD_ID, maxAge: MAX_AGE_MS });
  } catch {
    // a damaged store is dropped by the restore; the app starts from the network
  }
  persistQueryClientSubscribe({ queryClient, persister, buster: BUILD_ID, dehydrateOptions: persistOptions.dehydrateOptions });
  void queryClient.resumePausedMutations();
}
