import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { memberKey, useSession } from '../../../platform/session';
import { WALLET_PATHS, depositAccountsValueSchema, type DepositAccountsValue } from '../../../../contract/wallet';
import { walletKeys } from './keys';
import { keptOffline } from '../../../api/kept-offline';

export function fetchDepositAccounts(signal?: AbortSignal): Promise<DepositAccountsValue> {
  return apiRequest({ path: WALLET_PATHS.depositAccounts, schema: depositAccountsValueSchema, signal });
}

/** Kept on the device (per member key) once seen: the accounts to transfer to can be read offline. */
export const depositAccountsQuery = (member: string) =>
  queryOptions({ queryKey: walletKeys.depositAccounts(member), queryFn: ({ signal }) => fetchDepositAccounts(signal), staleTime: 60_000, ...keptOffline });

export function useDepositAccounts() {
  const session = useSession();
  return useQuery({ ...depositAccountsQuery(memberKey(session)), enabled: session !== null });
}
