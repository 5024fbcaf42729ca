/**
 * Settlement of a drawn draw's orders, inside the draw's transaction
 * (server/lottery/draws.ts): each pending sub-order is won or lost by the
 * pure rules of contract/lottery-draw.ts with the odds copied onto it when
 * placed; a win is one ledger entry naming the order, and the order gets
 * its betting-record row (bet = stake less refunds) beside it. Orders are
 * taken in member order, so two draws settling at once lock wallets in
 * the same order.
 */
import { settleSubOrder, type DrawPrizes, type LotteryBetType } from '../../contract/lottery-draw';
import type { Db } from '../db/db';
import { post } from '../wallet/ledger';
import type { DrawRow } from './draws';

interface PendingSub {
  id: string;
  order_id: string;
  bet_type: LotteryBetType;
  numbers: string[];
  points: number;
  price_cents: string;
  payout_cents: string;
}

export const orderReference = (orderId: number) => `lottery_order:${orderId}`;

async function walletCents(tx: Db, memberId: number): Promise<bigint> {
  const [row] = await tx.query<{ cents: string }>('select (balance * 100)::bigint::text as cents from wallets where member_id = $1', [memberId]);
  return BigInt(row?.cents ?? '0');
}

export async function settleDrawOrders(tx: Db, draw: DrawRow & { prizes: DrawPrizes }): Promise<void> {
  const orders = await tx.query<{ id: string; member_id: string; merchant_code: string; node_id: string; stake_cents: string; refunded_cents: string }>(
    `select id::text, member_id::text, merchant_code, node_id, (stake * 100)::bigint::text as stake_cents, (refunded * 100)::bigint::text as refunded_cents
       from lottery_orders where draw_id = $1 and status = 'pending' order by member_id, id for update`,
    [draw.id],
  );
  for (const order of orders) {
    const orderId = Number(order.id);
    const memberId = Number(order.member_id);
    const subs = await tx.query<PendingSub>(
      `select id::text, order_id::text, bet_type, numbers, points, (point_price * 100)::bigint::text as price_cents,
              (payout_per_point * 100)::bigint::text as payout_cents
         from lottery_sub_orders where order_id = $1 and status = 'pending' order by id`,
      [orderId],
    );
    let winTotal = 0;
    for (const sub of subs) {
      const { hits, winCents } = settleSubOrder({
        type: sub.bet_type, numbers: sub.numbers, points: Number(sub.points),
        pointPriceCents: Number(sub.price_cents), payoutPerPointCents: Number(sub.payout_cents),
      }, draw.prizes);
      winTotal += winCents;
      await tx.query(
        `update lottery_sub_orders set status = $2, hits = $3, win = $4::bigint / 100.0 where id = $1`,
        [sub.id, winCents > 0 ? 'won' : 'lost', hits, winCents],
      );
    }
    const after = winTotal > 0
      ? (await post(tx, { memberId, kind: 'win', amountCents: winTotal, reference: orderReference(orderId) })).balanceAfterCents
      : await walletCents(tx, memberId);
    const betCents = Number(order.stake_cents) - Number(order.refunded_cents);
    // The betting record shows what stayed staked and what it won; the ledger already holds the money.
    const [record] = await tx.query<{ id: string }>(
      `insert into bet_records (member_id, merchant_code, node_id, bet, win, balance_after, outcome)
       values ($1, $2, $3, $4::bigint / 100.0, $5::bigint / 100.0, $6::bigint / 100.0, $7) returning id::text`,
      [memberId, order.merchant_code, order.node_id, betCents, winTotal, after.toString(),
        `${draw.gameCode} #${draw.issue} order ${orderId}: special ${draw.prizes[0]![0]!}`],
    );
    await tx.query(
      `update lottery_orders set status = 'settled', win = $2::bigint / 100.0, bet_record_id = $3, settled_at = now() where id = $1`,
      [orderId, winTotal, record!.id],
    );
  }
}
