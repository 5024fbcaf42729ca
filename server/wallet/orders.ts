/**
 * Deposit and withdrawal orders (docs/decisions/0030). Money moves only
 * through the ledger: an approved deposit posts `deposit` (+amount), a
 * withdrawal posts `withdrawal_hold` (−amount) when it is made and, if the
 * operator rejects it, `hold_release` (+amount); all reference
 * `deposit_order:<id>` / `withdrawal_order:<id>`. A paid withdrawal moves
 * nothing more: the hold was the payment.
 */
import { PAYMENT_ERROR_CODES, type CardTelco, type PaymentFailure, type ProviderMethod } from '../../contract/payments';
import { QR_CHANNELS, QR_DEPOSIT_ERROR_CODES, type OrderPayment, type OrderPromotion, type QrChannel } from '../../contract/qr-deposits';
import { DEPOSIT_PENDING_MAX, WALLET_ERROR_CODES, type DepositOrder, type WithdrawOrder } from '../../contract/wallet';
import type { Db } from '../db/db';
import { publishMemberEvent } from '../events/member-events';
import { WpsError } from '../http/wps-error';
import { InsufficientBalanceError, post } from './ledger';

export const WITHDRAW_MIN_CENTS = 50_000_00;
export const WITHDRAW_MAX_CENTS = 50_000_000_00;

export const refuse = (code: string, value: unknown = null) => new WpsError(code, 'walletRefused', 200, value);

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
const toUnits = (cents: string | number) => Number(cents) / 100;
export const maskCard = (number: string) => `**** ${number.slice(-4)}`;

/** D/W + yymmdd + the id: readable over the phone, unique by the id. */
function orderNo(prefix: 'D' | 'W', id: string): string {
  const d = new Date();
  const day = `${d.getUTCFullYear() % 100}`.padStart(2, '0') + `${d.getUTCMonth() + 1}`.padStart(2, '0') + `${d.getUTCDate()}`.padStart(2, '0');
  return `${prefix}${day}${id.padStart(6, '0')}`;
}

/** First key of the per-member advisory lock around the pending-deposit count (the second is the member id). */
const DEPOSIT_LOCK_CLASS = 0x0de9;

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

// ---------------------------------------------------------------- deposits
export interface DepositRow {
  id: string;
  order_no: string;
  cents: string;
  status: DepositOrder['status'];
  memo: string;
  account_id: string | null;
  transferred_at: Date | string | null;
  bank_name: string;
  payer_name: string;
  receipt_image_id: string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
  method: 'BANK' | ProviderMethod | QrChannel;
  pay_cents: string | null;
  fee_percent: string | null;
  fee_cents: string | null;
  card_telco: CardTelco | null;
  serial_tail: string | null;
  real_cents: string | null;
  pay_url: string | null;
  failure: PaymentFailure | null;
  qr_content: string | null;
  promotion_id: number | null;
  bonus_cents: string | null;
  bonus_status: OrderPromotion['status'] | null;
}
// A provider's order has no receiving account: it names its e-wallet or the card's telco instead (docs/decisions/0071).
export const DEPOSIT_SELECT = `select o.id::text, o.order_no, (o.amount * 100)::bigint::text as cents, o.status, o.memo, o.account_id::text, o.transferred_at,
  coalesce(a.bank_name, case o.method when 'MOMO' then 'MoMo' when 'ZALOPAY' then 'ZaloPay' when 'ALIPAY' then 'Alipay' when 'QQ' then 'QQ Wallet'
    when 'WECHAT' then 'WeChat Pay' else initcap(lower(o.card_telco)) end) as bank_name, o.payer_name,
  o.receipt_image_id::text, o.created_at, o.settled_at, o.method, (o.pay_amount * 100)::bigint::text as pay_cents, o.fee_percent::text,
  (o.fee_amount * 100)::bigint::text as fee_cents, o.card_telco, right(o.card_serial, 4) as serial_tail,
  (o.card_real_value * 100)::bigint::text as real_cents, o.pay_url, o.failure, o.qr_content, o.promotion_id,
  (o.promotion_bonus * 100)::bigint::text as bonus_cents, o.promotion_bonus_status as bonus_status
  from deposit_orders o left join deposit_accounts a on a.id = o.account_id`;

