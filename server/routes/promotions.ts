import { emptyValueSchema } from '../../contract/games';
import { promotionKindsValueSchema } from '../../contract/promotion-kinds';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../contract/envelope';
import { applyPayloadSchema, PROMOTION_ERROR_CODES, PROMOTION_PATHS, promotionActionPayloadSchema, promotionIdQuerySchema, rewardClaimPayloadSchema, applyValueSchema, claimResultSchema, promotionDetailValueSchema, promotionListValueSchema, rebateValueSchema, referralValueSchema, rewardsValueSchema, vipValueSchema } from '../../contract/promotions';
import { TRIAL_MEMBER_TYPE } from '../../src/config/constants';
import { currentMember, requireMember, type Member } from '../accounts/current-member';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { assetBase } from '../games/catalogue';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import { applyForPromotion } from '../promotions/applications';
import { loadPromotionDetail, loadPromotionKinds, loadPromotionList } from '../promotions/promotions';
import { claimRebate, loadRebate } from '../promotions/rebate';
import { loadReferral } from '../promotions/referral';
import { claimReward, loadRewards, promotionAction } from '../promotions/rewards';
import { loadVip } from '../promotions/vip';
import { requireMerchant } from '../settings/merchant';

/** Money moves only for real accounts: a trial player (type 4) may look but not apply or claim. */
function requireRealMember(member: Member): Member {
  if (member.type === TRIAL_MEMBER_TYPE) throw new WpsError(PROMOTION_ERROR_CODES.trialRefused, 'promotionTrialRefused');
  return member;
}

/** Promotions, applications, reward centre, manual rebate, VIP and referral (issue 13). */
export function registerPromotionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const merchantOf = (request: FastifyRequest) => requireMerchant(db, requestMerchantCode(request, config.merchantCode));

  defineRoute(app, {
    method: 'GET', url: PROMOTION_PATHS.list, reply: promotionListValueSchema,
    handler: async ({ request }) => {
      const merchant = await merchantOf(request);
      const member = await currentMember(context, request);
      return ok(await loadPromotionList(db, {
        merchantCode: merchant.code, memberId: member?.id ?? null, language: requestLanguage(request), base: assetBase(request, merchant),
      }));
    },
  });

  defineRoute(app, {
    method: 'GET', url: PROMOTION_PATHS.detail, reply: promotionDetailValueSchema,
    handler: async ({ request }) => {
      const { id } = parseInput(promotionIdQuerySchema, request.query);
      const merchant = await merchantOf(request);
      const member = await currentMember(context, request);
      return ok(await loadPromotionDetail(db, {
        merchantCode: merchant.code, memberId: member?.id ?? null, language: requestLanguage(request), base: assetBase(request, merchant),
      }, id));
    },
  });

  defineRoute(app, {
    method: 'GET', url: PROMOTION_PATHS.kinds, reply: promotionKindsValueSchema,
    handler: async ({ request }) => {
      const merchant = await merchantOf(request);
      return ok(await loadPromotionKinds(db, merchant.code));
    },
  });

  defineRoute(app, {
    method: 'POST', url: PROMOTION_PATHS.action, body: promotionActionPayloadSchema, reply: emptyValueSchema,
    handler: async ({ request, body }) => {
      const merchant = await merchantOf(request);
      const member = requireRealMember(await requireMember(context, request));
      await promotionAction(db, merchant.code, member.id, body.promotionId, body.action);
      return ok(null);
    },
  });

  defineRoute(app, {
    method: 'POST', url: PROMOTION_PATHS.apply, body: applyPayloadSchema, reply: applyValueSchema,
    handler: async ({ request, body }) => {
      const merchant = await merchantOf(request);
      const member = requireRealMember(await requireMember(context, request));
      const id = await applyForPromotion(db, {
        merchantCode: merchant.code, memberId: member.id, promotionId: body.promotionId, remark: body.remark, imageIds: body.imageIds,
      });
      return ok({ id });
    },
  });

  defineRoute(app, {
    method: 'GET', url: PROMOTION_PATHS.rewards, reply: rewardsValueSchema,
    handler: async ({ request }) => {
      const merchant = await merchantOf(request);
      const member = await requireMember(context, request);
      return ok(await loadRewards(db, merchant.code, member.id, requestLanguage(request)));
    },
  });

  defineRoute(app, {
    method: 'POST', url: PROMOTION_PATHS.rewardClaim, body: rewardClaimPayloadSchema, reply: claimResultSchema,
    handler: async ({ request, body }) => {
      const merchant = await merchantOf(request);
      const member = requireRealMember(await requireMember(context, request));
      return ok(await claimReward(db, merchant.code, member.id, body.id));
    },
  });

  defineRoute(app, {
    method: 'GET', url: PROMOTION_PATHS.rebate, reply: rebateValueSchema,
    handler: async ({ request }) => {
      const merchant = await merchantOf(request);
      const member = await requireMember(context, request);
      return ok(await loadRebate(db, merchant.code, member.id));
    },
  });

  defineRoute(app, {
    method: 'POST', url: PROMOTION_PATHS.rebateClaim, reply: claimResultSchema,
    handler: async ({ request }) => {
      const merchant = await merchantOf(request);
      const member = requireRealMember(await requireMember(context, request));
      return ok(await claimRebate(db, merchant.code, member.id));
    },
  });

  defineRoute(app, {
    method: 'GET', url: PROMOTION_PATHS.vip, reply: vipValueSchema,
    handler: async ({ request }) => {
      const merchant = await merchantOf(request);
      const member = await requireMember(context, request);
      return ok(await loadVip(db, merchant.code, member.id));
    },
  });

  defineRoute(app, {
    method: 'GET', url: PROMOTION_PATHS.referral, reply: referralValueSchema,
    handler: async ({ request }) => {
      const merchant = await merchantOf(request);
      const member = requireRealMember(await requireMember(context, request));
      return ok(await loadReferral(db, merchant.code, member.id, assetBase(request, merchant)));
    },
  });
}
