import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { PROMOTION_PATHS, promotionDetailValueSchema, type PromotionDetailValue } from '../../../../contract/promotions';
import { memberKey, useSession } from '../../../platform/session';
import { useWireLanguage } from '../../../i18n/use-language';
import { promotionKeys } from '../../../api/promotions/keys';
import { keptOffline } from '../../../api/kept-offline';

export function fetchPromotionDetail(id: number, signal?: AbortSignal): Promise<PromotionDetailValue> {
  return apiRequest({ path: PROMOTION_PATHS.detail, query: { id }, schema: promotionDetailValueSchema, signal });
}

/** One promotion with the member's state and applications; kept on the device once seen (docs/decisions/0089). */
export const promotionDetailQuery = (id: number, language: string, member: string) =>
  queryOptions({ queryKey: promotionKeys.detail(id, language, member), queryFn: ({ signal }) => fetchPromotionDetail(id, signal), staleTime: 30_000, ...keptOffline });

export function usePromotionDetail(id: number) {
  const session = useSession();
  return useQuery({ ...promotionDetailQuery(id, useWireLanguage(), memberKey(session)), enabled: id > 0 });
}
