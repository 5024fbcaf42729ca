/**
 * A payment provider as the server sees it (docs/decisions/0071): it takes
 * an e-wallet payment on a page of its own (create payment → hosted pay
 * URL), takes a scratch card to check (card submission), pays a withdrawal
 * out (payout request), and tells the outcome of each later by a signed
 * callback (server/payments/callbacks.ts), which credits or settles the
 * order once. The reference server ships one, the sandbox
 * (server/payments/sandbox), which plays the provider's side for demos and
 * tests; a real one is another implementation of this interface.
 */
import { randomBytes } from 'node:crypto';
import type { CardTelco, EwalletMethod, Gateway } from '../../contract/payments';
import type { QrChannel } from '../../contract/qr-deposits';
import type { WireLanguage } from '../../contract/headers';
import type { AppConfig } from '../app-context';
import type { Db } from '../db/db';
import { sandboxProvider } from './sandbox/sandbox-provider';

export interface WalletPaymentRequest {
  merchantCode: string;
  orderNo: string;
  method: EwalletMethod;
  amountCents: number;
  /** Where the pay page sends the member back when done (the app's deposit screen). */
  returnUrl: string;
  /** This server's public origin: the sandbox's page is served from it. */
  pageOrigin: string;
  language: WireLanguage;
  /** Spec §9: the site the payment was started from, WEB 1 or MOBILE 3; the pay page is laid out for it. */
  gateway: Gateway;
}

/** A QR channel's payment (docs/decisions/0103): as an e-wallet's, for Alipay, QQ Wallet or WeChat Pay. */
export interface QrPaymentRequest extends Omit<WalletPaymentRequest, 'method'> {
  channel: QrChannel;
}

export interface CardSubmission {
  merchantCode: string;
  orderNo: string;
  telco: CardTelco;
  faceValueCents: number;
  serial: string;
  /** Passed on and forgotten: never stored nor logged on this side (docs/decisions/0071). */
  pin: string;
  gateway: Gateway;
}

export interface PayoutRequest {
  merchantCode: string;
  /** The withdrawal's order number. */
  orderNo: string;
  amountCents: number;
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

export interface PaymentProvider {
  /** Its name in callback paths and on orders (`deposit_orders.provider`). */
  readonly id: string;
  /** The shared secret its callbacks are signed with. */
  readonly callbackSecret: string;
  createWalletPayment(request: WalletPaymentRequest): Promise<{ ref: string; payUrl: string }>;
  /** The QR's content to scan with the channel's app, and/or a pay URL (a page, or the channel's app by its scheme). */
  createQrPayment(request: QrPaymentRequest): Promise<{ ref: string; qr: string | null; payUrl: string | null }>;
  submitCard(card: CardSubmission): Promise<{ ref: string }>;
  requestPayout(payout: PayoutRequest): Promise<{ ref: string }>;
}

export type PaymentsConfig = NonNullable<AppConfig['payments']>;

/** How long the sandbox takes to check a card or pay a withdrawal out, unless configured. */
export const SANDBOX_DELAY_MS_DEFAULT = 2000;

// Without PAYMENT_CALLBACK_SECRET the sandbox signs with a secret of this
// process: it delivers its callbacks in-process, and nobody outside can sign one.
let processSecret: string | null = null;
const ownSecret = () => (processSecret ??= randomBytes(32).toString('hex'));

export function paymentsConfig(config: AppConfig | null | undefined): Required<Omit<PaymentsConfig, 'callbackSecret'>> & { callbackSecret: string } {
  const payments = config?.payments;
  return {
    provider: payments?.provider ?? 'sandbox',
    callbackSecret: payments?.callbackSecret ?? ownSecret(),
    sandboxDelayMs: payments?.sandboxDelayMs ?? SANDBOX_DELAY_MS_DEFAULT,
    sweeper: payments?.sweeper ?? false,
    tickMs: payments?.tickMs ?? 500,
  };
}

/** The configured provider, or null when none is (PAYMENT_PROVIDER=off): then every provider method is off. */
export function paymentProvider(context: { db: Db; config: AppConfig | null | undefined }): PaymentProvider | null {
  const settings = paymentsConfig(context.config);
  if (settings.provider === 'off') return null;
  return sandboxProvider(context.db, { secret: settings.callbackSecret, delayMs: settings.sandboxDelayMs });
}
