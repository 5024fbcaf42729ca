import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PAGE_SIZE, AGENT_PATHS, subordinatesValueSchema } from '../../../../contract/agent';
import { nextPageOf } from '../../../api/games/queries';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** ODSFE2_Subordinate: the whole team (direct first), searchable by username, a page at a time. */
export const subordinatesQuery = (member: string, search: string) =>
  infiniteQueryOptions({
    queryKey: agentKeys.subordinates(member, search),
    queryFn: ({ pageParam, signal }) =>
      apiRequest({ path: AGENT_PATHS.subordinates, query: { pageNo: pageParam, size: AGENT_PAGE_SIZE, username: search || undefined }, schema: subordinatesValueSchema, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 15_000,
  });

export function useSubordinates(search: string) {
  return useInfiniteQuery(subordinatesQuery(memberKey(useSession()), search));
}
