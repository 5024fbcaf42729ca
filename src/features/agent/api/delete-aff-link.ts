import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, affLinksValueSchema } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** MCS2_wpsDeleteAffUrl (DELETE with a JSON body): answers the new list. */
export function deleteAffLink(id: number) {
  return apiRequest({ method: 'DELETE', path: AGENT_PATHS.deleteAffUrl, body: { id }, schema: affLinksValueSchema });
}

export function useDeleteAffLink() {
  const queryClient = useQueryClient();
  const member = memberKey(useSession());
  return useMutation({ mutationFn: deleteAffLink, onSuccess: (list) => queryClient.setQueryData(agentKeys.links(member), list) });
}
