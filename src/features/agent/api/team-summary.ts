import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, teamKpiAValueSchema } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys, rangeParams, type DayRange } from './keys';

/** ODSFE2_TeamKPIA with size 0: the team's counts and totals for a range (value.footer). */
export const teamSummaryQuery = (member: string, range: DayRange) =>
  queryOptions({
    queryKey: agentKeys.summary(member, range),
    queryFn: ({ signal }) => apiRequest({ path: AGENT_PATHS.teamKpiA, query: { ...rangeParams(range), size: 0 }, schema: teamKpiAValueSchema, signal }),
    staleTime: 30_000,
  });

export function useTeamSummary(range: DayRange) {
  return useQuery(teamSummaryQuery(memberKey(useSession()), range));
}
