/**
 * Incoming-transfer notifications from the bank (docs/decisions/0061): a
 * signed JSON transaction is recorded once per provider id; when its
 * content carries the memo of a pending order to the same receiving account
 * with the same amount, that order is approved through the operator's own
 * path (settleDeposit: ledger entry, order settled) in the same transaction.
 * Anything else is kept as an unmatched transfer for the operator.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { WALLET_ERROR_CODES } from '../../contract/wallet';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { toCents } from './ledger';
import { refuse, settleDeposit } from './orders';

export const BANK_NOTIFY_PATH = '/wps/bank/notify';
/** Hex HMAC-SHA256 of the raw body with BANK_NOTIFY_SECRET (a leading "sha256=" is allowed). */
export const BANK_SIGNATURE_HEADER = 'x-bank-signature';
/** A notification whose transaction time is further from now than this is refused (a replayed old body). */
export const BANK_NOTIFY_MAX_SKEW_MS = 5 * 60 * 1000;

export const bankNotificationSchema = v.object({
  /** The provider's transaction id: the same id twice is one transfer. */
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,64}$/)),
  accountNumber: v.pipe(v.string(), v.regex(/^\d{4,32}$/)),
  amount: v.pipe(v.number(), v.finite(), v.minValue(0.01), v.maxValue(1e12), v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6)),
  content: v.pipe(v.string(), v.maxLength(500)),
  /** When the bank booked it: epoch ms or an ISO 8601 time. */
  time: v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(v.string(), v.isoTimestamp())]),
});
/** Operator-only refusal (the ops command words it): the transfer is not an unmatched one of this merchant. */
export const TRANSFER_NOT_OPEN = 'wallet.transfer.not.open';

export type BankNotification = v.InferOutput<typeof bankNotificationSchema>;

export function signBankBody(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time comparison of the header against the body's HMAC. */
export function bankSignatureValid(rawBody: string, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const given = header.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(signBankBody(rawBody, secret), 'hex'));
}

export const notificationTime = (n: BankNotification) => (typeof n.time === 'number' ? n.time : Date.parse(n.time));

/** Upper-case letters and digits only: the form every bank keeps of a memo. */
export const normalizeContent = (content: string) => content.toUpperCase().replace(/[^A-Z0-9]/g, '');

export type NotifyOutcome =
  | { outcome: 'credited'; transferId: number; orderId: number; orderNo: string; memberId: number; merchantCode: string; amount: number }
  | { outcome: 'duplicate' }
  | { outcome: 'unmatched'; transferId: number };

/**
 * Records the transfer and credits its order, in one transaction. The
 * unique provider id makes a repeat (even a concurrent one, which waits on
 * the first's row) find nothing to do; the order row is locked before it is
 * credited, and settleDeposit refuses an order no longer pending, so no
 * order is credited twice.
 */
export async function receiveBankTransfer(db: Db, n: BankNotification): Promise<NotifyOutcome> {
  const cents = toCents(n.amount);
  return db.transaction(async (tx) => {
    const [account] = await tx.query<{ merchant_code: string }>(
      'select merchant_code from deposit_accounts where account_number = $1 order by id limit 1',
      [n.accountNumber],
    );
    const [transfer] = await tx.query<{ id: string }>(
      `insert into bank_transfers (provider_id, merchant_code, account_number, amount, content, transferred_at, status)
       values ($1, $2, $3, $4::bigint / 100.0, $5, to_timestamp($6::float8 / 1000), 'unmatched')
       on conflict (provider_id) do nothing returning id::text`,
      [n.id, account?.merchant_code ?? null, n.accountNumber, cents, n.content, notificationTime(n)],
    );
    if (!transfer) return { outcome: 'duplicate' };
    const transferId = Number(transfer.id);
    // The longest memo the content contains, among pending orders to this account with this amount.
    const [order] = await tx.query<{ id: string; merchant_code: string }>(
      `select o.id::text, o.merchant_code from deposit_orders o join deposit_accounts a on a.id = o.account_id
        where a.account_number = $1 and o.status = 'pending' and (o.amount * 100)::bigint = $2::bigint and position(o.memo in $3) > 0
        order by length(o.memo) desc, o.id limit 1 for update of o`,
      [n.accountNumber, cents, normalizeContent(n.content)],
    );
    if (!order) return { outcome: 'unmatched', transferId };
    let settled: Awaited<ReturnType<typeof settleDeposit>>;
    try {
      settled = await settleDeposit(tx, order.merchant_code, Number(order.id), 'approve');
    } catch (error) {
      // settled by someone else in the meantime: the money is the operator's to place
      if (error instanceof WpsError && error.errorCode === WALLET_ERROR_CODES.orderNotPending) return { outcome: 'unmatched', transferId };
      throw error;
    }
    await tx.query("update bank_transfers set status = 'matched', order_id = $2 where id = $1", [transferId, order.id]);
    return {
      outcome: 'credited', transferId, orderId: Number(order.id), orderNo: settled.orderNo, memberId: settled.memberId,
      merchantCode: order.merchant_code, amount: settled.amount,
    };
  });
}

export interface UnmatchedTransfer {
  id: string;
  provider_id: string;
  account_number: string;
  amount: string;
  content: string;
  transferred_at: Date | string;
}

/** A merchant's transfers nobody has placed yet, oldest first. */
export function unmatchedTransfers(db: Db, merchantCode: string): Promise<UnmatchedTransfer[]> {
  return db.query<UnmatchedTransfer>(
    `select id::text, provider_id, account_number, amount::text, content, transferred_at from bank_transfers
      where merchant_code = $1 and status = 'unmatched' order by id limit 200`,
    [merchantCode],
  );
}

/**
 * The operator places an unmatched transfer on a pending order of the same
 * receiving account: the order is approved for the amount that actually
 * arrived (its amount is set to it first, so the order and its ledger entry
 * agree). Answers the settlement and the order's former amount.
 */
export async function assignTransfer(db: Db, merchantCode: string, transferId: number, orderId: number) {
  return db.transaction(async (tx) => {
    const [transfer] = await tx.query<{ cents: string; account_number: string }>(
      `select (amount * 100)::bigint::text as cents, account_number from bank_transfers
        where id = $1 and merchant_code = $2 and status = 'unmatched' for update`,
      [transferId, merchantCode],
    );
    if (!transfer) throw refuse(TRANSFER_NOT_OPEN);
    const [order] = await tx.query<{ cents: string }>(
      `select (o.amount * 100)::bigint::text as cents from deposit_orders o join deposit_accounts a on a.id = o.account_id
        where o.id = $1 and o.merchant_code = $2 and o.status = 'pending' and a.account_number = $3 for update of o`,
      [orderId, merchantCode, transfer.account_number],
    );
    if (!order) throw refuse(WALLET_ERROR_CODES.orderNotPending);
    await tx.query('update deposit_orders set amount = $2::bigint / 100.0 where id = $1', [orderId, transfer.cents]);
    const settled = await settleDeposit(tx, merchantCode, orderId, 'approve');
    await tx.query("update bank_transfers set status = 'assigned', order_id = $2 where id = $1", [transferId, orderId]);
    return { ...settled, orderedAmount: Number(order.cents) / 100 };
  });
}
