import * as v from 'valibot';
import { baccaratRound, BACCARAT_VARIANTS, type BaccaratWinner } from './baccarat';
import { cardSchema } from './blackjack-play';
import { dragonTigerRound } from './dragon-tiger';
import { fairnessSchema } from './fairness';
import { rouletteRound, rouletteSpot } from './roulette';
import { diceTotal, sicBoRound } from './sic-bo';
import { redCount, xocDiaRound } from './xoc-dia';
import { LIVE_ENGINES, type LiveEngine } from './live-models';

/**
 * The live casino tables' calls (docs/decisions/0072-live-tables.md): a
 * table deals rounds on the server's clock, shared by everyone seated; the
 * screen polls its state, places chips in the betting window and shows the
 * deal or the spin. Like the other in-house engines' calls they name the
 * launch ticket (one member, one game), never the session token.
 */
export const LIVE_TABLE_PATHS = {
  /** GET ?ticket= of a live vendor's lobby game: the vendor's tables, each with its round and road. */
  lobby: '/wps/play/tables/lobby',
  /** GET ?ticket= of a table: the round on the table, the member's chips on it, the road, the balance. */
  state: '/wps/play/tables/state',
  /** POST: chips on spots of the open round. */
  bet: '/wps/play/tables/bet',
} as const;

export const LIVE_TABLE_ERROR_CODES = {
  /** The round's betting window has closed (or it is not the round on the table). */
  bettingClosed: 'table.betting.closed',
  /** A spot the table's layout does not have. */
  spotInvalid: 'table.spot.invalid',
  /** An amount that is not a whole number of the table's smallest chip. */
  amountInvalid: 'table.amount.invalid',
  /** More on one spot than the table's limit. */
  limitExceeded: 'table.limit.exceeded',
  /** The ticket's game is not a live vendor's lobby. */
  notLobby: 'table.lobby.invalid',
} as const;

// The engines and the live model list live in ./live-models: the home lobby's live row needs them
// without the tables' round schemas (docs/decisions/0087-first-visit-javascript-budget.md).
export { LIVE_ENGINES, LIVE_MODEL_PATH, liveModelSchema, liveModelListSchema, type LiveEngine, type LiveModel, type LiveModelList } from './live-models';
/** Rounds of the road a table's state carries (a bead plate of 6 × 12). */
export const ROAD_LENGTH = 72;
/** Rounds of the road each table in a lobby shows. */
export const LOBBY_ROAD_LENGTH = 12;
/** Spots in one bet request. */
export const MAX_BETS_PER_REQUEST = 40;

const ticketSchema = v.pipe(v.string(), v.minLength(20), v.maxLength(100));
const idSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 53 - 1));
const amountSchema = v.pipe(v.number(), v.finite(), v.minValue(0.01), v.maxValue(1e12), v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6));

export const baccaratOutcomeSchema = v.object({
  engine: v.literal('baccarat'),
  player: v.array(cardSchema),
  banker: v.array(cardSchema),
  playerTotal: v.number(),
  bankerTotal: v.number(),
  winner: v.picklist(['player', 'banker', 'tie'] satisfies BaccaratWinner[]),
  playerPair: v.boolean(),
  bankerPair: v.boolean(),
});
export type BaccaratOutcome = v.InferOutput<typeof baccaratOutcomeSchema>;

export const rouletteOutcomeSchema = v.object({
  engine: v.literal('roulette'),
  number: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
});
export type RouletteOutcome = v.InferOutput<typeof rouletteOutcomeSchema>;

export const dragonTigerOutcomeSchema = v.object({
  engine: v.literal('dragon-tiger'),
  dragon: cardSchema,
  tiger: cardSchema,
  winner: v.picklist(['dragon', 'tiger', 'tie']),
  suited: v.boolean(),
});
export type DragonTigerOutcome = v.InferOutput<typeof dragonTigerOutcomeSchema>;

const dieSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6));
export const sicBoOutcomeSchema = v.object({
  engine: v.literal('sic-bo'),
  dice: v.tuple([dieSchema, dieSchema, dieSchema]),
  total: v.number(),
});
export type SicBoOutcome = v.InferOutput<typeof sicBoOutcomeSchema>;

export const xocDiaOutcomeSchema = v.object({
  engine: v.literal('xoc-dia'),
  coins: v.pipe(v.array(v.picklist(['red', 'white'])), v.length(4)),
  reds: v.number(),
});
export type XocDiaOutcome = v.InferOutput<typeof xocDiaOutcomeSchema>;

