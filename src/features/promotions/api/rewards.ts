import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshBalance } from '../../../api/wallet/balance';
import { apiRequest } from '../../../api/client';
import { claimResultSchema, PROMOTION_PATHS, rewardsValueSchema, type RewardsValue } from '../../../../contract/promotions';
import { memberKey, useSession } from '../../../platform/session';
import { useWireLanguage } from '../../../i18n/use-language';
import { promotionKeys } from '../../../api/promotions/keys';

export function fetchRewards(signal?: AbortSignal): Promise<RewardsValue> {
  return apiRequest({ path: PROMOTION_PATHS.rewards, schema: rewardsValueSchema, signal });
}

export const rewardsQuery = (language: string, member: string) =>
  queryOptions({ queryKey: promotionKeys.rewards(language, member), queryFn: ({ signal }) => fetchRewards(signal), staleTime: 0 });

export function useRewards() {
  const session = useSession();
  return useQuery({ ...rewardsQuery(useWireLanguage(), memberKey(session)), enabled: session !== null });
}

/** Claims one issued reward into the wallet; the balance and the lists reload. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest({ method: 'POST', path: PROMOTION_PATHS.rewardClaim, body: { id }, schema: claimResultSchema }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: promotionKeys.all() }), refreshBalance(queryClient)]);
    },
  });
}
