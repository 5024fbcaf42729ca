/**
 * The sandbox payment provider (docs/decisions/0071): the reference
 * server's stand-in for a Vietnamese payment gateway, playing the
 * provider's side with books of its own (sandbox_payments, migration 038).
 * It hosts a pay page for MoMo- and ZaloPay-style payments
 * (./page.ts), checks scratch cards and pays withdrawals out by the rules
 * of ./rules.ts, and reports each outcome by a signed callback once it is
 * due (./delivery.ts), exactly as a provider calling the merchant would.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import type { PaymentProvider, WalletPaymentRequest } from '../provider';
import { sandboxCardValueCents, sandboxPayoutSucceeds } from './rules';
import { sandboxWorkAdded } from './wake';
import { GATEWAY, type EwalletMethod, type Gateway } from '../../../contract/payments';
import type { QrChannel } from '../../../contract/qr-deposits';

export const SANDBOX_PROVIDER_ID = 'sandbox';
/** The hosted pay page: GET shows it, POST confirms or cancels (server/routes/sandbox-pay.ts). */
export const SANDBOX_PAY_PATH = '/sandbox/pay';
/** A pay page left alone this long expires; its order is then closed by an `expired` callback. */
export const SANDBOX_SESSION_MINUTES = 15;

/** Unguessable: the pay page's address is all it takes to pay or cancel. */
const newRef = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** An e-wallet's or a QR channel's payment, open on the sandbox's pay page until the member pays or cancels there. */
async function openPayPage(
  db: Db, prefix: string, method: EwalletMethod | QrChannel, request: Omit<WalletPaymentRequest, 'method'>,
): Promise<{ ref: string; payUrl: string }> {
  const ref = newRef(prefix);
  await db.query(
    `insert into sandbox_payments (ref, kind, method, merchant_code, order_no, amount, status, return_url, gateway)
     values ($1, 'wallet', $2, $3, $4, $5::bigint / 100.0, 'open', $6, $7)`,
    [ref, method, request.merchantCode, request.orderNo, request.amountCents, request.returnUrl, request.gateway],
  );
  const lang = request.language === 'EN' ? 'en' : 'vi';
  return { ref, payUrl: `${request.pageOrigin}${SANDBOX_PAY_PATH}/${ref}?lang=${lang}` };
}

export function sandboxProvider(db: Db, options: { secret: string; delayMs: number }): PaymentProvider {
  const dueIn = `now() + (${Math.max(0, Math.floor(options.delayMs))} * interval '1 millisecond')`;
  return {
    id: SANDBOX_PROVIDER_ID,
    callbackSecret: options.secret,

    async createWalletPayment(request) {
      return openPayPage(db, 'pay', request.method, request);
    },

    // The sandbox's QR is its own pay page's address: a phone scanning it opens the page, as the channel's app would
    // open its payment; the same address is the pay URL, for a member paying on the phone they deposit from.
    async createQrPayment(request) {
      const { ref, payUrl } = await openPayPage(db, 'qr', request.channel, request);
      return { ref, qr: payUrl, payUrl };
    },

    async submitCard(card) {
      const ref = newRef('card');
      const valueCents = sandboxCardValueCents(card.serial, card.faceValueCents);
      // The outcome is known at once, told when the check "takes" its time: the callback is due after the delay.
      await db.query(
        `insert into sandbox_payments (ref, kind, method, merchant_code, order_no, amount, card_value, status, callback_due_at, gateway)
         values ($1, 'card', 'CARD', $2, $3, $4::bigint / 100.0, $5::bigint / 100.0, $6, ${dueIn}, $7)`,
        [ref, card.merchantCode, card.orderNo, card.faceValueCents, valueCents, valueCents > 0 ? 'succeeded' : 'failed', card.gateway],
      );
      sandboxWorkAdded(db);
      return { ref };
    },

    async requestPayout(payout) {
      const ref = newRef('po');
      await db.query(
        `insert into sandbox_payments (ref, kind, merchant_code, order_no, amount, status, callback_due_at)
         values ($1, 'payout', $2, $3, $4::bigint / 100.0, $5, ${dueIn})`,
        [ref, payout.merchantCode, payout.orderNo, payout.amountCents, sandboxPayoutSucceeds(payout.accountNumber) ? 'succeeded' : 'failed'],
      );
      sandboxWorkAdded(db);
      return { ref };
    },
  };
}

export type SandboxWalletMethod = 'MOMO' | 'ZALOPAY' | QrChannel;

export interface SandboxSession {
  ref: string;
  method: SandboxWalletMethod;
  merchantCode: string;
  orderNo: string;
  amount: number;
  status: 'open' | 'succeeded' | 'cancelled' | 'expired' | 'failed';
  returnUrl: string;
  /** Still open but past its time: shown as expired (the delivery closes it). */
  lapsed: boolean;
  /** Spec §9: WEB 1 or MOBILE 3, the site the payment came from; the page is laid out for it. */
  gateway: Gateway;
}

const SESSION_SELECT = `select ref, method, merchant_code, order_no, amount::float8 as amount, status, return_url, gateway,
  created_at < now() - ($2::int * interval '1 minute') as lapsed from sandbox_payments`;

interface SessionRow { ref: string; method: SandboxWalletMethod; merchant_code: string; order_no: string; amount: number; status: SandboxSession['status']; return_url: string; lapsed: boolean; gateway: number }
const sessionOf = (r: SessionRow): SandboxSession => ({
  ref: r.ref, method: r.method, merchantCode: r.merchant_code, orderNo: r.order_no, amount: Number(r.amount), status: r.status, returnUrl: r.return_url, lapsed: r.lapsed,
  gateway: r.gateway === GATEWAY.WEB ? GATEWAY.WEB : GATEWAY.MOBILE,
});

/** A pay page's session, or null for an address the sandbox never gave out. */
export async function sandboxSession(db: Db, ref: string): Promise<SandboxSession | null> {
  const [row] = await db.query<SessionRow>(`${SESSION_SELECT} where ref = $1 and kind = 'wallet'`, [ref, SANDBOX_SESSION_MINUTES]);
  return row ? sessionOf(row) : null;
}

/**
 * The member confirmed (paid) or cancelled on the pay page. Only an open,
 * unexpired session moves, once: a second tap, a second tab or a late
 * confirm after a cancel changes nothing. The callback is due at once.
 */
export async function decideSandboxSession(db: Db, ref: string, action: 'confirm' | 'cancel'): Promise<SandboxSession | null> {
  await db.query(
    `update sandbox_payments set status = $3, callback_due_at = now()
      where ref = $1 and kind = 'wallet' and status = 'open' and created_at >= now() - ($2::int * interval '1 minute')`,
    [ref, SANDBOX_SESSION_MINUTES, action === 'confirm' ? 'succeeded' : 'cancelled'],
  );
  // its callback is due now: the sender of this app looks at once (./delivery.ts)
  sandboxWorkAdded(db);
  return sandboxSession(db, ref);
}
