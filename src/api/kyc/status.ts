import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { KYC_PATHS, kycStatusSchema, type KycStatus } from '../../../contract/kyc';
import { memberKey, useSession } from '../../platform/session';

/**
 * The member's KYC state (docs/decisions/0077): read by the KYC screen, the
 * security centre and the withdraw screen, hence here and not in a feature.
 * Keys `[domain, member, resource]` (src/api/query-keys.ts); private, never
 * persisted, always fresh, so an operator's decision shows on the next visit.
 */
export const kycKeys = {
  all: () => ['kyc'] as const,
  status: (member: string) => ['kyc', member, 'status'] as const,
};

export function fetchKycStatus(signal?: AbortSignal): Promise<KycStatus> {
  return apiRequest({ path: KYC_PATHS.status, schema: kycStatusSchema, signal });
}

export const kycStatusQuery = (member: string) =>
  queryOptions({ queryKey: kycKeys.status(member), queryFn: ({ signal }) => fetchKycStatus(signal), staleTime: 0 });

export function useKycStatus() {
  const session = useSession();
  return useQuery({ ...kycStatusQuery(memberKey(session)), enabled: session !== null });
}

export function refreshKycStatus(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: kycKeys.all() });
}
