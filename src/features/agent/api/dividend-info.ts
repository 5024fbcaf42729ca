import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, dividendInfoValueSchema } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** The contract flags (dailysalreqtype, divtypecompperiodreq, contracthoursalreq) and the dividend entry. */
export const dividendInfoQuery = (member: string) =>
  queryOptions({
    queryKey: agentKeys.dividendInfo(member),
    queryFn: ({ signal }) => apiRequest({ path: AGENT_PATHS.dividendInfo, schema: dividendInfoValueSchema, signal }),
    staleTime: 60_000,
  });

export function useDividendInfo(enabled = true) {
  return useQuery({ ...dividendInfoQuery(memberKey(useSession())), enabled });
}
