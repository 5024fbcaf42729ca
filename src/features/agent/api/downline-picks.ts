import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, downlinesValueSchema } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** /wps/agent/downlines: direct downlines by name, for the red envelope picker. */
export const downlinePicksQuery = (member: string, search: string) =>
  queryOptions({
    queryKey: agentKeys.picks(member, search),
    queryFn: ({ signal }) => apiRequest({ path: AGENT_PATHS.downlines, query: { username: search || undefined }, schema: downlinesValueSchema, signal }),
    staleTime: 30_000,
  });

export function useDownlinePicks(search: string) {
  return useQuery(downlinePicksQuery(memberKey(useSession()), search));
}
