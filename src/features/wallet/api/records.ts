import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { memberKey, useSession } from '../../../platform/session';
import { WALLET_PATHS, betRecordsValueSchema, transactionsValueSchema } from '../../../../contract/wallet';
import { nextPage } from '../model/paging';
import { walletKeys } from './keys';
import { keptOffline } from '../../../api/kept-offline';

export interface RecordFilter {
  from: number;
  to: number;
  /** Ledger kind (account record) or game type (betting record); '' for all. */
  type: string;
  /** 'A': the agents' view of the account record. */
  types?: 'A';
}

export const transactionsQuery = (member: string, filter: RecordFilter) =>
  infiniteQueryOptions({
    queryKey: walletKeys.transactions(member, filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest({
        path: WALLET_PATHS.transactions,
        query: { from: filter.from, to: filter.to, kind: filter.type || undefined, types: filter.types, pageNo: pageParam },
        schema: transactionsValueSchema,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

export const betRecordsQuery = (member: string, filter: RecordFilter) =>
  infiniteQueryOptions({
    queryKey: walletKeys.betRecords(member, filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest({
        path: WALLET_PATHS.betRecords,
        query: { from: filter.from, to: filter.to, gameType: filter.type || undefined, pageNo: pageParam },
        schema: betRecordsValueSchema,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
    // the betting record of a range once seen reads offline (docs/decisions/0089)
    ...keptOffline,
  });

export function useTransactions(filter: RecordFilter) {
  const session = useSession();
  return useInfiniteQuery({ ...transactionsQuery(memberKey(session), filter), enabled: session !== null });
}

export function useBetRecords(filter: RecordFilter) {
  const session = useSession();
  return useInfiniteQuery({ ...betRecordsQuery(memberKey(session), filter), enabled: session !== null });
}
