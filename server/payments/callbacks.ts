/**
 * The provider's callbacks (docs/decisions/0071): what settles a provider's
 * deposit or payout. A callback is believed only when its signature (HMAC
 * of the raw body with the provider's secret) is right and its timestamp is
 * within 5 minutes; it is applied once per event id (payment_callbacks,
 * migration 038), in one transaction that locks the order, credits through
 * the ledger (settleDeposit / settleWithdrawal: ledger entry, order state,
 * member event) and records the outcome. A callback for an order the
 * provider does not hold (unknown order, another payment's reference) or
 * for an order already settled changes nothing; one whose amount differs
 * leaves the order open for the operator.
 */
import * as v from 'valibot';
import { CARD_TELCO_NAMES, type CardTelco, type PaymentFailure } from '../../contract/payments';
import { ERROR_CODES } from '../../contract/error-codes';
import { APP_PATHS } from '../../src/config/paths';
import type { AppConfig } from '../app-context';
import type { Db } from '../db/db';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import { memberMoney, memberPercent } from '../messages/money-text';
import { notifyMember } from '../messages/notify-member';
import { NOTICE_TEXTS, type LocalizedText } from '../messages/texts';
import { announceDepositCredit } from '../wallet/deposit-notice';
import { toCents } from '../wallet/ledger';
import { settleDeposit, settleWithdrawal } from '../wallet/orders';
import { paymentProvider } from './provider';
import { feeCents } from './settings';
import { callbackSignatureValid, withinWindow } from './signature';
import { PAYMENT_TEXTS } from './texts';

/** The e-wallets' and QR channels' names, as the member's messages say them. */
const WALLET_NAMES: Record<string, string> = { MOMO: 'MoMo', ZALOPAY: 'ZaloPay', ALIPAY: 'Alipay', QQ: 'QQ Wallet', WECHAT: 'WeChat Pay' };

/** POST, one path per provider: `/wps/payments/callback/sandbox`. */
export const PAYMENT_CALLBACK_PATH = '/wps/payments/callback';

const moneyOrZero = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1e12), v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6));

/**
 * A provider's callback as it arrives (the sandbox sends this shape; a real
 * provider's adapter would map its own to it). `amount`: what was paid
 * (e-wallets), the declared face value (cards) or what was paid out;
 * `cardValue`: what the card turned out to be worth.
 */
export const providerCallbackSchema = v.object({
  /** The provider's id of this event: the same id twice is one event. */
  eventId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,100}$/)),
  type: v.picklist(['deposit', 'payout']),
  providerRef: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  orderNo: v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,32}$/)),
  status: v.picklist(['succeeded', 'failed', 'cancelled', 'expired']),
  amount: moneyOrZero,
  cardValue: v.optional(v.nullable(moneyOrZero)),
  /** When the provider sent it, epoch ms: outside 5 minutes of now it is refused. */
  timestamp: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ProviderCallback = v.InferOutput<typeof providerCallbackSchema>;

export const CALLBACK_OUTCOMES = ['applied', 'duplicate', 'ignored', 'mismatch'] as const;
export type CallbackOutcome = (typeof CALLBACK_OUTCOMES)[number];

/** What the member is told after the commit (inbox message and push). */
type Notice = (context: { db: Db; config: AppConfig | null | undefined }) => Promise<void>;
interface Applied { outcome: CallbackOutcome; notice: Notice | null }

const refused = () => new WpsError(ERROR_CODES.badRequest, 'badRequest', 403);

/**
 * Checks a callback as it arrived (raw body and signature header) and
 * applies it; the member is told after the commit. Throws a 404 for a
 * provider this server does not use, a 403 for a bad signature or an old
 * timestamp, a 400 for a body that is not a callback. The route and the
 * sandbox's in-process delivery both come through here.
 */
export async function receiveCallback(
  context: { db: Db; config: AppConfig | null | undefined }, providerId: string, rawBody: string, signature: string | undefined,
): Promise<{ outcome: CallbackOutcome }> {
  const provider = paymentProvider(context);
  if (!provider || provider.id !== providerId) throw new WpsError(ERROR_CODES.notFound, 'notFound', 404);
  if (!callbackSignatureValid(rawBody, signature, provider.callbackSecret)) throw refused();
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new WpsError(ERROR_CODES.badRequest, 'badRequest', 400);
  }
  const callback = parseInput(providerCallbackSchema, parsed);
  if (!withinWindow(callback.timestamp)) throw refused();
  const { outcome, notice } = await applyCallback(context.db, provider.id, callback);
  // Best effort after the commit, as every settlement's notice (server/messages/notify-member.ts).
  if (notice) await notice(context).catch(() => undefined);
  return { outcome };
}

