import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { PROMOTION_PATHS } from '../../../../contract/promotions';
import { promotionKeys } from './keys';

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
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all() });
      await queryClient.invalidateQueries({ queryKey: ['rewards'] });
    },
  });
}