// A pending order the member said was paid shows as waiting (docs/decisions/0060).
const depositStatus = (r: DepositRow): DepositOrder['status'] => (r.status === 'pending' && r.transferred_at !== null ? 'waiting' : r.status);

const isQrChannel = (method: string): method is QrChannel => (QR_CHANNELS as readonly string[]).includes(method);

function paymentOf(r: DepositRow): OrderPayment | null {
  if (r.method === 'BANK') return null;
  const payment = {
    payAmount: toUnits(r.pay_cents ?? 0), feePercent: Number(r.fee_percent ?? 0), fee: toUnits(r.fee_cents ?? 0),
    telco: r.card_telco, serialTail: r.serial_tail, realValue: r.real_cents === null ? null : toUnits(r.real_cents),
    // the pay page (and a QR channel's code) only while the payment is awaited
    payUrl: r.status === 'pending' ? r.pay_url : null, failure: r.failure,
  };
  const method = r.method;
  return isQrChannel(method) ? { ...payment, method, qr: r.status === 'pending' ? r.qr_content : null } : { ...payment, method };
}

const promotionOf = (r: DepositRow): OrderPromotion | null =>
  r.promotion_id === null || r.bonus_cents === null || r.bonus_status === null ? null : { id: r.promotion_id, bonus: toUnits(r.bonus_cents), status: r.bonus_status };

export const depositOf = (r: DepositRow): DepositOrder => ({
  id: Number(r.id), orderNo: r.order_no, memo: r.memo, accountId: r.account_id === null ? null : Number(r.account_id), amount: toUnits(r.cents),
  status: depositStatus(r), bankName: r.bank_name, payerName: r.payer_name,
  hasReceipt: r.receipt_image_id !== null, createdAt: ms(r.created_at)!, settledAt: ms(r.settled_at), payment: paymentOf(r),
  promotion: promotionOf(r),
});

/** A deposit through a payment provider (docs/decisions/0071): what the order records of it when made. */
export interface NewProviderDeposit {
  method: ProviderMethod | QrChannel;
  provider: string;
  /** E-wallets: what the member pays; cards: the declared face value. */
  payCents: number;
  /** The fee setting copied onto the order, in hundredths of a percent. */
  feeBps: number;
  /** The fee expected now (of the amount paid, or of the card's face value until the provider counts it). */
  feeCents: number;
  card?: { telco: CardTelco; serial: string };
  /**
   * A promotion accepted with the deposit (docs/decisions/0103), checked by
   * the caller; how often the member may accept it (0: no limit) is counted
   * here, under the member's deposit lock, over the orders that accepted it
   * and did not fail, so two deposits at once cannot both take the last use.
   */
  promotion?: { id: number; bonusCents: number; maxUses: number };
}

export interface NewDeposit {
  memberId: number;
  merchantCode: string;
  /** The receiving account of a bank transfer; null for a provider's deposit (then `payment` says which). */
  accountId: number | null;
  /** What will be credited (a provider's fee already taken off). */
  amountCents: number;
  payerName: string;
  receiptImageId: number | null;
  idempotencyKey: string;
  payment?: NewProviderDeposit;
}

async function depositByKey(db: Db, memberId: number, key: string): Promise<DepositOrder | null> {
  const [row] = await db.query<DepositRow>(`${DEPOSIT_SELECT} where o.member_id = $1 and o.idempotency_key = $2`, [memberId, key]);
  return row ? depositOf(row) : null;
}

/**
 * A pending order for a receiving account of the member's merchant, within
 * that account's limits. The same idempotency key answers the first order
 * again instead of creating a second one.
 */
