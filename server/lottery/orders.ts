/**
 * A member's lottery orders (docs/decisions/0067-lottery-draws.md). Lock
 * order everywhere: the draw row, then the order, then the wallet (inside
 * the ledger's post). Placing and cancelling hold the draw row `for share`
 * and check it is still open at their clock, so the draw (which takes the
 * row `for update skip locked`) never settles an order half placed or half
 * cancelled, and nothing is placed or cancelled once it is drawn.
 */
import { isBetNumber, stakeCents, type LotteryBetType } from '../../contract/lottery-draw';
import {
  LOTTERY_ERROR_CODES, LOTTERY_ORDER_PAGE_SIZE, type OrderDetail, type OrderSummary, type OrdersPage, type PlaceOrderAsk, type SubOrder,
} from '../../contract/lottery';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { post } from '../wallet/ledger';
import { readBalance } from '../wallet/wallet';
import { DRAW_COLUMNS, drawFromRow, openDraw, publicDraw, type DrawRow, type LotteryGameRow } from './draws';
import { orderReference } from './settle';

interface Odds {
  betType: LotteryBetType;
  priceCents: number;
  payoutCents: number;
  minPoints: number;
  maxPoints: number;
}

export async function loadOdds(db: Db, game: LotteryGameRow): Promise<Odds[]> {
  const rows = await db.query<{ bet_type: LotteryBetType; price_cents: string; payout_cents: string; min_points: number; max_points: number }>(
    `select bet_type, (point_price * 100)::bigint::text as price_cents, (payout_per_point * 100)::bigint::text as payout_cents, min_points, max_points
       from lottery_bet_types where merchant_code = $1 and game_code = $2 order by sort_order, bet_type`,
    [game.merchantCode, game.gameCode],
  );
  return rows.map((r) => ({
    betType: r.bet_type, priceCents: Number(r.price_cents), payoutCents: Number(r.payout_cents), minPoints: Number(r.min_points), maxPoints: Number(r.max_points),
  }));
}

const invalid = () => new WpsError(LOTTERY_ERROR_CODES.betInvalid, 'lotteryBetInvalid', 400);
const closed = () => new WpsError(LOTTERY_ERROR_CODES.drawClosed, 'lotteryDrawClosed', 409);
const notFound = () => new WpsError(LOTTERY_ERROR_CODES.orderNotFound, 'lotteryOrderNotFound', 404);

/** Each sub-order checked against its bet type's numbers and configured points; answers it priced. */
function priced(ask: PlaceOrderAsk, odds: readonly Odds[]) {
  return ask.subOrders.map((sub) => {
    const o = odds.find((x) => x.betType === sub.betType);
    if (!o) throw invalid();
    if (sub.points < o.minPoints || sub.points > o.maxPoints) throw invalid();
    if (!sub.numbers.every((n) => isBetNumber(sub.betType, n)) || new Set(sub.numbers).size !== sub.numbers.length) throw invalid();
    return { ...sub, odds: o, stakeCents: stakeCents({ numbers: sub.numbers, points: sub.points, pointPriceCents: o.priceCents }) };
  });
}

/** The draw row held for the caller's transaction, refused unless still open at `now`. */
async function holdOpenDraw(tx: Db, drawId: number, now: number): Promise<DrawRow> {
  const [row] = await tx.query<Parameters<typeof drawFromRow>[0]>(`select ${DRAW_COLUMNS} from lottery_draws where id = $1 for share`, [drawId]);
  const draw = drawFromRow(row!);
  if (draw.status !== 'open' || now >= draw.closesAt) throw closed();
  return draw;
}

export async function placeOrder(db: Db, game: LotteryGameRow, memberId: number, ask: PlaceOrderAsk, now: number): Promise<OrderDetail> {
  const subs = priced(ask, await loadOdds(db, game));
  const known = await db.query<{ id: string }>('select id::text from lottery_orders where member_id = $1 and request_id = $2', [memberId, ask.requestId]);
  if (known[0]) return orderDetail(db, memberId, Number(known[0].id));
  const open = await openDraw(db, game, now);
  // Only the draw the member saw open: an order meant for one that closed meanwhile is refused, never moved to the next.
  if (open.issue !== ask.issue) throw closed();
  const total = subs.reduce((sum, s) => sum + s.stakeCents, 0);
  const orderId = await db.transaction(async (tx) => {
    await holdOpenDraw(tx, open.id, now);
    const [order] = await tx.query<{ id: string }>(
      `insert into lottery_orders (member_id, merchant_code, draw_id, node_id, request_id, stake)
       values ($1, $2, $3, $4, $5, $6::bigint / 100.0) on conflict (member_id, request_id) do nothing returning id::text`,
      [memberId, game.merchantCode, open.id, game.nodeId, ask.requestId, total],
    );
    if (!order) return null;
    for (const s of subs) {
      await tx.query(
        `insert into lottery_sub_orders (order_id, bet_type, numbers, points, point_price, payout_per_point, stake)
         values ($1, $2, $3::text[], $4, $5::bigint / 100.0, $6::bigint / 100.0, $7::bigint / 100.0)`,
        [order.id, s.betType, s.numbers, s.points, s.odds.priceCents, s.odds.payoutCents, s.stakeCents],
      );
    }
    // A stake beyond the balance throws InsufficientBalanceError (409 in the envelope) and rolls the order back.
    await post(tx, { memberId, kind: 'bet', amountCents: -total, reference: orderReference(Number(order.id)) });
    return Number(order.id);
  });
  if (orderId === null) return placeOrder(db, game, memberId, ask, now);
  return orderDetail(db, memberId, orderId);
}

