import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, affLinksValueSchema } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** MCS2_wpsViewAffUrls: the agent's links with their registrations, and its own code. */
export const affLinksQuery = (member: string) =>
  queryOptions({
    queryKey: agentKeys.links(member),
    queryFn: ({ signal }) => apiRequest({ path: AGENT_PATHS.affUrls, schema: affLinksValueSchema, signal }),
  });

export function useAffLinks() {
  return useQuery(affLinksQuery(memberKey(useSession())));
}
