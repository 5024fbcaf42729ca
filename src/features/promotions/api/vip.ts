import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { PROMOTION_PATHS, vipValueSchema, type VipValue } from '../../../../contract/promotions';
import { memberKey, useSession } from '../../../platform/session';
import { promotionKeys } from '../../../api/promotions/keys';

export function fetchVip(signal?: AbortSignal): Promise<VipValue> {
  return apiRequest({ path: PROMOTION_PATHS.vip, schema: vipValueSchema, signal });
}

export const vipQuery = (member: string) =>
  queryOptions({ queryKey: promotionKeys.vip(member), queryFn: ({ signal }) => fetchVip(signal), staleTime: 0 });

export function useVip() {
  const session = useSession();
  return useQuery({ ...vipQuery(memberKey(session)), enabled: session !== null });
}
