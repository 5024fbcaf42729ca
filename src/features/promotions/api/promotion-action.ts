import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { PROMOTION_PATHS } from '../../../../contract/promotions';
import { promotionKeys } from '../../../api/promotions/keys';

export interface ActionVariables {
  promotionId: number;
  action: 'join' | 'claim';
}

export function sendPromotionAction(variables: ActionVariables): Promise<unknown> {
  return apiRequest({ method: 'POST', path: PROMOTION_PATHS.action, body: variables, schema: v.null() });
}

/** Join a raffle, ticket draw or mission; claim a sign-in or a finished mission (rewards land in the reward centre). */
export function usePromotionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPromotionAction,
    // the rewards a claim issues hang under promotionKeys.all() too
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all() }),
  });
}
