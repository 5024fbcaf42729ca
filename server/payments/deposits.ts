/**
 * Deposit orders paid through the provider (docs/decisions/0071). The order
 * is made first (a deposit order like a bank transfer's: idempotent on the
 * member's key, under the pending cap), then handed to the provider, whose
 * reference is kept on it; its callback settles it. The method, its limits
 * and its fee are checked against the settings of this very request.
 */
import { PAYMENT_ERROR_CODES, type CardTelco, type EwalletMethod, type Gateway } from '../../contract/payments';
import type { QrChannel } from '../../contract/qr-deposits';
import { WALLET_ERROR_CODES, type DepositOrder } from '../../contract/wallet';
import type { WireLanguage } from '../../contract/headers';
import type { AppConfig } from '../app-context';
import type { Db } from '../db/db';
import { depositOrderOf } from '../wallet/deposit-transferred';
import { createDeposit, refuse, settleDeposit, type NewProviderDeposit } from '../wallet/orders';
import { paymentProvider, type PaymentProvider } from './provider';
import { cardFaceValuesCents, feeCents, loadPaymentSettings, requireMethod, requireWithinLimits } from './settings';

interface Depositor { id: number; merchantCode: string }
type Context = { db: Db; config: AppConfig | null | undefined };

export function providerOrRefuse(context: Context, method: string): PaymentProvider {
  const provider = paymentProvider(context);
  if (!provider) throw refuse(PAYMENT_ERROR_CODES.methodOff, { method });
  return provider;
}

/**
 * Hands a new order to the provider once: a repeat of the same order (same
 * key) that already has its reference answers as it is. If the provider
 * fails, the order is closed as failed (nothing was charged) and the member
 * told to try again.
 */
export async function handOver(
  context: Context, member: Depositor, order: DepositOrder, hand: () => Promise<{ ref: string; payUrl?: string | null; qr?: string | null }>,
): Promise<DepositOrder> {
  const { db } = context;
  const [row] = await db.query<{ provider_ref: string | null }>('select provider_ref from deposit_orders where id = $1', [order.id]);
  if (order.status !== 'pending' || row?.provider_ref) return order;
  let handed: { ref: string; payUrl?: string | null; qr?: string | null };
  try {
    handed = await hand();
  } catch {
    await db.transaction(async (tx) => {
      await tx.query("update deposit_orders set failure = 'failed' where id = $1 and status = 'pending'", [order.id]);
      await settleDeposit(tx, member.merchantCode, order.id, 'reject', { provider: true });
    }).catch(() => undefined);
    throw refuse(PAYMENT_ERROR_CODES.providerFailed);
  }
  // A second request of the same order racing this one keeps whichever reference came first.
  await db.query('update deposit_orders set provider_ref = $2, pay_url = $3, qr_content = $4 where id = $1 and provider_ref is null', [order.id, handed.ref, handed.payUrl ?? null, handed.qr ?? null]);
  return depositOrderOf(db, member.id, order.id);
}

export interface WalletDepositInput {
  method: EwalletMethod;
  amountCents: number;
  idempotencyKey: string;
  /** Where the pay page is served from and where it sends the member back. */
  pageOrigin: string;
  returnUrl: string;
  language: WireLanguage;
  /** Spec §9: WEB 1 or MOBILE 3, handed to the provider (docs/decisions/0093). */
  gateway: Gateway;
}

/**
 * What an e-wallet's or a QR channel's order pays (the member pays the
 * amount, the order is credited it less the fee), checked against the
 * settings of this very request: the provider and the method on, the amount
 * within the method's limits.
 */
export async function pricedPayment(
  context: Context, member: Depositor, method: EwalletMethod | QrChannel, amountCents: number,
): Promise<{ provider: PaymentProvider; payment: NewProviderDeposit }> {
  const provider = providerOrRefuse(context, method);
  const settings = await loadPaymentSettings(context.db, member.merchantCode, true);
  const setting = requireMethod(settings, method);
  requireWithinLimits(setting, amountCents, WALLET_ERROR_CODES.amountLimit);
  return { provider, payment: { method, provider: provider.id, payCents: amountCents, feeBps: setting.feeBps, feeCents: feeCents(amountCents, setting.feeBps) } };
}

/** An e-wallet deposit: the amount paid within the method's limits, credited less its fee once the provider says it is paid. */
export async function createWalletDeposit(context: Context, member: Depositor, input: WalletDepositInput): Promise<DepositOrder> {
  const { provider, payment } = await pricedPayment(context, member, input.method, input.amountCents);
  const order = await createDeposit(context.db, {
    memberId: member.id, merchantCode: member.merchantCode, accountId: null, amountCents: input.amountCents - payment.feeCents, payerName: '', receiptImageId: null,
    idempotencyKey: input.idempotencyKey, payment,
  });
  return handOver(context, member, order, () => provider.createWalletPayment({
    merchantCode: member.merchantCode, orderNo: order.orderNo, method: input.method, amountCents: input.amountCents,
    returnUrl: input.returnUrl, pageOrigin: input.pageOrigin, language: input.language, gateway: input.gateway,
  }));
}

export interface CardDepositInput {
  telco: CardTelco;
  faceValueCents: number;
  serial: string;
  /** Passed to the provider and forgotten: not stored, not logged, not in any error. */
  pin: string;
  idempotencyKey: string;
  gateway: Gateway;
}

/**
 * A scratch-card deposit: the telco must be taken and the face value one
 * offered; until the provider counts the card, the order expects its face
 * value less the telco's fee.
 */
export async function createCardDeposit(context: Context, member: Depositor, input: CardDepositInput): Promise<DepositOrder> {
  const provider = providerOrRefuse(context, 'CARD');
  const settings = await loadPaymentSettings(context.db, member.merchantCode, true);
  requireMethod(settings, 'CARD');
  const telco = settings.telcos[input.telco];
  if (!telco.enabled) throw refuse(PAYMENT_ERROR_CODES.methodOff, { method: 'CARD', telco: input.telco });
  if (!cardFaceValuesCents(settings).includes(input.faceValueCents)) {
    throw refuse(PAYMENT_ERROR_CODES.faceValue, { faceValues: cardFaceValuesCents(settings).map((c) => c / 100) });
  }
  const fee = feeCents(input.faceValueCents, telco.feeBps);
  const order = await createDeposit(context.db, {
    memberId: member.id, merchantCode: member.merchantCode, accountId: null, amountCents: input.faceValueCents - fee, payerName: '', receiptImageId: null,
    idempotencyKey: input.idempotencyKey,
    payment: { method: 'CARD', provider: provider.id, payCents: input.faceValueCents, feeBps: telco.feeBps, feeCents: fee, card: { telco: input.telco, serial: input.serial } },
  });
  return handOver(context, member, order, () => provider.submitCard({
    merchantCode: member.merchantCode, orderNo: order.orderNo, telco: input.telco, faceValueCents: input.faceValueCents, serial: input.serial, pin: input.pin, gateway: input.gateway,
  }));
}
