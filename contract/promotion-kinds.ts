import * as v from 'valibot';

/**
 * The promotion kinds and their switches: a file of its own because the side
 * menu (first chunk) reads them, and the rest of the promotions contract
 * belongs to the lazy promotion screens.
 */
export const PROMOTION_KINDS = ['LOGIN', 'MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION', 'MISSION_MANUAL', 'TICKET', 'REFERRAL'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_KINDS_PATH = '/wps/promotions/kinds';

export const promotionKindsValueSchema = v.object({
  kinds: v.array(v.object({ kind: v.picklist(PROMOTION_KINDS), enabled: v.boolean(), count: v.number() })),
  vipBenefit: v.boolean(),
});
export type PromotionKindsValue = v.InferOutput<typeof promotionKindsValueSchema>;
