import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { GAME_PATHS, walletValueSchema } from '../../../contract';
import { memberKey, useSession } from '../../platform/session';
import { balanceKeys } from './keys';

export function fetchBalance(signal?: AbortSignal) {
  return apiRequest({ path: GAME_PATHS.wallet, schema: walletValueSchema, signal });
}

/** The balance: private, never persisted, always fresh. */
export const balanceQuery = (member: string) =>
  queryOptions({ queryKey: balanceKeys.balance(member), queryFn: ({ signal }) => fetchBalance(signal), staleTime: 0 });

/** The signed-in member's balance (header, member banner, balance widget, agent home). */
export function useBalance() {
  const session = useSession();
  return useQuery({ ...balanceQuery(memberKey(session)), enabled: session !== null });
}

/**
 * After anything that moves money (a deposit or withdrawal, an agent
 * transfer, a claimed reward or rebate): every shown balance loads again.
 */
export function refreshBalance(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: balanceKeys.all() });
}
