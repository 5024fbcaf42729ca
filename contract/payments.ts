import * as v from 'valibot';
import { idempotencyKeySchema, moneySchema } from './money-input';

/**
 * Deposits through a payment provider (docs/decisions/0071): e-wallets
 * (MoMo, ZaloPay) paid on the provider's hosted page, and telco scratch
 * cards checked by the provider, besides the bank transfer of
 * docs/decisions/0060. Which methods are on, their limits and fees are the
 * server's settings; the app shows what the methods call answers and the
 * server refuses a method that is off.
 */
export const PAYMENT_PATHS = {
  /** GET, public: the deposit methods that are on, with limits and fees (the deposit screen, the footer). */
  methods: '/wps/relay/MCSFE_paymentMethods',
  /** POST: an e-wallet deposit order; the answer names the provider's pay page. */
  walletDeposit: '/wps/relay/MCSFE_ewalletDeposit',
  /** POST, sealed as login is (the card's PIN never travels in clear): a scratch-card deposit order. */
  cardDeposit: '/wps/relay/MCSFE_cardDeposit',
} as const;

/** Every deposit method; BANK is the bank transfer (receiving accounts, VietQR, docs/decisions/0060). */
export const DEPOSIT_METHODS = ['BANK', 'MOMO', 'ZALOPAY', 'CARD'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
/** The methods a payment provider carries. */
export const PROVIDER_METHODS = ['MOMO', 'ZALOPAY', 'CARD'] as const;
export type ProviderMethod = (typeof PROVIDER_METHODS)[number];
export const EWALLET_METHODS = ['MOMO', 'ZALOPAY'] as const;
export type EwalletMethod = (typeof EWALLET_METHODS)[number];

/** The telcos whose prepaid scratch cards are taken. */
export const CARD_TELCOS = ['VIETTEL', 'VINAPHONE', 'MOBIFONE', 'VIETNAMOBILE'] as const;
export type CardTelco = (typeof CARD_TELCOS)[number];
export const CARD_TELCO_NAMES: Record<CardTelco, string> = {
  VIETTEL: 'Viettel',
  VINAPHONE: 'Vinaphone',
  MOBIFONE: 'Mobifone',
  VIETNAMOBILE: 'Vietnamobile',
};
/** The face values telcos print on their cards; the server offers those within the CARD method's limits. */
export const CARD_FACE_VALUES = [10_000, 20_000, 30_000, 50_000, 100_000, 200_000, 300_000, 500_000, 1_000_000] as const;
/** Serial and PIN as printed: digits only (the telcos' lengths run from 10 to 16). */
export const CARD_SERIAL_PATTERN = /^\d{10,16}$/;
export const CARD_PIN_PATTERN = /^\d{10,16}$/;

export const PAYMENT_ERROR_CODES = {
  /** The method (or the card's telco) is switched off: the app reloads the methods. */
  methodOff: 'payment.method.off',
  /** A face value the card method does not offer. */
  faceValue: 'payment.card.face.value',
  /** This card (telco and serial) is already in an open or credited order. */
  cardUsed: 'payment.card.used',
  /** The provider did not take the payment (unreachable, refused): nothing was charged. */
  providerFailed: 'payment.provider.failed',
} as const;

const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

export const depositMethodSchema = v.object({
  method: v.picklist(DEPOSIT_METHODS),
  /** Provider methods: what one payment may be (e-wallets: the amount paid; cards: the face values offered). BANK: null, its limits are each receiving account's. */
  minAmount: v.nullable(v.number()),
  maxAmount: v.nullable(v.number()),
  /** Kept from what is paid (e-wallets); cards have a fee per telco. */
  feePercent: percent,
});
export type DepositMethodOffer = v.InferOutput<typeof depositMethodSchema>;

export const cardTelcoSchema = v.object({
  telco: v.picklist(CARD_TELCOS),
  /** The telco's fee: kept from the card's value. */
  feePercent: percent,
});
export type CardTelcoOffer = v.InferOutput<typeof cardTelcoSchema>;

export const paymentMethodsValueSchema = v.object({
  /** The methods that are on, in the order the deposit screen shows them. */
  methods: v.array(depositMethodSchema),
  /** Telcos whose cards are taken (empty when CARD is off). */
  telcos: v.array(cardTelcoSchema),
  /** Face values a card may declare (within the CARD limits). */
  faceValues: v.array(v.number()),
});
export type PaymentMethodsValue = v.InferOutput<typeof paymentMethodsValueSchema>;

/**
 * Spec §9 "Gateway WEB is 1, MOBILE is 3": the kind of site a payment is
 * started from, handed to the provider, which lays its pay page out by it.
 * This app is the mobile site and sends MOBILE; a call without it counts as
 * MOBILE; any other number is refused (docs/decisions/0093).
 */
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;
export type Gateway = (typeof GATEWAY)[keyof typeof GATEWAY];
const gatewaySchema = v.optional(v.picklist([GATEWAY.WEB, GATEWAY.MOBILE]), GATEWAY.MOBILE);

export const walletDepositPayloadSchema = v.object({
  method: v.picklist(EWALLET_METHODS),
  gateway: gatewaySchema,
  amount: moneySchema,
  idempotencyKey: idempotencyKeySchema,
});
export type WalletDepositPayload = v.InferInput<typeof walletDepositPayloadSchema>;

/** Sealed (encryptedRequest) like the withdrawal: the PIN is read once by the server, passed to the provider, and kept nowhere. */
export const cardDepositPayloadSchema = v.object({
  telco: v.picklist(CARD_TELCOS),
  faceValue: moneySchema,
  serial: v.pipe(v.string(), v.regex(CARD_SERIAL_PATTERN)),
  pin: v.pipe(v.string(), v.regex(CARD_PIN_PATTERN)),
  idempotencyKey: idempotencyKeySchema,
  gateway: gatewaySchema,
});
export type CardDepositPayload = v.InferInput<typeof cardDepositPayloadSchema>;

/** Why a provider deposit failed. */
export const PAYMENT_FAILURES = ['cancelled', 'expired', 'card_invalid', 'failed'] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

/** A deposit order's provider part (DepositOrder.payment); the order's amount is what is (or will be) credited. */
export const depositPaymentSchema = v.object({
  method: v.picklist(PROVIDER_METHODS),
  /** E-wallets: what the member pays; cards: the declared face value. */
  payAmount: v.number(),
  feePercent: percent,
  /** Kept as the fee: of the amount paid, or of the card's counted value (before the check, of its face value). */
  fee: v.number(),
  telco: v.nullable(v.picklist(CARD_TELCOS)),
  /** The card serial's last 4 digits. */
  serialTail: v.nullable(v.string()),
  /** The card's real value as the provider reported it; null until checked. */
  realValue: v.nullable(v.number()),
  /** E-wallets: the provider's pay page, while the order waits for the payment. */
  payUrl: v.nullable(v.string()),
  failure: v.nullable(v.picklist(PAYMENT_FAILURES)),
});
export type DepositPayment = v.InferOutput<typeof depositPaymentSchema>;
