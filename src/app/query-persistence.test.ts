import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { dehydrate } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/query-persist-client-core';
import { createIdbPersister, keepOnlySignedInMember, persistOptions, restoreAndPersist } from './query-persistence';
import { clearSession, setSession } from '../platform/session';
import { BUILD_ID } from '../config/env';
import { idbGet } from '../platform/idb-store';

type Stored = { buster: string; clientState: ReturnType<typeof dehydrate> };

/** The persister writes a moment later (throttled): wait until IndexedDB holds this build's write. */
function storedFor(buster: string): Promise<Stored> {
  return vi.waitFor(async () => {
    const stored = await idbGet<Stored>('query-cache');
    if (stored?.buster !== buster) throw new Error(`no write for ${buster} yet`);
    return stored;
  });
}

async function seedClient(): Promise<QueryClient> {
  const client = new QueryClient();
  client.setQueryDefaults(['system', 'status'], { meta: { persist: true } });
  client.setQueryData(['system', 'status'], { maintenance: false });
  client.setQueryData(['wallet', 'balance'], { sumBalance: 99 });
  // a mutation that could not be sent (offline): paused
  client.setMutationDefaults(['favourite'], { mutationFn: async () => 'sent' });
  const mutation = client.getMutationCache().build(client, { mutationKey: ['favourite'] });
  mutation.state = { ...mutation.state, isPaused: true, status: 'pending', variables: { nodeId: 7 } };
  return client;
}

describe('query persistence in IndexedDB', () => {
  it('keeps opted-in queries and paused mutations, never private data', async () => {
    const client = await seedClient();
    const persister = createIdbPersister('build-1');
    await persistQueryClientSave({ queryClient: client, persister, buster: 'build-1', dehydrateOptions: persistOptions.dehydrateOptions });
    const stored = await storedFor('build-1');
    expect(stored.clientState.queries.map((q) => q.queryKey)).toEqual([['system', 'status']]);
    expect(stored.clientState.mutations).toHaveLength(1);

    const restored = new QueryClient();
    await persistQueryClientRestore({ queryClient: restored, persister, buster: 'build-1' });
    expect(restored.getQueryData(['system', 'status'])).toEqual({ maintenance: false });
    expect(restored.getQueryData(['wallet', 'balance'])).toBeUndefined();
  });

  it('keeps the last good data of a query whose refresh failed (offline)', async () => {
    const client = await seedClient();
    client.setQueryDefaults(['system', 'status'], { meta: { persist: true }, retry: false });
    await client.fetchQuery({ queryKey: ['system', 'status'], queryFn: async () => Promise.reject(new Error('offline')), staleTime: 0 }).catch(() => undefined);
    expect(client.getQueryState(['system', 'status'])!.status).toBe('error');
    const persister = createIdbPersister('build-2');
    await persistQueryClientSave({ queryClient: client, persister, buster: 'build-2', dehydrateOptions: persistOptions.dehydrateOptions });
    await storedFor('build-2');
    const restored = new QueryClient();
    await persistQueryClientRestore({ queryClient: restored, persister, buster: 'build-2' });
    expect(restored.getQueryData(['system', 'status'])).toEqual({ maintenance: false });
  });

  it('drops cached queries after a deploy but keeps paused mutations', async () => {
    const client = await seedClient();
    await persistQueryClientSave({
      queryClient: client,
      persister: createIdbPersister('old-build'),
      buster: 'old-build',
      dehydrateOptions: persistOptions.dehydrateOptions,
    });
    await storedFor('old-build');
    const restored = new QueryClient();
    await persistQueryClientRestore({ queryClient: restored, persister: createIdbPersister('new-build'), buster: 'new-build' });
    expect(restored.getQueryData(['system', 'status'])).toBeUndefined();
    const mutations = restored.getMutationCache().getAll();
    expect(mutations).toHaveLength(1);
    expect(mutations[0]!.state.variables).toEqual({ nodeId: 7 });
  });
});

describe('member answers stay with their member (docs/decisions/0089)', () => {
  const ALICE = { token: 'a', id: 7, userName: 'alice', type: 0, merchantCode: 'DEMO' };
  const BOB = { token: 'b', id: 8, userName: 'bob', type: 0, merchantCode: 'DEMO' };
  const kept = { meta: { persist: true } };

  function clientWith(keys: string[][]): QueryClient {
    const client = new QueryClient();
    for (const key of keys) {
      client.setQueryDefaults(key, kept);
      client.setQueryData(key, { of: key.join('/') });
    }
    return client;
  }
  const keys = (client: QueryClient) => client.getQueryCache().getAll().map((q) => q.queryKey.join('/')).sort();

  afterEach(() => clearSession());

  it('a sign-out drops the member\'s answers, kept or not, and keeps public and guest ones', () => {
    setSession(ALICE);
    const client = clientWith([['promotions', '7:alice', 'list', 'VI'], ['system', 'public', 'status'], ['promotions', 'guest', 'list', 'VI']]);
    client.setQueryData(['balance', '7:alice', 'balance'], { sumBalance: 1 });
    const stop = keepOnlySignedInMember(client);
    expect(keys(client)).toHaveLength(4);
    clearSession();
    expect(keys(client)).toEqual(['promotions/guest/list/VI', 'system/public/status']);
    stop();
  });

  it('another member signing in drops the first one\'s answers', () => {
    setSession(ALICE);
    const client = clientWith([['wallet-money', '7:alice', 'deposits']]);
    const stop = keepOnlySignedInMember(client);
    setSession(BOB);
    expect(keys(client)).toEqual([]);
    stop();
  });

  it('at start, kept answers of a member who is not signed in leave the cache and IndexedDB', async () => {
    const saved = clientWith([['wallet-money', '7:alice', 'deposit-accounts'], ['wallet-money', '8:bob', 'deposit-accounts'], ['system', 'public', 'status']]);
    // the running build's own store, as restoreAndPersist reads it
    const persister = createIdbPersister(BUILD_ID);
    await persistQueryClientSave({ queryClient: saved, persister, buster: BUILD_ID, dehydrateOptions: persistOptions.dehydrateOptions });
    await storedFor(BUILD_ID);

    setSession(BOB);
    const restored = new QueryClient();
    await restoreAndPersist(restored, persister);
    expect(keys(restored)).toEqual(['system/public/status', 'wallet-money/8:bob/deposit-accounts']);
    await vi.waitFor(async () => {
      const stored = await idbGet<Stored>('query-cache');
      expect(stored?.clientState.queries.map((q) => q.queryKey.join('/')).sort()).toEqual(['system/public/status', 'wallet-money/8:bob/deposit-accounts']);
    });
  });
});
