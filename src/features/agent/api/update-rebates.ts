import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, rebateRatesSchema, type RebateRates } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** /wps/agent/updateDownlineRebates: a direct downline's rates, within the agent's own. */
export function updateDownlineRebates(variables: { downlineId: number; rates: Partial<RebateRates> }) {
  return apiRequest({ method: 'PUT', path: AGENT_PATHS.updateDownlineRebates, body: variables, schema: rebateRatesSchema });
}

export function useUpdateRebates(downlineId: number) {
  const queryClient = useQueryClient();
  const member = memberKey(useSession());
  return useMutation({
    mutationFn: (rates: Partial<RebateRates>) => updateDownlineRebates({ downlineId, rates }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.downline(member, downlineId) }),
  });
}
