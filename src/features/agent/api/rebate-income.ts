import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, rebateIncomeValueSchema } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys, rangeParams, type DayRange } from './keys';

/** Team rebate income per day of a range. */
export const rebateIncomeQuery = (member: string, range: DayRange) =>
  queryOptions({
    queryKey: agentKeys.rebateIncome(member, range),
    queryFn: ({ signal }) => apiRequest({ path: AGENT_PATHS.rebateIncome, query: rangeParams(range), schema: rebateIncomeValueSchema, signal }),
    staleTime: 60_000,
  });

export function useRebateIncome(range: DayRange) {
  return useQuery(rebateIncomeQuery(memberKey(useSession()), range));
}