export async function createDeposit(db: Db, order: NewDeposit): Promise<DepositOrder> {
  const existing = await depositByKey(db, order.memberId, order.idempotencyKey);
  if (existing) return existing;
  // A provider's deposit was checked against its method's limits by its caller (server/payments/deposits.ts).
  if (order.accountId !== null) {
    const [account] = await db.query<{ min: string; max: string }>(
      `select (min_amount * 100)::bigint::text as min, (max_amount * 100)::bigint::text as max
         from deposit_accounts where id = $1 and merchant_code = $2 and enabled`,
      [order.accountId, order.merchantCode],
    );
    if (!account) throw refuse(WALLET_ERROR_CODES.accountUnknown);
    if (order.amountCents < Number(account.min) || order.amountCents > Number(account.max)) {
      throw refuse(WALLET_ERROR_CODES.amountLimit, { min: toUnits(account.min), max: toUnits(account.max) });
    }
  } else if (!order.payment) {
    throw refuse(WALLET_ERROR_CODES.accountUnknown);
  }
  const payment = order.payment;
  try {
    await db.transaction(async (tx) => {
      // Concurrent orders of one member count one after another, so the cap holds under concurrency
      // (a count outside a lock would let a burst through). An advisory lock of its own (class, member),
      // not a row lock: the ledger's foreign-key locks on the member row cannot deadlock with it.
      await tx.query('select pg_advisory_xact_lock($1, ($2::bigint % 2147483647)::int)', [DEPOSIT_LOCK_CLASS, order.memberId]);
      // The same key submitted twice at once: the first one won, this one answers it (below).
      const [same] = await tx.query('select 1 from deposit_orders where member_id = $1 and idempotency_key = $2', [order.memberId, order.idempotencyKey]);
      if (same) return;
      const [pending] = await tx.query<{ n: number }>(
        "select count(*)::int as n from deposit_orders where member_id = $1 and status = 'pending'",
        [order.memberId],
      );
      if ((pending?.n ?? 0) >= DEPOSIT_PENDING_MAX) throw refuse(WALLET_ERROR_CODES.depositPendingLimit, { max: DEPOSIT_PENDING_MAX });
      const promotion = payment?.promotion;
      if (promotion && promotion.maxUses > 0) {
        const [used] = await tx.query<{ n: number }>(
          "select count(*)::int as n from deposit_orders where member_id = $1 and promotion_id = $2 and promotion_bonus_status <> 'void'",
          [order.memberId, promotion.id],
        );
        if ((used?.n ?? 0) >= promotion.maxUses) throw refuse(QR_DEPOSIT_ERROR_CODES.promotionIneligible);
      }
      const [next] = await tx.query<{ id: string }>("select nextval(pg_get_serial_sequence('deposit_orders', 'id'))::text as id");
      await tx.query(
        `insert into deposit_orders (id, order_no, member_id, merchant_code, account_id, amount, payer_name, receipt_image_id, idempotency_key,
           method, provider, pay_amount, fee_percent, fee_amount, card_telco, card_serial, promotion_id, promotion_bonus, promotion_bonus_status)
         values ($1, $2, $3, $4, $5, $6::bigint / 100.0, $7, $8, $9, $10, $11, $12::bigint / 100.0, $13::int / 100.0, $14::bigint / 100.0, $15, $16,
                 $17, $18::bigint / 100.0, case when $17::int is null then null else 'pending' end)`,
        [next!.id, orderNo('D', next!.id), order.memberId, order.merchantCode, order.accountId, order.amountCents, order.payerName,
          order.receiptImageId, order.idempotencyKey, payment?.method ?? 'BANK', payment?.provider ?? null, payment?.payCents ?? null,
          payment?.feeBps ?? null, payment?.feeCents ?? null, payment?.card?.telco ?? null, payment?.card?.serial ?? null,
          payment?.promotion?.id ?? null, payment?.promotion?.bonusCents ?? null],
      );
      await publishMemberEvent(tx, order.memberId, { kind: 'order', order: 'deposit', id: Number(next!.id), status: 'pending' });
    });
  } catch (error) {
    // The same key raced in from a second submit: the first one won.
    if (!isUniqueViolation(error)) throw error;
    // Or, without an order of this key, the card is already in another open or credited order.
    if (payment?.card && !(await depositByKey(db, order.memberId, order.idempotencyKey))) throw refuse(PAYMENT_ERROR_CODES.cardUsed);
  }
  return (await depositByKey(db, order.memberId, order.idempotencyKey))!;
}

