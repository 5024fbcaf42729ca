import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMoneyAction } from './use-money-action';

afterEach(() => onlineManager.setOnline(true));

function setup() {
  // the app's defaults: other mutations pause offline and resume later
  const client = new QueryClient({ defaultOptions: { mutations: { networkMode: 'online', retry: 3 } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('useMoneyAction', () => {
  it('offline, runs at once and fails instead of pausing: nothing is left to send later', async () => {
    const { client, wrapper } = setup();
    onlineManager.setOnline(false);
    const action = vi.fn(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useMoneyAction(action), { wrapper });
    act(() => result.current.mutate({ amount: 1 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(action).toHaveBeenCalledTimes(1);
    expect(client.getMutationCache().getAll().filter((m) => m.state.isPaused)).toHaveLength(0);
    onlineManager.setOnline(true);
    // what a reconnect does: resume paused mutations; there is none to run again
    await client.resumePausedMutations();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('reloads the balance and the wallet lists after the action', async () => {
    const { client, wrapper } = setup();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => useMoneyAction(async () => 'ok'), { wrapper });
    await act(() => result.current.mutateAsync(undefined));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['wallet'], ['wallet-money']]);
  });
});
