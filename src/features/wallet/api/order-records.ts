import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { memberKey, useSession } from '../../../platform/session';
import { WALLET_PATHS, depositRecordsValueSchema, withdrawRecordsValueSchema } from '../../../../contract/wallet';
import { nextPage } from '../model/paging';
import { walletKeys } from './keys';
import { keptOffline } from '../../../api/kept-offline';

/** My deposits, kept on the device (per member key) once seen: readable offline, refreshed whenever online. */
export const depositRecordsQuery = (member: string) =>
  infiniteQueryOptions({
    queryKey: walletKeys.deposits(member),
    queryFn: ({ pageParam, signal }) => apiRequest({ path: WALLET_PATHS.depositRecords, query: { pageNo: pageParam }, schema: depositRecordsValueSchema, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
    ...keptOffline,
  });

export const withdrawRecordsQuery = (member: string) =>
  infiniteQueryOptions({
    queryKey: walletKeys.withdrawals(member),
    queryFn: ({ pageParam, signal }) => apiRequest({ path: WALLET_PATHS.withdrawRecords, query: { pageNo: pageParam }, schema: withdrawRecordsValueSchema, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

export function useDepositRecords() {
  const session = useSession();
  return useInfiniteQuery({ ...depositRecordsQuery(memberKey(session)), enabled: session !== null });
}

export function useWithdrawRecords() {
  const session = useSession();
  return useInfiniteQuery({ ...withdrawRecordsQuery(memberKey(session)), enabled: session !== null });
}
