import * as v from 'valibot';
import { LOTTERY_BET_TYPES } from './lottery-draw';

/**
 * The fast lottery's calls (docs/decisions/0067-lottery-draws.md): the
 * /lgw order calls the live platform names (place, list, detail, cancel
 * sub-orders) and two of this engine's own (the open draw, recent results).
 * Every call is the member's (session token); every rule is the server's.
 */
export const LOTTERY_PATHS = {
  /** GET ?gameCode= or ?nodeId=: the game, its bet types and odds, the open draw, the balance. */
  state: '/lgw/fast/state',
  /** GET: recent drawn results ?gameCode=&limit=. */
  draws: '/lgw/fast/draws',
  /** GET ?gameCode=&limit=: game numero, how often each two-digit ending came in the latest draws (docs/decisions/0102). */
  numero: '/lgw/fast/numero',
  /** POST: place an order; GET: the member's orders, paged, by status. */
  orders: '/lgw/orders',
  /** GET ?orderId=: the order with its sub-orders, results and wins. */
  orderDetail: '/lgw/orders/detail',
  /** POST {orderId, subOrderIds}: cancel before the draw closes; refunded once. */
  cancelSubOrders: '/lgw/orders/suborders/cancel',
  /** Test mode only: close the open draw now and draw it. */
  testCloseDraw: '/__test/lottery/close',
} as const;

export const LOTTERY_ERROR_CODES = {
  gameNotFound: 'lottery.game.not_found',
  drawClosed: 'lottery.draw.closed',
  orderNotFound: 'lottery.order.not_found',
  betInvalid: 'lottery.bet.invalid',
} as const;

/** At most this many sub-orders in one order and numbers in one sub-order. */
export const MAX_SUB_ORDERS = 10;
export const MAX_NUMBERS = 10;
export const LOTTERY_ORDER_PAGE_SIZE = 20;
export const LOTTERY_DRAWS_LIMIT = 10;
/** Draws the game numero counts unless asked otherwise, and at most. */
export const LOTTERY_NUMERO_DRAWS = { default: 30, max: 100 } as const;

const gameCodeSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/));
const betTypeSchema = v.picklist(LOTTERY_BET_TYPES);
const idSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
const intString = (max: number) => v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(max));

export const stateQuerySchema = v.union([
  v.object({ gameCode: gameCodeSchema }),
  v.object({ nodeId: v.pipe(v.string(), v.regex(/^\d{1,12}$/)) }),
]);
export const drawsQuerySchema = v.object({ gameCode: gameCodeSchema, limit: v.optional(intString(50)) });
export const numeroQuerySchema = v.object({ gameCode: gameCodeSchema, limit: v.optional(intString(100)) });

export const subOrderAskSchema = v.object({
  betType: betTypeSchema,
  /** Two digits for lô and đề, three for 3 càng; checked against the bet type on the server. */
  numbers: v.pipe(v.array(v.pipe(v.string(), v.regex(/^\d{2,3}$/))), v.minLength(1), v.maxLength(MAX_NUMBERS)),
  points: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
});
export type SubOrderAsk = v.InferOutput<typeof subOrderAskSchema>;

export const placeOrderSchema = v.object({
  gameCode: gameCodeSchema,
  /** The draw the member sees open: an order for a draw that closed meanwhile is refused, never moved on. */
  issue: idSchema,
  subOrders: v.pipe(v.array(subOrderAskSchema), v.minLength(1), v.maxLength(MAX_SUB_ORDERS)),
  /** A client-made id per order: a repeated request answers the order it placed. */
  requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
});
export type PlaceOrderAsk = v.InferOutput<typeof placeOrderSchema>;

export const ORDER_STATUSES = ['pending', 'settled', 'cancelled'] as const;
export const SUB_ORDER_STATUSES = ['pending', 'won', 'lost', 'cancelled'] as const;

