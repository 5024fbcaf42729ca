import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { promotionKeys } from './keys';
import { PROMOTION_KINDS_PATH, promotionKindsValueSchema, type PromotionKind, type PromotionKindsValue } from '../../../contract/promotion-kinds';

export function fetchPromotionKinds(signal?: AbortSignal): Promise<PromotionKindsValue> {
  return apiRequest({ path: PROMOTION_KINDS_PATH, schema: promotionKindsValueSchema, signal });
}

/**
 * The promotion kinds with their switch and count, and the VIP benefit
 * switch: the side menu's Referral, Mission and VIP items follow them.
 * Public and the same for everyone, so kept offline.
 */
export const promotionKindsQuery = () =>
  queryOptions({ queryKey: promotionKeys.kinds(), queryFn: ({ signal }) => fetchPromotionKinds(signal), staleTime: 5 * 60_000, meta: { persist: true } });

export function usePromotionKinds() {
  return useQuery(promotionKindsQuery());
}

/** A kind is on when the operator switched it on and it has at least one live promotion. */
export function kindEnabled(value: PromotionKindsValue | undefined, kind: PromotionKind): boolean {
  const entry = value?.kinds.find((k) => k.kind === kind);
  return entry !== undefined && entry.enabled && entry.count > 0;
}
