import * as v from 'valibot';
import { idempotencyKeySchema, moneySchema } from './money-input';
import { depositPaymentSchema, GATEWAY } from './payments';

/**
 * Alipay, QQ and WeChat deposits, and a promotion accepted with a deposit
 * (docs/decisions/0103). Kept apart from contract/payments, whose methods
 * call the footer makes on a first visit: these are read by the deposit
 * screen only. A channel is offered only when the operator has configured
 * it (payment_method_settings); the server refuses one that is not.
 */
export const QR_DEPOSIT_PATHS = {
  /** GET, public: the QR channels that are on, with their limits and fees. */
  channels: '/wps/relay/MCSFE_qrChannels',
  /** POST: a QR channel's deposit order; the answer carries the QR's content and/or a pay URL. */
  deposit: '/wps/relay/MCSFE_qrDeposit',
  /** GET, members: the promotions this member may accept with a deposit now. */
  promotions: '/wps/relay/MCSFE_depositPromotions',
} as const;

export const QR_CHANNELS = ['ALIPAY', 'QQ', 'WECHAT'] as const;
export type QrChannel = (typeof QR_CHANNELS)[number];

/**
 * What a pay URL a QR channel's provider names may be: a web page, or the
 * channel's own app (a real WeChat, Alipay or QQ Wallet order opens in the
 * app by its scheme). Anything else is dropped by the server and the app.
 */
export const QR_PAY_URL_SCHEMES: Readonly<Record<QrChannel, readonly string[]>> = {
  ALIPAY: ['https:', 'http:', 'alipays:', 'alipay:'],
  QQ: ['https:', 'http:', 'mqqapi:', 'mqqwallet:'],
  WECHAT: ['https:', 'http:', 'weixin:'],
};

/** The pay URL if its scheme is one the channel may use, else null. */
export function allowedQrPayUrl(channel: QrChannel, url: string | null | undefined): string | null {
  if (!url || url.length > 2048) return null;
  try {
    const parsed = new URL(url);
    return QR_PAY_URL_SCHEMES[channel].includes(parsed.protocol) ? url : null;
  } catch {
    return null;
  }
}

export const QR_DEPOSIT_ERROR_CODES = {
  /** The promotion cannot be accepted with this deposit (ended, used up, amount below its minimum); value {minDeposit?}. */
  promotionIneligible: 'deposit.promotion.ineligible',
} as const;

const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

export const qrChannelOfferSchema = v.object({
  channel: v.picklist(QR_CHANNELS),
  minAmount: v.number(),
  maxAmount: v.number(),
  feePercent: percent,
});
export type QrChannelOffer = v.InferOutput<typeof qrChannelOfferSchema>;
export const qrChannelsValueSchema = v.object({ channels: v.array(qrChannelOfferSchema) });
export type QrChannelsValue = v.InferOutput<typeof qrChannelsValueSchema>;

/** A promotion the member may accept with a deposit: a share of what is credited, up to a ceiling, from a minimum deposit. */
export const depositPromotionSchema = v.object({
  id: v.number(),
  title: v.string(),
  bonusPercent: percent,
  maxBonus: v.number(),
  minDeposit: v.number(),
});
export type DepositPromotion = v.InferOutput<typeof depositPromotionSchema>;
export const depositPromotionsValueSchema = v.object({ promotions: v.array(depositPromotionSchema) });
export type DepositPromotionsValue = v.InferOutput<typeof depositPromotionsValueSchema>;

export const qrDepositPayloadSchema = v.object({
  channel: v.picklist(QR_CHANNELS),
  amount: moneySchema,
  /** A promotion to accept with this deposit (one of the promotions call's), or null. */
  promotionId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  idempotencyKey: idempotencyKeySchema,
  gateway: v.optional(v.picklist([GATEWAY.WEB, GATEWAY.MOBILE]), GATEWAY.MOBILE),
});
export type QrDepositPayload = v.InferInput<typeof qrDepositPayloadSchema>;

/** A QR channel's order: the provider part of docs/decisions/0071, and the code to scan while it waits. */
export const qrPaymentSchema = v.object({
  ...depositPaymentSchema.entries,
  method: v.picklist(QR_CHANNELS),
  /** The QR's content while the order waits for the payment; null once settled. */
  qr: v.nullable(v.string()),
});
/** A deposit order's provider part: an e-wallet or card (docs/decisions/0071) or a QR channel. */
export const orderPaymentSchema = v.union([depositPaymentSchema, qrPaymentSchema]);
export type OrderPayment = v.InferOutput<typeof orderPaymentSchema>;

export const BONUS_STATUSES = ['pending', 'paid', 'void'] as const;
/** The promotion a deposit accepted: its bonus waits for the credit (pending), is paid with it, or is void (order failed, promotion switched off). */
export const orderPromotionSchema = v.object({
  id: v.number(),
  bonus: v.number(),
  status: v.picklist(BONUS_STATUSES),
});
export type OrderPromotion = v.InferOutput<typeof orderPromotionSchema>;