export const ordersQuerySchema = v.object({
  gameCode: v.optional(gameCodeSchema),
  status: v.optional(v.picklist([...ORDER_STATUSES, 'all'])),
  issue: v.optional(intString(Number.MAX_SAFE_INTEGER)),
  pageNo: v.optional(intString(10_000)),
});
export const orderDetailQuerySchema = v.object({ orderId: intString(Number.MAX_SAFE_INTEGER) });
export const cancelSubOrdersSchema = v.object({
  orderId: idSchema,
  subOrderIds: v.pipe(v.array(idSchema), v.minLength(1), v.maxLength(MAX_SUB_ORDERS)),
});
export const testCloseDrawSchema = v.object({ gameCode: gameCodeSchema });

export const betTypeOddsSchema = v.object({
  betType: betTypeSchema,
  /** Currency units one point on one number costs. */
  pointPrice: v.number(),
  /** Currency units one point wins per hit. */
  payoutPerPoint: v.number(),
  minPoints: v.number(),
  maxPoints: v.number(),
});
export type BetTypeOdds = v.InferOutput<typeof betTypeOddsSchema>;

export const drawSchema = v.object({
  issue: v.number(),
  opensAt: v.number(),
  closesAt: v.number(),
  status: v.picklist(['open', 'drawn']),
  serverSeedHash: v.string(),
  clientSeed: v.string(),
  /** Once drawn: the revealed seed and the prizes per tier (contract/lottery-draw.ts PRIZE_TIERS). */
  serverSeed: v.nullable(v.string()),
  prizes: v.nullable(v.array(v.array(v.string()))),
  drawnAt: v.nullable(v.number()),
});
export type LotteryDraw = v.InferOutput<typeof drawSchema>;

export const lotteryStateSchema = v.object({
  gameCode: v.string(),
  gameName: v.string(),
  nodeId: v.string(),
  /** Server time (epoch ms) when answered: the countdown corrects the device clock by it. */
  now: v.number(),
  draw: drawSchema,
  betTypes: v.array(betTypeOddsSchema),
  balance: v.number(),
});
export type LotteryState = v.InferOutput<typeof lotteryStateSchema>;

export const subOrderSchema = v.object({
  subOrderId: v.number(),
  betType: betTypeSchema,
  numbers: v.array(v.string()),
  points: v.number(),
  stake: v.number(),
  status: v.picklist(SUB_ORDER_STATUSES),
  hits: v.number(),
  win: v.number(),
});
export type SubOrder = v.InferOutput<typeof subOrderSchema>;

export const orderSummarySchema = v.object({
  orderId: v.number(),
  gameCode: v.string(),
  issue: v.number(),
  status: v.picklist(ORDER_STATUSES),
  /** What was staked, less what cancellations refunded. */
  stake: v.number(),
  win: v.number(),
  createdAt: v.number(),
});
export type OrderSummary = v.InferOutput<typeof orderSummarySchema>;

export const orderDetailSchema = v.object({
  ...orderSummarySchema.entries,
  subOrders: v.array(subOrderSchema),
  draw: drawSchema,
  balance: v.number(),
});
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>;

export const ordersPageSchema = v.object({
  list: v.array(orderSummarySchema),
  pageNum: v.number(),
  totalPages: v.number(),
  totalCount: v.number(),
});
export type OrdersPage = v.InferOutput<typeof ordersPageSchema>;

export const drawsListSchema = v.array(drawSchema);

/** Game numero: over the game's latest drawn draws, each ending 00–99, its count and the draws since it last came (null: not in them). */
export const gameNumeroSchema = v.object({
  gameCode: v.string(),
  draws: v.number(),
  fromIssue: v.nullable(v.number()),
  toIssue: v.nullable(v.number()),
  numbers: v.array(v.object({ number: v.string(), count: v.number(), absentDraws: v.nullable(v.number()) })),
});
export type GameNumero = v.InferOutput<typeof gameNumeroSchema>;
