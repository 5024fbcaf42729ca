import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PAGE_SIZE, AGENT_PATHS, teamKpiListValueSchema } from '../../../../contract/agent';
import { nextPageOf } from '../../../api/games/queries';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys, rangeParams, type DayRange } from './keys';

/** ODSFE2_TeamKPIB (profit and loss per member) and ODSFE2_TeamKPIC (members who bet), a page at a time. */
export const teamKpiListQuery = (member: string, kind: 'pnl' | 'betting', range: DayRange, search: string) =>
  infiniteQueryOptions({
    queryKey: agentKeys.kpiList(member, kind, range, search),
    queryFn: ({ pageParam, signal }) =>
      apiRequest({
        path: kind === 'pnl' ? AGENT_PATHS.teamKpiB : AGENT_PATHS.teamKpiC,
        query: { ...rangeParams(range), pageNo: pageParam, size: AGENT_PAGE_SIZE, username: search || undefined },
        schema: teamKpiListValueSchema,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 30_000,
  });

export function useTeamKpiList(kind: 'pnl' | 'betting', range: DayRange, search: string) {
  return useInfiniteQuery(teamKpiListQuery(memberKey(useSession()), kind, range, search));
}
