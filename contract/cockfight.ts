import * as v from 'valibot';
import { COCKFIGHT_SIDES } from './cockfight-round';
import { fairnessSchema } from './fairness';

/**
 * The cockfight tables' calls (docs/decisions/0073-sports-and-cockfight.md):
 * the table's current round with its timer, odds and seed hash, the results
 * road, the member's bets, and a bet on Meron, Wala or Draw while the
 * betting window is open. Every call is the member's (session token).
 */
export const COCKFIGHT_PATHS = {
  /** GET ?nodeId=: the table, its current round, the road, the member's recent bets, the balance. */
  state: '/wps/cockfight/state',
  /** POST: a bet on the open round. */
  bets: '/wps/cockfight/bets',
} as const;

export const COCKFIGHT_ERROR_CODES = {
  gameNotFound: 'cockfight.game.not_found',
  /** The betting window of that round is closed (or it is not the open round). */
  roundClosed: 'cockfight.round.closed',
  oddsChanged: 'cockfight.odds.changed',
  stakeLimit: 'cockfight.stake.limit',
} as const;

/** How many resolved rounds the road shows. */
export const COCKFIGHT_ROAD_LENGTH = 48;
export const COCKFIGHT_MY_BETS = 10;

const nodeIdSchema = v.pipe(v.string(), v.regex(/^\d{1,12}$/));
const sideSchema = v.picklist(COCKFIGHT_SIDES);
const moneySchema = v.pipe(v.number(), v.finite(), v.minValue(0.01), v.maxValue(1e12), v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'a whole number of cents'));

export const cockfightStateQuerySchema = v.object({ nodeId: nodeIdSchema });

export const cockfightBetAskSchema = v.object({
  nodeId: nodeIdSchema,
  /** The round the member saw open: a bet meant for one that closed is refused, never moved on. */
  roundNo: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  side: sideSchema,
  stake: moneySchema,
  /** The odds the button showed. */
  odds: v.pipe(v.number(), v.finite(), v.minValue(1), v.maxValue(1000)),
  requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
});
export type CockfightBetAsk = v.InferOutput<typeof cockfightBetAskSchema>;

export const cockfightOddsSchema = v.object({ meron: v.number(), wala: v.number(), draw: v.number() });

export const cockfightRoundSchema = v.object({
  roundNo: v.number(),
  opensAt: v.number(),
  /** The betting window closes here; the fight runs to resultAt. */
  closesAt: v.number(),
  resultAt: v.number(),
  phase: v.picklist(['betting', 'fighting', 'resolved']),
  odds: cockfightOddsSchema,
  serverSeedHash: v.string(),
  clientSeed: v.string(),
  /** Once resolved: the revealed seed and the side. */
  serverSeed: v.nullable(v.string()),
  result: v.nullable(sideSchema),
});
export type CockfightRound = v.InferOutput<typeof cockfightRoundSchema>;

export const cockfightBetSchema = v.object({
  betId: v.number(),
  roundNo: v.number(),
  side: sideSchema,
  stake: v.number(),
  odds: v.number(),
  status: v.picklist(['open', 'won', 'lost', 'refunded']),
  /** What it returned (stake included) once resolved. */
  payout: v.number(),
  createdAt: v.number(),
});
export type CockfightBet = v.InferOutput<typeof cockfightBetSchema>;

export const cockfightStateSchema = v.object({
  gameName: v.string(),
  nodeId: v.string(),
  now: v.number(),
  bettingSeconds: v.number(),
  fightSeconds: v.number(),
  limits: v.object({ minStake: v.number(), maxStake: v.number() }),
  round: cockfightRoundSchema,
  /** Resolved rounds, newest first. */
  road: v.array(cockfightRoundSchema),
  myBets: v.array(cockfightBetSchema),
  balance: v.number(),
});
export type CockfightState = v.InferOutput<typeof cockfightStateSchema>;

export const cockfightPlacedSchema = v.object({ bet: cockfightBetSchema, balance: v.number() });

/** A cockfight bet in the betting record: the side, the round's result and its fairness values (seed revealed). */
export const cockfightRecordSchema = v.object({
  engine: v.literal('cockfight'),
  roundNo: v.number(),
  side: sideSchema,
  odds: v.number(),
  result: sideSchema,
  fairness: fairnessSchema,
});
export type CockfightRecord = v.InferOutput<typeof cockfightRecordSchema>;
