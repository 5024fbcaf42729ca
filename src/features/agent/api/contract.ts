import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, contractValueSchema, type ContractKind } from '../../../../contract/agent';
import { memberKey, useSession } from '../../../platform/session';
import { agentKeys } from './keys';

/** The member's contract of a kind, the period running now and what was paid. */
export const contractQuery = (member: string, kind: ContractKind) =>
  queryOptions({
    queryKey: agentKeys.contract(member, kind),
    queryFn: ({ signal }) => apiRequest({ path: AGENT_PATHS.contract, query: { kind }, schema: contractValueSchema, signal }),
  });

export function useContract(kind: ContractKind) {
  return useQuery(contractQuery(memberKey(useSession()), kind));
}
