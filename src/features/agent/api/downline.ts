import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, downlineDetailSchema } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** /wps/agent/downline: one member of the team with its rates, their bounds and this month's figures. */
export const downlineQuery = (member: string, id: number) =>
  queryOptions({
    queryKey: agentKeys.downline(member, id),
    queryFn: ({ signal }) => apiRequest({ path: AGENT_PATHS.downline, query: { id }, schema: downlineDetailSchema, signal }),
  });

export function useDownline(id: number | null) {
  const member = memberKey(useSession());
  return useQuery({ ...downlineQuery(member, id ?? 0), enabled: id !== null });
}