/**
 * Cancels the order's pending sub-orders named, while its draw is open.
 * The refund is one positive `bet` entry naming the order (it reverses
 * stake); a sub-order already cancelled is not refunded again.
 */
export async function cancelSubOrders(db: Db, memberId: number, orderId: number, subOrderIds: readonly number[], now: number): Promise<OrderDetail> {
  const [owned] = await db.query<{ draw_id: string }>('select draw_id::text from lottery_orders where id = $1 and member_id = $2', [orderId, memberId]);
  if (!owned) throw notFound();
  await db.transaction(async (tx) => {
    await holdOpenDraw(tx, Number(owned.draw_id), now);
    await tx.query('select id from lottery_orders where id = $1 for update', [orderId]);
    const cancelled = await tx.query<{ cents: string }>(
      `update lottery_sub_orders set status = 'cancelled', cancelled_at = now()
        where order_id = $1 and id = any($2::bigint[]) and status = 'pending' returning (stake * 100)::bigint::text as cents`,
      [orderId, subOrderIds],
    );
    const refund = cancelled.reduce((sum, r) => sum + Number(r.cents), 0);
    if (refund === 0) return;
    await tx.query(
      `update lottery_orders set refunded = refunded + $2::bigint / 100.0,
              status = case when not exists (select 1 from lottery_sub_orders where order_id = $1 and status <> 'cancelled') then 'cancelled' else status end
        where id = $1`,
      [orderId, refund],
    );
    await post(tx, { memberId, kind: 'bet', amountCents: refund, reference: orderReference(orderId) });
  });
  return orderDetail(db, memberId, orderId);
}

interface OrderRow {
  id: string;
  game_code: string;
  issue: string;
  status: OrderSummary['status'];
  stake_cents: string;
  win_cents: string;
  created_at: Date | string;
}

const ORDER_SELECT = `select o.id::text, d.game_code, d.issue::text, o.status, ((o.stake - o.refunded) * 100)::bigint::text as stake_cents,
  (o.win * 100)::bigint::text as win_cents, o.created_at from lottery_orders o join lottery_draws d on d.id = o.draw_id`;

const summary = (r: OrderRow): OrderSummary => ({
  orderId: Number(r.id), gameCode: r.game_code, issue: Number(r.issue), status: r.status,
  stake: Number(r.stake_cents) / 100, win: Number(r.win_cents) / 100, createdAt: new Date(r.created_at).getTime(),
});

export async function orderDetail(db: Db, memberId: number, orderId: number): Promise<OrderDetail> {
  const [row] = await db.query<OrderRow & { draw_id: string }>(`${ORDER_SELECT.replace('select ', 'select o.draw_id::text, ')} where o.id = $1 and o.member_id = $2`, [orderId, memberId]);
  if (!row) throw notFound();
  const [draw] = await db.query<Parameters<typeof drawFromRow>[0]>(`select ${DRAW_COLUMNS} from lottery_draws where id = $1`, [row.draw_id]);
  const subs = await db.query<{ id: string; bet_type: LotteryBetType; numbers: string[]; points: number; stake_cents: string; status: SubOrder['status']; hits: number; win_cents: string }>(
    `select id::text, bet_type, numbers, points, (stake * 100)::bigint::text as stake_cents, status, hits, (win * 100)::bigint::text as win_cents
       from lottery_sub_orders where order_id = $1 order by id`,
    [orderId],
  );
  return {
    ...summary(row),
    subOrders: subs.map((s) => ({
      subOrderId: Number(s.id), betType: s.bet_type, numbers: s.numbers, points: Number(s.points), stake: Number(s.stake_cents) / 100,
      status: s.status, hits: Number(s.hits), win: Number(s.win_cents) / 100,
    })),
    draw: publicDraw(drawFromRow(draw!)),
    balance: await readBalance(db, memberId),
  };
}

export async function listOrders(
  db: Db, memberId: number, filter: { gameCode?: string; status?: OrderSummary['status'] | 'all'; issue?: number; pageNo: number },
): Promise<OrdersPage> {
  const where = `where o.member_id = $1 and ($2::text is null or d.game_code = $2) and ($3::text is null or o.status = $3) and ($4::bigint is null or d.issue = $4)`;
  const params = [memberId, filter.gameCode ?? null, filter.status && filter.status !== 'all' ? filter.status : null, filter.issue ?? null];
  const [count] = await db.query<{ n: string }>(`select count(*)::text as n from lottery_orders o join lottery_draws d on d.id = o.draw_id ${where}`, params);
  const rows = await db.query<OrderRow>(
    `${ORDER_SELECT} ${where} order by o.id desc limit ${LOTTERY_ORDER_PAGE_SIZE} offset $5`,
    [...params, (filter.pageNo - 1) * LOTTERY_ORDER_PAGE_SIZE],
  );
  const totalCount = Number(count!.n);
  return { list: rows.map(summary), pageNum: filter.pageNo, totalPages: Math.max(1, Math.ceil(totalCount / LOTTERY_ORDER_PAGE_SIZE)), totalCount };
}
