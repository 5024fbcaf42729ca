import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, transferValueSchema } from '../../../../contract/agent';
import { memberKey } from '../../../api/games/queries';
import { gameKeys } from '../../../api/games/keys';
import { useSession } from '../../../platform/session';
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
      queryClient.invalidateQueries({ queryKey: gameKeys.wallet(member) }),
      queryClient.invalidateQueries({ queryKey: agentKeys.all(member) }),
    ]),
  });
}
