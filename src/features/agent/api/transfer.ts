import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, transferValueSchema } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { refreshBalance } from '../../../api/wallet/balance';
import { agentKeys } from './keys';

export interface TransferVariables {
  downlineId: number;
  amount: number;
}

/** /wps/agent/transferDownline: the agent's money to one member of its team. */
export function transferToDownline(variables: TransferVariables) {
  return apiRequest({ method: 'POST', path: AGENT_PATHS.transferDownline, body: variables, schema: transferValueSchema });
}

/** Afterwards the balance and every team figure are stale. */
export function useTransfer() {
  const queryClient = useQueryClient();
  const member = memberKey(useSession());
  return useMutation({
    mutationFn: transferToDownline,
    onSettled: () => Promise.all([
      refreshBalance(queryClient),
      queryClient.invalidateQueries({ queryKey: agentKeys.all(member) }),
    ]),
  });
}