export const tableOutcomeSchema = v.variant('engine', [baccaratOutcomeSchema, rouletteOutcomeSchema, dragonTigerOutcomeSchema, sicBoOutcomeSchema, xocDiaOutcomeSchema]);
export type TableOutcome = v.InferOutput<typeof tableOutcomeSchema>;

/**
 * What a round's seed deals (docs/fairness.md "Live tables"): the hands or
 * the number. The server settles with it and the verify screen recomputes
 * with it.
 */
export async function tableOutcome(engine: LiveEngine, serverSeed: string, clientSeed: string, nonce = 0): Promise<TableOutcome> {
  if (engine === 'roulette') return { engine, number: await rouletteRound(serverSeed, clientSeed, nonce) };
  if (engine === 'dragon-tiger') {
    const hand = await dragonTigerRound(serverSeed, clientSeed, nonce);
    return { engine, dragon: hand.dragon, tiger: hand.tiger, winner: hand.winner, suited: hand.suited };
  }
  if (engine === 'sic-bo') {
    const dice = await sicBoRound(serverSeed, clientSeed, nonce);
    return { engine, dice: [...dice], total: diceTotal(dice) };
  }
  if (engine === 'xoc-dia') {
    const coins = await xocDiaRound(serverSeed, clientSeed, nonce);
    return { engine, coins, reds: redCount(coins) };
  }
  const hand = await baccaratRound(serverSeed, clientSeed, nonce);
  return {
    engine, player: hand.player, banker: hand.banker, playerTotal: hand.playerTotal, bankerTotal: hand.bankerTotal,
    winner: hand.winner, playerPair: hand.playerPair, bankerPair: hand.bankerPair,
  };
}

/** One past round as the road shows it. */
export const roadEntrySchema = v.object({ roundNo: v.number(), outcome: tableOutcomeSchema });
export type RoadEntry = v.InferOutput<typeof roadEntrySchema>;

/**
 * The round on the table. `betting` until `closesAt` (the server refuses
 * chips from then on), then `settled`: the outcome and the revealed seed are
 * shown until `endsAt`, when the next round opens. A round whose window has
 * closed may still read `betting` for a moment, until it is settled.
 */
export const tableRoundSchema = v.object({
  roundId: v.number(),
  roundNo: v.number(),
  phase: v.picklist(['betting', 'settled']),
  opensAt: v.number(),
  closesAt: v.number(),
  endsAt: v.number(),
  outcome: v.nullable(tableOutcomeSchema),
  /** The round's own seed: its hash from the opening, the seed itself once settled (nonce 0; docs/fairness.md). */
  fairness: fairnessSchema,
});
export type TableRound = v.InferOutput<typeof tableRoundSchema>;

export const tableBetSchema = v.object({ spot: v.string(), amount: v.number() });
export type TableBet = v.InferOutput<typeof tableBetSchema>;

export const tableStateQuerySchema = v.object({ ticket: ticketSchema });

export const tableStateSchema = v.object({
  gameName: v.string(),
  nodeId: v.string(),
  engine: v.picklist(LIVE_ENGINES),
  /** Baccarat's rule set; null at a roulette table. */
  variant: v.nullable(v.picklist(BACCARAT_VARIANTS)),
  /** Chip values, in currency units; every amount is a whole number of the smallest. */
  chips: v.array(v.number()),
  /** The most one member may have on one spot in one round. */
  maxPerSpot: v.number(),
  balance: v.number(),
  /** The server's clock when it answered (epoch ms): the screen counts the window down from it. */
  serverNow: v.number(),
  /** The round on the table; null while the table is opening. */
  round: v.nullable(tableRoundSchema),
  /** The member's chips on that round, summed per spot. */
  myBets: v.array(tableBetSchema),
  /** What the member staked on it and, once settled, what it paid back (stake included). */
  myStake: v.number(),
  myPayout: v.nullable(v.number()),
  /** The last settled rounds, oldest first. */
  road: v.array(roadEntrySchema),
});
export type TableState = v.InferOutput<typeof tableStateSchema>;

export const tableBetPayloadSchema = v.object({
  ticket: ticketSchema,
  /** The round the member saw open: chips never move to another round. */
  roundId: idSchema,
  /** A client-made id per confirmation: a repeated request answers without staking again. */
  requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  bets: v.pipe(v.array(v.object({ spot: v.pipe(v.string(), v.maxLength(40)), amount: amountSchema })), v.minLength(1), v.maxLength(MAX_BETS_PER_REQUEST)),
});
export type TableBetPayload = v.InferOutput<typeof tableBetPayloadSchema>;

