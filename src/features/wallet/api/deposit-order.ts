import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { memberKey, useSession } from '../../../platform/session';
import { WALLET_PATHS, depositOrderSchema, type DepositOrder } from '../../../../contract/wallet';
import { walletKeys } from './keys';

export const depositOrderQuery = (member: string, id: number) =>
  queryOptions({
    queryKey: walletKeys.depositOrder(member, id),
    queryFn: ({ signal }) => apiRequest({ path: WALLET_PATHS.depositOrder, query: { id }, schema: depositOrderSchema, signal }),
    staleTime: 0,
  });

/**
 * The order as the server has it now, starting from what the page already
 * knows: the member event channel marks it stale when the operator or the
 * bank settles it (src/app/member-events), so the open page changes by itself.
 */
export function useDepositOrder(order: DepositOrder): DepositOrder {
  const session = useSession();
  const query = useQuery({ ...depositOrderQuery(memberKey(session), order.id), enabled: session !== null, initialData: order, initialDataUpdatedAt: 0 });
  return query.data;
}
