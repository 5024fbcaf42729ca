import * as v from 'valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** Signs (accept) or refuses a pending contract; the flags and the contract reload. */
export function signContract(variables: { id: number; accept: boolean }) {
  return apiRequest({ method: 'POST', path: AGENT_PATHS.signContract, body: variables, schema: v.unknown() });
}

export function useSignContract() {
  const queryClient = useQueryClient();
  const member = memberKey(useSession());
  return useMutation({ mutationFn: signContract, onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.all(member) }) });
}
