/**
 * The deposit methods' settings (docs/decisions/0071): on or off, limits and
 * fees, per merchant, in the database (payment_method_settings,
 * payment_card_telcos; migration 038). A method without a row has the
 * defaults below. They are read on every request, so an operator's switch
 * (`npm run ops -- payment-method off momo`) holds from the next request on,
 * on every server instance, without a restart. The same reading decides
 * what the app is offered and what the server accepts.
 */
import {
  CARD_FACE_VALUES, CARD_TELCOS, DEPOSIT_METHODS, PAYMENT_ERROR_CODES, PROVIDER_METHODS,
  type CardTelco, type DepositMethod, type PaymentMethodsValue, type ProviderMethod,
} from '../../contract/payments';
import { QR_CHANNELS, type QrChannel, type QrChannelsValue } from '../../contract/qr-deposits';
import type { Db } from '../db/db';
import { refuse } from '../wallet/orders';

export interface MethodSetting {
  enabled: boolean;
  /** Provider methods only; BANK's limits are each receiving account's. */
  minCents: number | null;
  maxCents: number | null;
  /** Hundredths of a percent kept from what is paid (e-wallets); cards have theirs per telco. */
  feeBps: number;
}

export interface TelcoSetting {
  enabled: boolean;
  feeBps: number;
}

/** Every method the server knows: those of the methods call, and the QR channels of docs/decisions/0103. */
export type ServerMethod = DepositMethod | QrChannel;
export const SERVER_METHODS: readonly ServerMethod[] = [...DEPOSIT_METHODS, ...QR_CHANNELS];

export interface PaymentSettings {
  methods: Record<ServerMethod, MethodSetting>;
  telcos: Record<CardTelco, TelcoSetting>;
}

/**
 * Limits of one e-wallet payment as the wallets allow a verified account;
 * no fee by default (the merchant bears it). Cards: every face value, and
 * the telcos' usual discount rates as their fees.
 */
export const METHOD_DEFAULTS: Readonly<Record<ServerMethod, MethodSetting>> = {
  BANK: { enabled: true, minCents: null, maxCents: null, feeBps: 0 },
  MOMO: { enabled: true, minCents: 10_000_00, maxCents: 20_000_000_00, feeBps: 0 },
  ZALOPAY: { enabled: true, minCents: 10_000_00, maxCents: 20_000_000_00, feeBps: 0 },
  CARD: { enabled: true, minCents: 10_000_00, maxCents: 1_000_000_00, feeBps: 0 },
  // A QR channel is off until the operator configures it (docs/decisions/0103); these are the limits a first configuration starts from.
  ALIPAY: { enabled: false, minCents: 50_000_00, maxCents: 20_000_000_00, feeBps: 0 },
  QQ: { enabled: false, minCents: 50_000_00, maxCents: 20_000_000_00, feeBps: 0 },
  WECHAT: { enabled: false, minCents: 50_000_00, maxCents: 20_000_000_00, feeBps: 0 },
};

export const TELCO_DEFAULTS: Readonly<Record<CardTelco, TelcoSetting>> = {
  VIETTEL: { enabled: true, feeBps: 20_00 },
  VINAPHONE: { enabled: true, feeBps: 20_00 },
  MOBIFONE: { enabled: true, feeBps: 22_00 },
  VIETNAMOBILE: { enabled: true, feeBps: 25_00 },
};

const cents = (value: string | null) => (value === null ? null : Math.round(Number(value) * 100));
const bps = (percent: string) => Math.round(Number(percent) * 100);

/**
 * The merchant's settings, rows over defaults. `providerOn` false (no
 * payment provider configured, PAYMENT_PROVIDER=off) turns every provider
 * method off whatever the rows say.
 */
