import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { claimResultSchema, PROMOTION_PATHS, rewardsValueSchema, type RewardsValue } from '../../../../contract/promotions';
import { memberKey, useWireLanguage } from '../../../api/games/queries';
import { useSession } from '../../../platform/session';
import { promotionKeys } from './keys';

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
      await queryClient.invalidateQueries({ queryKey: ['rewards'] });
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
