import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { PROMOTION_PATHS, referralValueSchema, type ReferralValue } from '../../../../contract/promotions';
import { memberKey, useSession } from '../../../platform/session';
import { promotionKeys } from '../../../api/promotions/keys';

export function fetchReferral(signal?: AbortSignal): Promise<ReferralValue> {
  return apiRequest({ path: PROMOTION_PATHS.referral, schema: referralValueSchema, signal });
}

export const referralQuery = (member: string) =>
  queryOptions({ queryKey: promotionKeys.referral(member), queryFn: ({ signal }) => fetchReferral(signal), staleTime: 0 });

export function useReferral() {
  const session = useSession();
  return useQuery({ ...referralQuery(memberKey(session)), enabled: session !== null });
}