/** Records the event once and applies it to its order, in one transaction. */
export function applyCallback(db: Db, providerId: string, callback: ProviderCallback): Promise<Applied> {
  return db.transaction(async (tx) => {
    const [event] = await tx.query<{ id: string }>(
      `insert into payment_callbacks (provider, event_id, kind, order_no, provider_ref, status, amount, outcome)
       values ($1, $2, $3, $4, $5, $6, $7::bigint / 100.0, 'ignored') on conflict (provider, event_id) do nothing returning id::text`,
      [providerId, callback.eventId, callback.type, callback.orderNo, callback.providerRef, callback.status, toCents(callback.amount)],
    );
    if (!event) return { outcome: 'duplicate', notice: null };
    const applied = callback.type === 'deposit' ? await applyDeposit(tx, providerId, callback) : await applyPayout(tx, providerId, callback);
    await tx.query('update payment_callbacks set outcome = $2, merchant_code = $3 where id = $1', [event.id, applied.result.outcome, applied.merchantCode]);
    return applied.result;
  });
}

interface OrderOutcome { result: Applied; merchantCode: string | null }
const nothing = (outcome: 'ignored' | 'mismatch', merchantCode: string | null = null): OrderOutcome => ({ result: { outcome, notice: null }, merchantCode });

interface DepositRow { id: string; member_id: string; merchant_code: string; status: string; method: string; pay_cents: string; fee_bps: number; card_telco: CardTelco | null; provider_ref: string | null }

/**
 * The order must be the one this payment was made for: its number and the
 * provider's reference of it. The provider answers the reference when it
 * takes the payment; a callback that beats that answer here (a fast card
 * check) names it first, and the order takes it.
 */
async function sameReference(tx: Db, table: 'deposit_orders' | 'withdrawal_orders', column: 'provider_ref' | 'payout_ref', id: string, known: string | null, ref: string): Promise<boolean> {
  if (known !== null) return known === ref;
  await tx.query(`update ${table} set ${column} = $2 where id = $1`, [id, ref]);
  return true;
}

