import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshBalance } from '../../../api/wallet/balance';
import { apiRequest } from '../../../api/client';
import { claimResultSchema, PROMOTION_PATHS, rebateValueSchema, type RebateValue } from '../../../../contract/promotions';
import { memberKey, useSession } from '../../../platform/session';
import { promotionKeys } from '../../../api/promotions/keys';

export function fetchRebate(signal?: AbortSignal): Promise<RebateValue> {
  return apiRequest({ path: PROMOTION_PATHS.rebate, schema: rebateValueSchema, signal });
}

export const rebateQuery = (member: string) =>
  queryOptions({ queryKey: promotionKeys.rebate(member), queryFn: ({ signal }) => fetchRebate(signal), staleTime: 0 });

export function useRebate() {
  const session = useSession();
  return useQuery({ ...rebateQuery(memberKey(session)), enabled: session !== null });
}

/** Claims the rebate of every valid bet since the last claim. */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ method: 'POST', path: PROMOTION_PATHS.rebateClaim, body: {}, schema: claimResultSchema }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: promotionKeys.all() }), refreshBalance(queryClient)]);
    },
  });
}

