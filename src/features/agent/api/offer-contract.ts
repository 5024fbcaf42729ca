import * as v from 'valibot';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { AGENT_PATHS, type ContractKind, type ContractTier } from '../../../../contract/agent';

/** An upline offers a contract to a direct downline agent (a pending offer of the kind is replaced). */
export function offerContract(variables: { downlineId: number; kind: ContractKind; tiers: ContractTier[] }) {
  return apiRequest({ method: 'PUT', path: AGENT_PATHS.offerContract, body: variables, schema: v.object({ id: v.number() }) });
}

export function useOfferContract() {
  return useMutation({ mutationFn: offerContract });
}