export async function depositPage(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const [count] = await db.query<{ n: string }>('select count(*)::text as n from deposit_orders where member_id = $1', [memberId]);
  const rows = await db.query<DepositRow>(`${DEPOSIT_SELECT} where o.member_id = $1 order by o.id desc limit $2 offset $3`, [memberId, pageSize, (pageNo - 1) * pageSize]);
  const totalCount = Number(count!.n);
  return { list: rows.map(depositOf), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount };
}

export type Settlement = 'approve' | 'reject';

/** Operator-only refusal (the ops command words it): a card's value is the provider's to say, so only its callback credits a card. */
export const CARD_CREDIT_BY_PROVIDER = 'payment.card.provider.only';

/**
 * The operator's decision on a pending deposit, in one transaction that
 * locks the order: approve credits the member through the ledger. A
 * settled order is refused (never credited twice). Answers the member and amount.
 */
export async function settleDeposit(db: Db, merchantCode: string, id: number, decision: Settlement, by: { provider?: boolean } = {}) {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ member_id: string; cents: string; status: string; order_no: string; method: string; promotion_id: number | null; bonus_cents: string | null }>(
      `select member_id::text, (amount * 100)::bigint::text as cents, status, order_no, method, promotion_id,
              (promotion_bonus * 100)::bigint::text as bonus_cents from deposit_orders
        where id = $1 and merchant_code = $2 for update`,
      [id, merchantCode],
    );
    if (!order) throw refuse(WALLET_ERROR_CODES.orderNotPending);
    if (order.status !== 'pending') throw refuse(WALLET_ERROR_CODES.orderNotPending, { status: order.status });
    if (order.method === 'CARD' && decision === 'approve' && !by.provider) throw refuse(CARD_CREDIT_BY_PROVIDER);
    if (decision === 'approve') {
      await post(tx, { memberId: Number(order.member_id), kind: 'deposit', amountCents: Number(order.cents), reference: `deposit_order:${id}` });
    }
    if (order.promotion_id !== null) await settleDepositBonus(tx, merchantCode, id, Number(order.member_id), order.promotion_id, Number(order.bonus_cents), decision);
    const status = decision === 'approve' ? 'approved' : 'rejected';
    await tx.query('update deposit_orders set status = $2, settled_at = now() where id = $1', [id, status]);
    // Every path that settles a deposit (operator, bank notification, assigned transfer) passes here.
    await publishMemberEvent(tx, Number(order.member_id), { kind: 'order', order: 'deposit', id, status });
    return { memberId: Number(order.member_id), amount: toUnits(order.cents), orderNo: order.order_no, status };
  });
}

/**
 * The bonus of a promotion accepted with a deposit (docs/decisions/0103) is
 * paid here and only here: in the transaction that credits the deposit, as
 * its own `bonus` entry. A rejected deposit pays none; so does one credited
 * after the operator switched the promotion (or its kind, or its deposit
 * terms) off meanwhile.
 */
async function settleDepositBonus(tx: Db, merchantCode: string, orderId: number, memberId: number, promotionId: number, bonusCents: number, decision: Settlement) {
  let paid = false;
  if (decision === 'approve') {
    const [live] = await tx.query(
      `select 1 from promotions p join promotion_deposit_terms t on t.merchant_code = p.merchant_code and t.promotion_id = p.id
         left join promotion_kinds k on k.merchant_code = p.merchant_code and k.kind = p.kind
        where p.merchant_code = $1 and p.id = $2 and p.enabled and coalesce(k.enabled, true)`,
      [merchantCode, promotionId],
    );
    paid = live !== undefined && bonusCents > 0;
  }
  if (paid) await post(tx, { memberId, kind: 'bonus', amountCents: bonusCents, reference: `deposit_bonus:${orderId}` });
  await tx.query('update deposit_orders set promotion_bonus_status = $2 where id = $1', [orderId, paid ? 'paid' : 'void']);
}

