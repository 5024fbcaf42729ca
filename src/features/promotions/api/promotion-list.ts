import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { PROMOTION_PATHS, promotionListValueSchema, type PromotionListValue } from '../../../../contract/promotions';
import { memberKey, useWireLanguage } from '../../../api/games/queries';
import { useSession } from '../../../platform/session';
import { promotionKeys } from './keys';

export function fetchPromotionList(signal?: AbortSignal): Promise<PromotionListValue> {
  return apiRequest({ path: PROMOTION_PATHS.list, schema: promotionListValueSchema, signal });
}

/** The preferential area: categories and promotions with the member's states. */
export const promotionListQuery = (language: string, member: string) =>
  queryOptions({ queryKey: promotionKeys.list(language, member), queryFn: ({ signal }) => fetchPromotionList(signal), staleTime: 60_000 });

export function usePromotionList() {
  const session = useSession();
  return useQuery(promotionListQuery(useWireLanguage(), memberKey(session)));
}
