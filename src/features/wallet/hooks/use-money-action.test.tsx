import { QueryClient, QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_PATHS } from '../../../../contract';
import { useBalance } from '../../../api/wallet/balance';
import { clearSession, getSession, memberKey, setSession } from '../../../platform/session';
import { fundsQuery } from '../api/funds';
import { useMoneyAction } from './use-money-action';

afterEach(() => {
  onlineManager.setOnline(true);
  clearSession();
  vi.unstubAllGlobals();
});

const FUNDS = {
  sumBalance: 0, heldBalance: 0, payeeName: null, fundsPasswordSet: true, fundsPasswordLockedUntil: null,
  bankCards: [], mobileMasked: null, emailMasked: null, withdrawMin: 0, withdrawMax: 0,
};

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

  it('after the action, a balance and a wallet list on screen load again', async () => {
    setSession({ token: 't', id: 1, userName: 'money_member', type: 0, merchantCode: 'DEMO' });
    let balance = 100;
    let funds = 1;
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      asked.push(path);
      const value = path === GAME_PATHS.wallet ? { sumBalance: balance, isSingle: true } : { ...FUNDS, heldBalance: funds };
      return new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } });
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ balance: useBalance(), funds: useQuery(fundsQuery(memberKey(getSession()))), action: useMoneyAction(async () => 'ok') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.balance.data?.sumBalance).toBe(100));
    await waitFor(() => expect(result.current.funds.data?.heldBalance).toBe(1));
    balance = 250;
    funds = 2;
    await act(() => result.current.action.mutateAsync(undefined));
    await waitFor(() => expect(result.current.balance.data?.sumBalance).toBe(250));
    await waitFor(() => expect(result.current.funds.data?.heldBalance).toBe(2));
  });
});
