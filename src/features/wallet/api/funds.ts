import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { memberKey, useSession } from '../../../platform/session';
import { WALLET_PATHS, fundsValueSchema, type FundsValue } from '../../../../contract/wallet';
import { walletKeys } from './keys';

export function fetchFunds(signal?: AbortSignal): Promise<FundsValue> {
  return apiRequest({ path: WALLET_PATHS.funds, schema: fundsValueSchema, signal });
}

/** Balance, held amount, cards, funds password state: always fresh (staleTime 0), so focus and reconnect reload it. */
export const fundsQuery = (member: string) => queryOptions({ queryKey: walletKeys.funds(member), queryFn: ({ signal }) => fetchFunds(signal), staleTime: 0 });

export function useFunds() {
  const session = useSession();
  return useQuery({ ...fundsQuery(memberKey(session)), enabled: session !== null });
}
