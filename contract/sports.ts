import * as v from 'valibot';
import { BET_STATUSES, LEG_RESULTS, MARKET_KINDS, PICKS } from './sports-markets';

/**
 * The sportsbook's calls (docs/decisions/0073-sports-and-cockfight.md): the
 * fixtures of the launched game's category with their markets and odds, a
 * bet slip placed as singles and a parlay, and the member's bets. Every call
 * is the member's (session token); every rule is the server's: the odds the
 * slip showed must still be the odds, the market open, the stakes within
 * the limits this state serves and the balance.
 */
export const SPORTS_PATHS = {
  /** GET ?nodeId=: the game, the upcoming fixtures of its category with markets, the limits, the balance. */
  state: '/wps/sports/state',
  /** POST: place a slip; GET ?status=open|settled: the member's bets, newest first. */
  bets: '/wps/sports/bets',
} as const;

export const SPORTS_ERROR_CODES = {
  gameNotFound: 'sports.game.not_found',
  /** The odds the slip showed are not the odds any more: the reply's value lists the current ones. */
  oddsChanged: 'sports.odds.changed',
  /** A selection's market is closed (kicked off, settled, void) or unknown. */
  marketClosed: 'sports.market.closed',
  stakeLimit: 'sports.stake.limit',
  parlayInvalid: 'sports.parlay.invalid',
  slipInvalid: 'sports.slip.invalid',
} as const;

export const SPORTS_CATEGORIES = ['SPORTS', 'ESPORTS'] as const;
export type SportsCategory = (typeof SPORTS_CATEGORIES)[number];
/** Football and basketball under SPORTS; three e-sports titles under ESPORTS (their score is maps won, best of three). */
export const SPORTS = ['football', 'basketball', 'lol', 'dota2', 'cs2'] as const;
export type Sport = (typeof SPORTS)[number];

/** At most this many selections on one slip (and legs in its parlay). */
export const MAX_SLIP_SELECTIONS = 10;
export const SPORTS_BETS_LIMIT = 30;

const idSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
const oddsSchema = v.pipe(v.number(), v.finite(), v.minValue(1.01), v.maxValue(1000), v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'odds carry two decimals'));
const stakeSchema = v.pipe(v.number(), v.finite(), v.minValue(0.01), v.maxValue(1e12), v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'a whole number of cents'));
const nodeIdSchema = v.pipe(v.string(), v.regex(/^\d{1,12}$/));

export const sportsStateQuerySchema = v.object({ nodeId: nodeIdSchema });

export const selectionAskSchema = v.object({
  marketId: idSchema,
  pick: v.picklist(PICKS),
  /** The odds the slip showed (and the member accepted): refused when they are not the current ones. */
  odds: oddsSchema,
});
export type SelectionAsk = v.InferOutput<typeof selectionAskSchema>;

export const placeSlipSchema = v.object({
  nodeId: nodeIdSchema,
  /** A client-made id per slip: a repeated request answers the bets it placed. */
  requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  selections: v.pipe(v.array(selectionAskSchema), v.minLength(1), v.maxLength(MAX_SLIP_SELECTIONS)),
  /** A single on a selection (its index in `selections`) with its own stake. */
  singles: v.pipe(v.array(v.object({ selection: v.pipe(v.number(), v.integer(), v.minValue(0)), stake: stakeSchema })), v.maxLength(MAX_SLIP_SELECTIONS)),
  /** One parlay of every selection (each from a different fixture), or none. */
  parlay: v.nullable(v.object({ stake: stakeSchema })),
});
export type PlaceSlipAsk = v.InferOutput<typeof placeSlipSchema>;

export const betsQuerySchema = v.object({ status: v.picklist(['open', 'settled']) });

export const selectionSchema = v.object({ pick: v.picklist(PICKS), odds: v.number() });
export const marketSchema = v.object({
  marketId: v.number(),
  kind: v.picklist(MARKET_KINDS),
  /** The home side's handicap (ah) or the total (ou); null for 1x2 and ml. */
  line: v.nullable(v.number()),
  selections: v.array(selectionSchema),
});
export type Market = v.InferOutput<typeof marketSchema>;

export const fixtureSchema = v.object({
  fixtureId: v.number(),
  sport: v.picklist(SPORTS),
  league: v.string(),
  home: v.string(),
  away: v.string(),
  startsAt: v.number(),
  markets: v.array(marketSchema),
});
export type Fixture = v.InferOutput<typeof fixtureSchema>;

export const sportsLimitsSchema = v.object({
  /** Per bet (each single, the parlay), in currency units. */
  minStake: v.number(),
  maxStake: v.number(),
  /** The most a bet may return (stake included). */
  maxPayout: v.number(),
  maxLegs: v.number(),
});
export type SportsLimits = v.InferOutput<typeof sportsLimitsSchema>;

export const sportsStateSchema = v.object({
  gameName: v.string(),
  nodeId: v.string(),
  category: v.picklist(SPORTS_CATEGORIES),
  /** Server time (epoch ms) when answered. */
  now: v.number(),
  limits: sportsLimitsSchema,
  /** Upcoming fixtures open for bets, by kick-off. */
  fixtures: v.array(fixtureSchema),
  balance: v.number(),
});
export type SportsState = v.InferOutput<typeof sportsStateSchema>;

export const betLegSchema = v.object({
  fixtureId: v.number(),
  sport: v.picklist(SPORTS),
  league: v.string(),
  home: v.string(),
  away: v.string(),
  startsAt: v.number(),
  kind: v.picklist(MARKET_KINDS),
  line: v.nullable(v.number()),
  pick: v.picklist(PICKS),
  odds: v.number(),
  /** Null until its fixture is settled or void. */
  result: v.nullable(v.picklist(LEG_RESULTS)),
  /** The fixture's final score once settled (null when void or not yet). */
  score: v.nullable(v.object({ home: v.number(), away: v.number() })),
});
export type BetLeg = v.InferOutput<typeof betLegSchema>;

export const sportsBetSchema = v.object({
  betId: v.number(),
  kind: v.picklist(['single', 'parlay']),
  stake: v.number(),
  /** Combined odds (a single's own odds). */
  odds: v.number(),
  potentialReturn: v.number(),
  status: v.picklist(BET_STATUSES),
  /** What it returned (stake included) once settled; 0 while open. */
  payout: v.number(),
  createdAt: v.number(),
  settledAt: v.nullable(v.number()),
  legs: v.array(betLegSchema),
});
export type SportsBet = v.InferOutput<typeof sportsBetSchema>;

export const placedSlipSchema = v.object({ bets: v.array(sportsBetSchema), balance: v.number() });
export type PlacedSlip = v.InferOutput<typeof placedSlipSchema>;
export const sportsBetsSchema = v.array(sportsBetSchema);

/** The value of an oddsChanged refusal: the current odds of the selections that moved, or null where the market closed. */
export const oddsChangesSchema = v.object({
  changes: v.array(v.object({ marketId: v.number(), pick: v.picklist(PICKS), odds: v.nullable(v.number()) })),
});

/** A sports bet in the betting record: the slip and its selections (docs/decisions/0073). */
export const sportsRoundSchema = v.object({
  engine: v.literal('sports'),
  betId: v.number(),
  kind: v.picklist(['single', 'parlay']),
  odds: v.number(),
  status: v.picklist(BET_STATUSES),
  legs: v.array(betLegSchema),
});
export type SportsRound = v.InferOutput<typeof sportsRoundSchema>;
