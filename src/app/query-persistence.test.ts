import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { dehydrate } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/query-persist-client-core';
import { createIdbPersister, persistOptions } from './query-persistence';
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
