import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, rebateRatesSchema } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** The agent's own rates: what it earns, and the ceiling of what it gives. */
export const ownRebatesQuery = (member: string) =>
  queryOptions({
    queryKey: agentKeys.rebates(member),
    queryFn: ({ signal }) => apiRequest({ path: AGENT_PATHS.rebates, schema: rebateRatesSchema, signal }),
    staleTime: 60_000,
  });

export function useOwnRebates() {
  return useQuery(ownRebatesQuery(memberKey(useSession())));
}
