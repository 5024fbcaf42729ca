import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { idbDelete, idbGet, idbSet } from '../platform/idb-store';
import { getSession, memberKey, subscribeSession } from '../platform/session';
import { BUILD_ID } from '../config/env';
import { KEEP_OFFLINE_MS } from '../api/kept-offline';
import { PUBLIC } from '../api/query-keys';

const KEY = 'query-cache';
const MAX_AGE_MS = KEEP_OFFLINE_MS;
const GUEST = memberKey(null);
const WRITE_THROTTLE_MS = 100;

/**
 * IndexedDB persister. A new build drops the cached *queries* (their shapes
 * may have changed) but keeps paused mutations: a favourite toggled offline
 * before a deploy is still sent after it.
 */
export function createIdbPersister(buildId: string = BUILD_ID): Persister {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: PersistedClient | null = null;
  const write = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const next = pending;
    pending = null;
    if (next) void idbSet(KEY, next).catch(() => undefined);
  };
  // A page left within the throttle (a link to another page, the app closed)
  // would drop the last answers seen: they are written as the page goes.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', write);
  return {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(write, WRITE_THROTTLE_MS);
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

/** The member slot of a query key ([domain, member, …], src/api/query-keys.ts). */
function memberSlot(queryKey: readonly unknown[]): unknown {
  return queryKey[1];
}

/**
 * Member answers stay with their member (docs/decisions/0089): whenever the
 * signed-in member changes (a sign-out, a session the server ended, another
 * account), the previous member's queries leave the cache, and with it
 * IndexedDB; and any kept answer of a member other than the one signed in
 * (one who signed out in another tab, or whose record was cleared while the
 * app was closed) is dropped too. Public and guest answers stay. Returns the
 * unsubscribe (tests).
 */
export function keepOnlySignedInMember(queryClient: QueryClient): () => void {
  let current = memberKey(getSession());
  const forget = (previous: string | null) =>
    queryClient.removeQueries({
      predicate: (query) => {
        const slot = memberSlot(query.queryKey);
        if (previous !== null && slot === previous) return true;
        return query.meta?.persist === true && typeof slot === 'string' && slot !== PUBLIC && slot !== GUEST && slot !== current;
      },
    });
  forget(null);
  return subscribeSession(() => {
    const next = memberKey(getSession());
    if (next === current) return;
    const previous = current;
    current = next;
    forget(previous === GUEST ? null : previous);
  });
}

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
  // after the subscription, so answers dropped here leave IndexedDB too
  keepOnlySignedInMember(queryClient);
  void queryClient.resumePausedMutations();
}