// ---------------------------------------------------------------- withdrawals
interface WithdrawRow {
  id: string;
  order_no: string;
  cents: string;
  status: WithdrawOrder['status'];
  bank_name: string;
  card_number: string;
  created_at: Date | string;
  settled_at: Date | string | null;
}
const WITHDRAW_SELECT = `select o.id::text, o.order_no, (o.amount * 100)::bigint::text as cents, o.status, c.bank_name, c.card_number,
  o.created_at, o.settled_at from withdrawal_orders o join bank_cards c on c.id = o.bank_card_id`;

const withdrawOf = (r: WithdrawRow): WithdrawOrder => ({
  id: Number(r.id), orderNo: r.order_no, amount: toUnits(r.cents), status: r.status, bankName: r.bank_name,
  cardNumberMasked: maskCard(r.card_number), createdAt: ms(r.created_at)!, settledAt: ms(r.settled_at),
});

export async function withdrawalByKey(db: Db, memberId: number, key: string): Promise<WithdrawOrder | null> {
  const [row] = await db.query<WithdrawRow>(`${WITHDRAW_SELECT} where o.member_id = $1 and o.idempotency_key = $2`, [memberId, key]);
  return row ? withdrawOf(row) : null;
}

export interface NewWithdrawal {
  memberId: number;
  merchantCode: string;
  bankCardId: number;
  amountCents: number;
  idempotencyKey: string;
}

/**
 * A pending withdrawal whose amount is held at once (withdrawal_hold), in
 * one transaction: no hold without its order, no order without its hold.
 * The funds password is checked by the caller first.
 */
export async function createWithdrawal(db: Db, order: NewWithdrawal): Promise<WithdrawOrder> {
  const existing = await withdrawalByKey(db, order.memberId, order.idempotencyKey);
  if (existing) return existing;
  if (order.amountCents < WITHDRAW_MIN_CENTS || order.amountCents > WITHDRAW_MAX_CENTS) {
    throw refuse(WALLET_ERROR_CODES.amountLimit, { min: toUnits(WITHDRAW_MIN_CENTS), max: toUnits(WITHDRAW_MAX_CENTS) });
  }
  const [card] = await db.query('select 1 from bank_cards where id = $1 and member_id = $2', [order.bankCardId, order.memberId]);
  if (!card) throw refuse(WALLET_ERROR_CODES.cardUnknown);
  try {
    await db.transaction(async (tx) => {
      const [next] = await tx.query<{ id: string }>("select nextval(pg_get_serial_sequence('withdrawal_orders', 'id'))::text as id");
      await tx.query(
        `insert into withdrawal_orders (id, order_no, member_id, merchant_code, bank_card_id, amount, idempotency_key)
         values ($1, $2, $3, $4, $5, $6::bigint / 100.0, $7)`,
        [next!.id, orderNo('W', next!.id), order.memberId, order.merchantCode, order.bankCardId, order.amountCents, order.idempotencyKey],
      );
      await post(tx, { memberId: order.memberId, kind: 'withdrawal_hold', amountCents: -order.amountCents, reference: `withdrawal_order:${next!.id}` });
      await publishMemberEvent(tx, order.memberId, { kind: 'order', order: 'withdrawal', id: Number(next!.id), status: 'pending' });
    });
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw refuse(WALLET_ERROR_CODES.insufficient);
    if (!isUniqueViolation(error)) throw error;
  }
  return (await withdrawalByKey(db, order.memberId, order.idempotencyKey))!;
}

export async function withdrawalPage(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const [count] = await db.query<{ n: string }>('select count(*)::text as n from withdrawal_orders where member_id = $1', [memberId]);
  const rows = await db.query<WithdrawRow>(`${WITHDRAW_SELECT} where o.member_id = $1 order by o.id desc limit $2 offset $3`, [memberId, pageSize, (pageNo - 1) * pageSize]);
  const totalCount = Number(count!.n);
  return { list: rows.map(withdrawOf), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount };
}