async function applyDeposit(tx: Db, providerId: string, callback: ProviderCallback): Promise<OrderOutcome> {
  const [order] = await tx.query<DepositRow>(
    `select id::text, member_id::text, merchant_code, status, method, (pay_amount * 100)::bigint::text as pay_cents,
            round(fee_percent * 100)::int as fee_bps, card_telco, provider_ref
       from deposit_orders where order_no = $1 and provider = $2 for update`,
    [callback.orderNo, providerId],
  );
  if (!order || !(await sameReference(tx, 'deposit_orders', 'provider_ref', order.id, order.provider_ref, callback.providerRef))) return nothing('ignored');
  if (order.status !== 'pending') return nothing('ignored', order.merchant_code);
  if (toCents(callback.amount) !== Number(order.pay_cents)) return nothing('mismatch', order.merchant_code);
  const id = Number(order.id);
  const card = order.method === 'CARD';
  const valueCents = callback.cardValue === undefined || callback.cardValue === null ? null : toCents(callback.cardValue);
  if (card && callback.status === 'succeeded' && valueCents === null) return nothing('mismatch', order.merchant_code);

  if (callback.status === 'succeeded' && (!card || valueCents! > 0)) {
    // A card counts for what it is worth, never more than declared; the telco's fee is taken from that.
    const paidCents = card ? Math.min(valueCents!, Number(order.pay_cents)) : Number(order.pay_cents);
    const fee = feeCents(paidCents, order.fee_bps);
    if (paidCents - fee > 0) {
      await tx.query(
        'update deposit_orders set amount = $2::bigint / 100.0, fee_amount = $3::bigint / 100.0, card_real_value = $4::bigint / 100.0 where id = $1',
        [id, paidCents - fee, fee, card ? valueCents : null],
      );
      const settled = await settleDeposit(tx, order.merchant_code, id, 'approve', { provider: true });
      const tell = card
        ? cardCreditedNotice(order.card_telco!, Number(order.pay_cents), valueCents!, fee, order.fee_bps, settled.amount)
        : (context: { db: Db; config: AppConfig | null | undefined }) => announceDepositCredit({ db: context.db, config: context.config ?? null }, order.merchant_code, settled.memberId, settled.amount);
      return { result: { outcome: 'applied', notice: tell }, merchantCode: order.merchant_code };
    }
  }

  const failure: PaymentFailure = card ? (callback.status === 'cancelled' || callback.status === 'expired' ? callback.status : 'card_invalid')
    : callback.status === 'succeeded' ? 'failed' : callback.status;
  await tx.query('update deposit_orders set failure = $2, card_real_value = $3::bigint / 100.0 where id = $1', [id, failure, card ? valueCents ?? 0 : null]);
  const settled = await settleDeposit(tx, order.merchant_code, id, 'reject', { provider: true });
  const memberId = settled.memberId;
  let tell: Notice | null = null;
  if (card) tell = noticeOf(order.merchant_code, memberId, async (db) => PAYMENT_TEXTS.cardInvalid({ telco: CARD_TELCO_NAMES[order.card_telco!], face: await memberMoney(db, order.merchant_code, Number(order.pay_cents) / 100) }));
  // the member's own cancel on the pay page needs no message
  else if (failure !== 'cancelled') {
    const wallet = WALLET_NAMES[order.method] ?? order.method;
    tell = noticeOf(order.merchant_code, memberId, async (db) => PAYMENT_TEXTS.walletFailed({ wallet, amount: await memberMoney(db, order.merchant_code, Number(order.pay_cents) / 100) }));
  }
  return { result: { outcome: 'applied', notice: tell }, merchantCode: order.merchant_code };

  function cardCreditedNotice(telco: CardTelco, faceCents: number, realCents: number, fee: number, feeBps: number, credited: number): Notice {
    return noticeOf(order!.merchant_code, Number(order!.member_id), async (db) => {
      const money = (cents: number) => memberMoney(db, order!.merchant_code, cents / 100);
      return PAYMENT_TEXTS.cardCredited({
        telco: CARD_TELCO_NAMES[telco], face: await money(faceCents), real: await money(realCents), fee: await money(fee),
        feePercent: memberPercent(feeBps / 100), credited: await money(credited * 100), lower: realCents < faceCents,
      });
    });
  }
}

/** A deposit notice: the inbox message and push, leading to the deposit screen. */
function noticeOf(merchantCode: string, memberId: number, text: (db: Db) => Promise<{ title: LocalizedText; body: LocalizedText }>): Notice {
  return async (context) => {
    const { title, body } = await text(context.db);
    await notifyMember({ db: context.db, config: context.config ?? null }, { merchantCode, memberId, title, body, kind: 'deposit', url: APP_PATHS.deposit });
  };
}

async function applyPayout(tx: Db, providerId: string, callback: ProviderCallback): Promise<OrderOutcome> {
  const [order] = await tx.query<{ id: string; merchant_code: string; status: string; cents: string; payout_ref: string | null }>(
    `select id::text, merchant_code, status, (amount * 100)::bigint::text as cents, payout_ref from withdrawal_orders
      where order_no = $1 and payout_provider = $2 for update`,
    [callback.orderNo, providerId],
  );
  if (!order || !(await sameReference(tx, 'withdrawal_orders', 'payout_ref', order.id, order.payout_ref, callback.providerRef))) return nothing('ignored');
  if (order.status !== 'pending') return nothing('ignored', order.merchant_code);
  if (toCents(callback.amount) !== Number(order.cents)) return nothing('mismatch', order.merchant_code);
  // Paid: the hold was the payment. Anything else: the hold goes back to the member.
  const paid = callback.status === 'succeeded';
  const settled = await settleWithdrawal(tx, order.merchant_code, Number(order.id), paid ? 'approve' : 'reject');
  const tell = noticeOfWithdrawal(order.merchant_code, settled.memberId, paid, settled.amount);
  return { result: { outcome: 'applied', notice: tell }, merchantCode: order.merchant_code };
}

function noticeOfWithdrawal(merchantCode: string, memberId: number, paid: boolean, amount: number): Notice {
  return async (context) => {
    const money = await memberMoney(context.db, merchantCode, amount);
    const { title, body } = paid ? NOTICE_TEXTS.withdrawalApproved(money) : NOTICE_TEXTS.withdrawalRejected(money);
    await notifyMember({ db: context.db, config: context.config ?? null }, { merchantCode, memberId, title, body, kind: 'withdrawal', url: APP_PATHS.withdraw });
  };
}