export const lobbyTableSchema = v.object({
  nodeId: v.string(),
  gameId: v.string(),
  gameName: v.string(),
  vassalage: v.string(),
  engine: v.picklist(LIVE_ENGINES),
  variant: v.nullable(v.picklist(BACCARAT_VARIANTS)),
  minBet: v.number(),
  round: v.nullable(v.object({ roundNo: v.number(), phase: v.picklist(['betting', 'settled']), closesAt: v.number(), endsAt: v.number() })),
  road: v.array(roadEntrySchema),
});
export type LobbyTable = v.InferOutput<typeof lobbyTableSchema>;

export const tablesLobbySchema = v.object({
  gameName: v.string(),
  vendorName: v.string(),
  balance: v.number(),
  serverNow: v.number(),
  tables: v.array(lobbyTableSchema),
});
export type TablesLobby = v.InferOutput<typeof tablesLobbySchema>;

/** A settled table round in the betting record: the hand or the number, the member's bets and what recomputes it. */
const recordBetSchema = v.object({ spot: v.string(), amount: v.number(), payout: v.number() });
export const baccaratRoundSchema = v.object({
  engine: v.literal('baccarat'),
  roundNo: v.number(),
  variant: v.picklist(BACCARAT_VARIANTS),
  outcome: baccaratOutcomeSchema,
  bets: v.array(recordBetSchema),
  fairness: fairnessSchema,
});
export type BaccaratRound = v.InferOutput<typeof baccaratRoundSchema>;
export const rouletteRoundSchema = v.object({
  engine: v.literal('roulette'),
  roundNo: v.number(),
  outcome: rouletteOutcomeSchema,
  bets: v.array(recordBetSchema),
  fairness: fairnessSchema,
});
export type RouletteRound = v.InferOutput<typeof rouletteRoundSchema>;

/** A settled dragon tiger, sic bo or xóc đĩa round in the betting record (docs/decisions/0076). */
const otherTableRound = <E extends 'dragon-tiger' | 'sic-bo' | 'xoc-dia', O extends v.GenericSchema>(engine: E, outcome: O) => v.object({
  engine: v.literal(engine),
  roundNo: v.number(),
  outcome,
  bets: v.array(recordBetSchema),
  fairness: fairnessSchema,
});
export const dragonTigerRoundSchema = otherTableRound('dragon-tiger', dragonTigerOutcomeSchema);
export const sicBoRoundSchema = otherTableRound('sic-bo', sicBoOutcomeSchema);
export const xocDiaRoundSchema = otherTableRound('xoc-dia', xocDiaOutcomeSchema);
export type DragonTigerRound = v.InferOutput<typeof dragonTigerRoundSchema>;
export type SicBoRound = v.InferOutput<typeof sicBoRoundSchema>;
export type XocDiaRound = v.InferOutput<typeof xocDiaRoundSchema>;
/** Any settled table round's record. */
export type TableRoundRecord = BaccaratRound | RouletteRound | DragonTigerRound | SicBoRound | XocDiaRound;

/**
 * A spot's words on any table, for the screens and the betting record: its
 * dictionary key (under play.) and the values it takes. Roulette's spots are
 * named by kind and numbers (contract/roulette.ts), sic bo's by kind and
 * face or total (contract/sic-bo.ts); every other spot by its id.
 */
export function tableSpotWords(spot: string): { key: string; values: Record<string, string> } {
  const roulette = rouletteSpot(spot);
  if (roulette) {
    if (roulette.kind === 'dozen' || roulette.kind === 'column') {
      return { key: `tbl_spot_${roulette.kind}`, values: { n: spot.slice(-1), numbers: `${roulette.numbers[0]}–${roulette.numbers.at(-1)}` } };
    }
    if (roulette.kind === 'colour' || roulette.kind === 'parity' || roulette.kind === 'half') return { key: `tbl_spot_${spot}`, values: {} };
    return { key: `tbl_spot_${roulette.kind}`, values: { numbers: roulette.numbers.join('–') } };
  }
  const [kind, arg = ''] = spot.split('-');
  if (kind === 'total' || kind === 'double' || kind === 'single') return { key: `tbl_spot_${kind}`, values: { n: arg } };
  if (kind === 'triple') return arg === 'any' ? { key: 'tbl_spot_triple_any', values: {} } : { key: 'tbl_spot_triple', values: { n: arg } };
  return { key: `tbl_spot_${spot}`, values: {} };
}