/** The operator pays (the hold stays spent) or rejects (the hold is released) a pending withdrawal. */
export async function settleWithdrawal(db: Db, merchantCode: string, id: number, decision: Settlement) {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ member_id: string; cents: string; status: string; order_no: string }>(
      `select member_id::text, (amount * 100)::bigint::text as cents, status, order_no from withdrawal_orders
        where id = $1 and merchant_code = $2 for update`,
      [id, merchantCode],
    );
    if (!order) throw refuse(WALLET_ERROR_CODES.orderNotPending);
    if (order.status !== 'pending') throw refuse(WALLET_ERROR_CODES.orderNotPending, { status: order.status });
    if (decision === 'reject') {
      await post(tx, { memberId: Number(order.member_id), kind: 'hold_release', amountCents: Number(order.cents), reference: `withdrawal_order:${id}` });
    }
    const status = decision === 'approve' ? 'paid' : 'rejected';
    await tx.query('update withdrawal_orders set status = $2, settled_at = now() where id = $1', [id, status]);
    await publishMemberEvent(tx, Number(order.member_id), { kind: 'order', order: 'withdrawal', id, status });
    return { memberId: Number(order.member_id), amount: toUnits(order.cents), orderNo: order.order_no, status };
  });
}

export interface OrderListFilter {
  /** pending (default), a settled status, or all. */
  status: string;
  /** A member's username (any case), or null for every member. */
  member: string | null;
  /** Orders created at or after this instant (epoch ms), or null. */
  sinceMs: number | null;
  page: number;
  limit: number;
}

export interface OrderListRow {
  id: string;
  order_no: string;
  username: string;
  amount: string;
  status: string;
  created_at: Date | string;
  note: string;
}

/**
 * A merchant's orders for the operator, newest first, a page at a time:
 * a flood of old orders can no longer push a new one off the list
 * (security review M5), and filters narrow it to a member, a status, a day.
 */
export async function operatorOrders(db: Db, merchantCode: string, table: 'deposit_orders' | 'withdrawal_orders', filter: OrderListFilter) {
  // Deposits also name the payer and the receipt, which the operator matches against the bank statement.
  // A provider's deposit names its method (and card), what was paid or declared, and why it failed;
  // a deposit that accepted a promotion, its bonus and whether it was paid (docs/decisions/0103).
  const note = table === 'deposit_orders'
    ? `case when o.method = 'BANK' then 'payer ' || o.payer_name || case when o.receipt_image_id is null then '' else ', receipt image ' || o.receipt_image_id end
       else lower(o.method) || coalesce(' ' || o.card_telco || ' serial ' || o.card_serial, '') || ', paid ' || o.pay_amount::text
         || coalesce(', card worth ' || o.card_real_value::text, '') || coalesce(', fee ' || o.fee_amount::text, '') || coalesce(', ' || o.failure, '') end
       || coalesce(', promotion ' || o.promotion_id || ' bonus ' || o.promotion_bonus::text || ' ' || o.promotion_bonus_status, '')`
    : "''";
  const where = `o.merchant_code = $1 and ($2::text = 'all' or o.status = $2::text)
      and ($3::text is null or lower(m.username) = lower($3::text))
      and ($4::bigint is null or o.created_at >= to_timestamp($4::bigint / 1000.0))`;
  const params = [merchantCode, filter.status, filter.member, filter.sinceMs];
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from ${table} o join members m on m.id = o.member_id where ${where}`, params);
  const rows = await db.query<OrderListRow>(
    `select o.id::text, o.order_no, m.username, o.amount::text as amount, o.status, o.created_at, ${note} as note
       from ${table} o join members m on m.id = o.member_id
      where ${where} order by o.id desc limit $5 offset $6`,
    [...params, filter.limit, (filter.page - 1) * filter.limit],
  );
  const total = count?.n ?? 0;
  return { rows, total, pages: Math.max(1, Math.ceil(total / filter.limit)) };
}
