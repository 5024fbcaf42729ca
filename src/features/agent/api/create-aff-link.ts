import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, affLinksValueSchema } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** MCS2_wpsCreateAffUrl: answers the new list. */
export function createAffLink(note: string) {
  return apiRequest({ method: 'POST', path: AGENT_PATHS.createAffUrl, body: { note: note || undefined }, schema: affLinksValueSchema });
}

export function useCreateAffLink() {
  const queryClient = useQueryClient();
  const member = memberKey(useSession());
  return useMutation({ mutationFn: createAffLink, onSuccess: (list) => queryClient.setQueryData(agentKeys.links(member), list) });
}
