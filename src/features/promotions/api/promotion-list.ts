import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { PROMOTION_PATHS, promotionListValueSchema, type PromotionListValue } from '../../../../contract/promotions';
import { memberKey, useSession } from '../../../platform/session';
import { useWireLanguage } from '../../../i18n/use-language';
import { promotionKeys } from '../../../api/promotions/keys';
import { keptOffline } from '../../../api/kept-offline';

export function fetchPromotionList(signal?: AbortSignal): Promise<PromotionListValue> {
  return apiRequest({ path: PROMOTION_PATHS.list, schema: promotionListValueSchema, signal });
}

/** The preferential area: categories and promotions with the member's states; kept on the device once seen (docs/decisions/0089). */
export const promotionListQuery = (language: string, member: string) =>
  queryOptions({ queryKey: promotionKeys.list(language, member), queryFn: ({ signal }) => fetchPromotionList(signal), staleTime: 60_000, ...keptOffline });

export function usePromotionList() {
  const session = useSession();
  return useQuery(promotionListQuery(useWireLanguage(), memberKey(session)));
}
