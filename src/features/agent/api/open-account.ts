import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encryptedRequest } from '../../../api/encrypted-request';
import { AGENT_PATHS, agentRegisterValueSchema, type AgentRegisterPayload } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** /wps/agent/register (encrypted, it carries a password): a member or sub-agent under the agent. */
export function openAccount(payload: AgentRegisterPayload) {
  return encryptedRequest({ method: 'PUT', path: AGENT_PATHS.register, body: payload, schema: agentRegisterValueSchema });
}

export function useOpenAccount() {
  const queryClient = useQueryClient();
  const member = memberKey(useSession());
  return useMutation({ mutationFn: openAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all(member) }) });
}