export async function loadPaymentSettings(db: Db, merchantCode: string, providerOn: boolean): Promise<PaymentSettings> {
  const [methodRows, telcoRows] = await Promise.all([
    db.query<{ method: ServerMethod; enabled: boolean; min_amount: string | null; max_amount: string | null; fee_percent: string }>(
      'select method, enabled, min_amount::text, max_amount::text, fee_percent::text from payment_method_settings where merchant_code = $1',
      [merchantCode],
    ),
    db.query<{ telco: CardTelco; enabled: boolean; fee_percent: string }>(
      'select telco, enabled, fee_percent::text from payment_card_telcos where merchant_code = $1',
      [merchantCode],
    ),
  ]);
  const methods = Object.fromEntries(SERVER_METHODS.map((method) => {
    const row = methodRows.find((r) => r.method === method);
    const fallback = METHOD_DEFAULTS[method];
    const setting: MethodSetting = row
      ? { enabled: row.enabled, minCents: cents(row.min_amount) ?? fallback.minCents, maxCents: cents(row.max_amount) ?? fallback.maxCents, feeBps: bps(row.fee_percent) }
      : { ...fallback };
    if (!providerOn && method !== 'BANK') setting.enabled = false;
    return [method, setting];
  })) as Record<ServerMethod, MethodSetting>;
  const telcos = Object.fromEntries(CARD_TELCOS.map((telco) => {
    const row = telcoRows.find((r) => r.telco === telco);
    return [telco, row ? { enabled: row.enabled, feeBps: bps(row.fee_percent) } : { ...TELCO_DEFAULTS[telco] }];
  })) as Record<CardTelco, TelcoSetting>;
  // Cards with no telco taken are no method at all.
  if (!CARD_TELCOS.some((telco) => telcos[telco].enabled)) methods.CARD.enabled = false;
  return { methods, telcos };
}

/** Face values a card may declare under these settings. */
export function cardFaceValuesCents(settings: PaymentSettings): number[] {
  const { minCents, maxCents } = settings.methods.CARD;
  return CARD_FACE_VALUES.map((value) => value * 100).filter((value) => value >= (minCents ?? 0) && value <= (maxCents ?? Infinity));
}

/** What the app is offered: the methods that are on, in one order, with their limits and fees. */
export function methodsOffer(settings: PaymentSettings): PaymentMethodsValue {
  const on = DEPOSIT_METHODS.filter((method) => settings.methods[method].enabled);
  return {
    methods: on.map((method) => {
      const setting = settings.methods[method];
      return {
        method,
        minAmount: setting.minCents === null ? null : setting.minCents / 100,
        maxAmount: setting.maxCents === null ? null : setting.maxCents / 100,
        feePercent: method === 'CARD' ? 0 : setting.feeBps / 100,
      };
    }),
    telcos: settings.methods.CARD.enabled
      ? CARD_TELCOS.filter((telco) => settings.telcos[telco].enabled).map((telco) => ({ telco, feePercent: settings.telcos[telco].feeBps / 100 }))
      : [],
    faceValues: settings.methods.CARD.enabled ? cardFaceValuesCents(settings).map((value) => value / 100) : [],
  };
}

/** The QR channels that are on, for the deposit screen (docs/decisions/0103). */
export function channelsOffer(settings: PaymentSettings): QrChannelsValue {
  return {
    channels: QR_CHANNELS.filter((channel) => settings.methods[channel].enabled).map((channel) => {
      const setting = settings.methods[channel];
      return { channel, minAmount: setting.minCents! / 100, maxAmount: setting.maxCents! / 100, feePercent: setting.feeBps / 100 };
    }),
  };
}

/** Refuses a method that is off (the app then reloads what is offered). */
export function requireMethod(settings: PaymentSettings, method: ServerMethod): MethodSetting {
  const setting = settings.methods[method];
  if (!setting.enabled) throw refuse(PAYMENT_ERROR_CODES.methodOff, { method });
  return setting;
}

/** Refuses an amount outside a provider method's limits, with the limits (the app words them). */
export function requireWithinLimits(setting: MethodSetting, amountCents: number, code: string): void {
  const min = setting.minCents ?? 1;
  const max = setting.maxCents ?? Number.MAX_SAFE_INTEGER;
  if (amountCents < min || amountCents > max) throw refuse(code, { min: min / 100, max: max / 100 });
}

/** A fee in cents: the share of an amount, rounded to the cent (half up). */
export function feeCents(amountCents: number, feeBps: number): number {
  return Math.round((amountCents * feeBps) / 10_000);
}

export const isProviderMethod = (method: string): method is ProviderMethod => (PROVIDER_METHODS as readonly string[]).includes(method);
