import * as v from 'valibot';
import { PROMOTION_KINDS, PROMOTION_KINDS_PATH } from './promotion-kinds';
import { promotionSchema } from './games';

/**
 * Promotions, applications, reward centre, manual rebate, VIP and referral
 * (issue 13). The spec names these screens but not their calls; paths and
 * shapes are ours (docs/decisions/0032, 0033). Money on the wire is in
 * currency units with 2 decimals, as the wallet's sumBalance.
 */
export const PROMOTION_PATHS = {
  list: '/wps/promotions/list',
  detail: '/wps/promotions/detail',
  kinds: PROMOTION_KINDS_PATH,
  apply: '/wps/promotions/apply',
  action: '/wps/promotions/action',
  rewards: '/wps/rewards',
  rewardClaim: '/wps/rewards/claim',
  rebate: '/wps/rebate',
  rebateClaim: '/wps/rebate/claim',
  vip: '/wps/vip',
  referral: '/wps/referral',
} as const;

export { PROMOTION_KINDS, type PromotionKind, promotionKindsValueSchema, type PromotionKindsValue } from './promotion-kinds';

/** The spec's states; the transitions are ours (decision 0032). */
export const PROMOTION_STATES = [
  'join', 'claim', 'applying', 'rejected', 'issued', 'claimed', 'process', 'joined', 'signed', 'coming_soon', 'closed',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Spec validation rules: remark up to 140 characters; png or jpg, 5 MB each, at most 3. */
export const APPLY_LIMITS = {
  remarkMax: 140,
  imagesMax: 3,
  imageBytesMax: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'] as readonly string[],
} as const;

export const PROMOTION_ERROR_CODES = {
  notFound: 'promotion.not.found',
  notOpen: 'promotion.not.open',
  limitReached: 'promotion.apply.limit',
  pending: 'promotion.apply.pending',
  remarkTooLong: 'promotion.remark.too.long',
  tooManyImages: 'promotion.images.too.many',
  imageTooLarge: 'promotion.image.too.large',
  imageType: 'promotion.image.type',
  imageUsed: 'promotion.image.used',
  actionNotAllowed: 'promotion.action.not.allowed',
  rewardNotFound: 'reward.not.found',
  rebateNothing: 'rebate.nothing.to.claim',
  trialRefused: 'promotion.trial.refused',
} as const;

const money = v.number();

/** The spec's Promotion entity (the home's announcements carry it too), with the member's state. */
export const promotionCardSchema = v.object({
  ...promotionSchema.entries,
  kind: v.picklist(PROMOTION_KINDS),
  state: v.picklist(PROMOTION_STATES),
  bonusAmount: money,
});
export type PromotionCard = v.InferOutput<typeof promotionCardSchema>;

export const promotionListValueSchema = v.object({
  categories: v.array(v.object({ id: v.number(), name: v.string() })),
  promotions: v.array(promotionCardSchema),
});
export type PromotionListValue = v.InferOutput<typeof promotionListValueSchema>;

export const applicationSchema = v.object({
  id: v.number(),
  remark: v.string(),
  status: v.picklist(['pending', 'approved', 'rejected']),
  imageCount: v.number(),
  bonusAmount: v.nullable(money),
  createdAt: v.number(),
});
export type PromotionApplication = v.InferOutput<typeof applicationSchema>;

export const promotionDetailValueSchema = v.object({
  promotion: promotionCardSchema,
  /** The member may apply now (APPLY kinds, open, under the limit, nothing pending). */
  canApply: v.boolean(),
  /** 0: no limit. */
  maxApplications: v.number(),
  missionTurnover: money,
  missionProgress: money,
  applications: v.array(applicationSchema),
});
export type PromotionDetailValue = v.InferOutput<typeof promotionDetailValueSchema>;


const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
export const promotionIdQuerySchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });
export const promotionActionPayloadSchema = v.object({ promotionId: id, action: v.picklist(['join', 'claim']) });
export const rewardClaimPayloadSchema = v.object({ id });
/** Images are uploaded first (UPLOAD_PATHS.image, kind 'promotion'); the application names their ids. */
export const applyPayloadSchema = v.object({
  promotionId: id,
  remark: v.pipe(v.string(), v.maxLength(APPLY_LIMITS.remarkMax * 2)),
  imageIds: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))), v.maxLength(APPLY_LIMITS.imagesMax)),
});
export type ApplyPayload = v.InferOutput<typeof applyPayloadSchema>;
export const applyValueSchema = v.object({ id: v.number() });

export const rewardItemSchema = v.object({
  id: v.number(),
  source: v.picklist(['login', 'upgrade', 'referral', 'promotion']),
  title: v.string(),
  amount: money,
  status: v.picklist(['issued', 'claimed']),
  issuedAt: v.number(),
  claimedAt: v.nullable(v.number()),
});
export type RewardItem = v.InferOutput<typeof rewardItemSchema>;
export const rewardsValueSchema = v.object({ claimable: v.array(rewardItemSchema), history: v.array(rewardItemSchema) });
export type RewardsValue = v.InferOutput<typeof rewardsValueSchema>;

export const rebateValueSchema = v.object({
  vipLevel: v.number(),
  rates: v.array(v.object({ gameType: v.string(), ratePercent: v.number() })),
  claimable: v.object({
    amount: money,
    validBet: money,
    byType: v.array(v.object({ gameType: v.string(), validBet: money, ratePercent: v.number(), amount: money })),
  }),
  history: v.array(v.object({ id: v.number(), amount: money, validBet: money, createdAt: v.number() })),
});
export type RebateValue = v.InferOutput<typeof rebateValueSchema>;

export const vipValueSchema = v.object({
  enabled: v.boolean(),
  currentLevel: v.nullable(v.number()),
  currentLabel: v.nullable(v.string()),
  stats: v.object({ turnover: money, betCount: v.number(), deposits: money }),
  progress: v.object({
    completedConditionsCount: v.number(),
    totalExpectedConditionsCount: v.number(),
    rankLabelId: v.nullable(v.number()),
    nextLabelName: v.nullable(v.string()),
  }),
  levels: v.array(v.object({
    id: v.number(),
    level: v.number(),
    labelName: v.string(),
    minTurnover: money,
    minBetCount: v.number(),
    minDeposit: money,
    upgradeBonus: money,
    birthdayBonus: money,
    dailyWithdrawLimit: money,
    dailyWithdrawCount: v.number(),
  })),
});
export type VipValue = v.InferOutput<typeof vipValueSchema>;

export const referralValueSchema = v.object({
  code: v.string(),
  /** The register screen with the code: /m/register?code=… on this site. */
  link: v.string(),
  rewardPerFriend: money,
  /** A friend earns the reward after an approved deposit of at least qualifyDeposit and valid bets of at least qualifyTurnover. */
  qualifyDeposit: money,
  qualifyTurnover: money,
  enabled: v.boolean(),
  friends: v.array(v.object({ account: v.string(), registeredAt: v.number() })),
});
export type ReferralValue = v.InferOutput<typeof referralValueSchema>;

export const claimResultSchema = v.object({ amount: money, balance: money });
export type ClaimResult = v.InferOutput<typeof claimResultSchema>;
