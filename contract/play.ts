import * as v from 'valibot';
import { clientSeedSchema, fairnessSchema } from './fairness';
import { REEL_SYMBOLS } from './reels';

/**
 * The in-house game engines the PWA's play screen talks to
 * (docs/decisions/0065-provably-fair-engines.md). Every call names the launch
 * ticket (one member, one game), never the session token.
 */
export const PLAY_PATHS = {
  state: '/wps/play/state',
  spin: '/wps/play/spin',
  clientSeed: '/wps/play/seed/client',
  rotateSeed: '/wps/play/seed/rotate',
  /** Generated symbol art: /wps/play/symbols/{style}/{symbol}.webp */
  symbols: '/wps/play/symbols',
} as const;

/** Where a reel symbol's art is, in a palette (the API's path; the client puts its API base before it). */
export function symbolArtPath(style: number, symbol: string): string {
  return `${PLAY_PATHS.symbols}/${style}/${symbol}.webp`;
}

export const PLAY_ERROR_CODES = {
  ticketInvalid: 'launch.ticket.invalid',
  betInvalid: 'bet.invalid',
  /** The game has no engine of its own (it opens the demo page). */
  engineMissing: 'play.engine.missing',
  clientSeedInvalid: 'fairness.client_seed.invalid',
} as const;

const ticketSchema = v.pipe(v.string(), v.minLength(20), v.maxLength(100));
/** A client-made id per spin: a repeated request answers the round it already played. */
export const spinIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));

export const ticketQuerySchema = v.object({ ticket: ticketSchema });
export const spinPayloadSchema = v.object({
  ticket: ticketSchema,
  /** The total bet (all lines), in currency units; ignored while free spins remain. */
  bet: v.pipe(v.number(), v.finite(), v.minValue(0)),
  spinId: spinIdSchema,
});
export type SpinPayload = v.InferOutput<typeof spinPayloadSchema>;
export const clientSeedPayloadSchema = v.object({ ticket: ticketSchema, clientSeed: clientSeedSchema });

const symbolSchema = v.picklist(REEL_SYMBOLS);
export const lineWinSchema = v.object({
  line: v.number(),
  symbol: symbolSchema,
  count: v.number(),
  /** In currency units. */
  win: v.number(),
});
export type LineWinValue = v.InferOutput<typeof lineWinSchema>;

export const freeSpinsSchema = v.object({
  remaining: v.number(),
  /** The bet the free spins were won at, in currency units. */
  bet: v.number(),
  multiplier: v.number(),
  /** What this run of free spins has won so far. */
  won: v.number(),
});
export type FreeSpinsValue = v.InferOutput<typeof freeSpinsSchema>;

/** The active seed as the member may see it: the hash, never the seed. */
export const activeSeedSchema = v.object({ serverSeedHash: v.string(), clientSeed: v.string(), nextNonce: v.number() });
export type ActiveSeed = v.InferOutput<typeof activeSeedSchema>;

/**
 * A round as the betting record and the play screen show it: the window
 * (window[reel][row]), the lines it won and the values that recompute it.
 */
export const reelRoundSchema = v.object({
  engine: v.literal('reels'),
  reelSet: v.string(),
  stops: v.array(v.number()),
  window: v.array(v.array(symbolSchema)),
  lineWins: v.array(lineWinSchema),
  scatterCount: v.number(),
  scatterWin: v.number(),
  freeSpinsWon: v.number(),
  freeSpin: v.boolean(),
  fairness: fairnessSchema,
});
export type ReelRound = v.InferOutput<typeof reelRoundSchema>;

export const playStateValueSchema = v.object({
  gameName: v.string(),
  nodeId: v.string(),
  reelSet: v.string(),
  /** The palette of the game's lobby icon: its symbols are symbolArtPath(artStyle, symbol). */
  artStyle: v.number(),
  bets: v.array(v.number()),
  balance: v.number(),
  seed: activeSeedSchema,
  freeSpins: v.nullable(freeSpinsSchema),
});
export type PlayState = v.InferOutput<typeof playStateValueSchema>;

export const spinValueSchema = v.object({
  roundId: v.number(),
  bet: v.number(),
  win: v.number(),
  balance: v.number(),
  round: reelRoundSchema,
  freeSpins: v.nullable(freeSpinsSchema),
  seed: activeSeedSchema,
});
export type SpinValue = v.InferOutput<typeof spinValueSchema>;

/** Rotation reveals the seed that was active (with the last nonce it played) and shows the new one's hash. */
export const rotateValueSchema = v.object({
  revealed: v.object({ serverSeed: v.string(), serverSeedHash: v.string(), clientSeed: v.string(), rounds: v.number() }),
  seed: activeSeedSchema,
});
export type RotateValue = v.InferOutput<typeof rotateValueSchema>;
