import { WALLET_ERROR_CODES } from '../../contract/wallet';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { siteDay } from '../promotions/promotions';
import { WITHDRAW_MAX_CENTS, WITHDRAW_MIN_CENTS } from '../wallet/orders';
import { memberRank } from './vip-ranks';

/** What a member's VIP level allows per site day (0 = no limit); the benefits page shows the same rows. */
export interface WithdrawAllowance {
  level: number | null;
  count: number;
  limitCents: number;
}

/** The member's daily withdrawal allowance, read from vip_benefits, the table /m/member/benefits reads. */
export async function withdrawAllowance(db: Db, memberId: number): Promise<WithdrawAllowance> {
  const { current } = await memberRank(db, memberId);
  if (!current) return { level: null, count: 0, limitCents: 0 };
  const [row] = await db.query<{ level: number; count: number | null; cents: string | null }>(
    `select r.level, b.daily_withdraw_count as count, (b.daily_withdraw_limit * 100)::bigint::text as cents
       from vip_ranks r left join vip_benefits b on b.level = r.level where r.id = $1`,
    [current.id],
  );
  return { level: row?.level ?? null, count: row?.count ?? 0, limitCents: Number(row?.cents ?? 0) };
}

/** The start of the site day (UTC+7, as the daily sign-in counts it) that `now` falls in. */
function siteDayStart(now: number): Date {
  return new Date(`${siteDay(now)}T00:00:00+07:00`);
}

/**
 * Refuses a withdrawal beyond the member's VIP allowance for the day
 * (docs/decisions/0054). Runs inside the withdrawal's transaction: the
 * wallet row is locked first, so parallel withdrawals of one member are
 * counted one after another and cannot all slip under the limit. Rejected
 * withdrawals (money given back) do not count.
 */
export async function enforceDailyWithdrawLimits(
  tx: Db, order: { memberId: number; amountCents: number; idempotencyKey: string }, now = Date.now(),
): Promise<void> {
  const { memberId, amountCents } = order;
  // an amount outside the per-order limits gets that refusal (with its min and max) from the order itself
  if (amountCents < WITHDRAW_MIN_CENTS || amountCents > WITHDRAW_MAX_CENTS) return;
  await tx.query('select 1 from wallets where member_id = $1 for update', [memberId]);
  // a twin of a request already counted: its insert finds the order and answers it
  const [twin] = await tx.query('select 1 from withdrawal_orders where member_id = $1 and idempotency_key = $2', [memberId, order.idempotencyKey]);
  if (twin) return;
  const allowance = await withdrawAllowance(tx, memberId);
  if (allowance.count === 0 && allowance.limitCents === 0) return;
  const [today] = await tx.query<{ n: string; cents: string }>(
    `select count(*)::text as n, coalesce(sum(amount * 100), 0)::bigint::text as cents from withdrawal_orders
      where member_id = $1 and status <> 'rejected' and created_at >= $2`,
    [memberId, siteDayStart(now)],
  );
  const count = Number(today?.n ?? 0);
  const cents = Number(today?.cents ?? 0);
  const value = { level: allowance.level, count: allowance.count, limit: allowance.limitCents / 100, used: cents / 100 };
  if (allowance.count > 0 && count >= allowance.count) throw new WpsError(WALLET_ERROR_CODES.dailyCount, 'withdrawDailyCount', 200, value);
  if (allowance.limitCents > 0 && cents + amountCents > allowance.limitCents) {
    throw new WpsError(WALLET_ERROR_CODES.dailyAmount, 'withdrawDailyAmount', 200, value);
  }
}
