import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, multiTransferValueSchema } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { refreshBalance } from '../../../api/wallet/balance';
import { agentKeys } from './keys';

export interface MultiTransferVariables {
  downlineIds: number[];
  totalAmount: number;
  split: 'even' | 'random';
}

/** /wps/agent/transferMultipleDownline: red envelope rain over several members at once. */
export function transferToMany(variables: MultiTransferVariables) {
  return apiRequest({ method: 'POST', path: AGENT_PATHS.transferMultipleDownline, body: variables, schema: multiTransferValueSchema });
}

export function useMultiTransfer() {
  const queryClient = useQueryClient();
  const member = memberKey(useSession());
  return useMutation({
    mutationFn: transferToMany,
    onSettled: () => Promise.all([
      refreshBalance(queryClient),
      queryClient.invalidateQueries({ queryKey: agentKeys.all(member) }),
    ]),
  });
}
