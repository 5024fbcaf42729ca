import * as v from 'valibot';
import { fairnessSchema } from './fairness';
import { FISH_SPECIES } from './fishing';
import { activeSeedSchema } from './play';

/**
 * The fishing arcade's calls (docs/decisions/0074-fishing.md). Like the other
 * engines' calls they name the launch ticket (one member, one game), never
 * the session token; the seed calls are the reels' (contract/play.ts).
 */
export const FISHING_PATHS = {
  /** GET ?ticket=: the game, its cannon values, the balance and the seed hash. */
  state: '/wps/play/fishing/state',
  /** POST: one shot, staked and settled at once. */
  shot: '/wps/play/fishing/shot',
} as const;

const ticketSchema = v.pipe(v.string(), v.minLength(20), v.maxLength(100));
const speciesSchema = v.picklist(FISH_SPECIES);
const colourSchema = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i));

export const fishingStateQuerySchema = v.object({ ticket: ticketSchema });

export const shotPayloadSchema = v.object({
  ticket: ticketSchema,
  /** The cannon value: the stake of this shot, in currency units; one the game offers. */
  cannon: v.pipe(v.number(), v.finite(), v.minValue(0)),
  /** The species of the fish the bullet hit (decides the multiplier and the catch chance). */
  species: speciesSchema,
  /** The screen's own number for that fish, kept with the shot so the record can name it. */
  fishId: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1)),
  /** A client-made id per shot: a repeated request answers the shot it already played, charging nothing more. */
  shotId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
});
export type ShotPayload = v.InferOutput<typeof shotPayloadSchema>;

/** One shot as the betting record keeps it (game_rounds.details) and the shot call answers it. */
export const fishingShotSchema = v.object({
  engine: v.literal('fishing'),
  species: speciesSchema,
  multiplier: v.number(),
  /** The stake, in currency units. */
  cannon: v.number(),
  caught: v.boolean(),
  /** What it paid, in currency units (multiplier × cannon when caught). */
  win: v.number(),
  fishId: v.number(),
  fairness: fairnessSchema,
});
export type FishingShot = v.InferOutput<typeof fishingShotSchema>;

export const fishingStateValueSchema = v.object({
  gameName: v.string(),
  nodeId: v.string(),
  /** The colours of the game's lobby icon, [deep, mid, glow] (server/art/paint.ts PALETTES): the sea is lit in them. */
  palette: v.tuple([colourSchema, colourSchema, colourSchema]),
  /** The cannon values offered, in currency units, smallest first. */
  cannons: v.array(v.number()),
  /** The return to player of every shot (contract/fishing.ts FISHING_RTP). */
  rtp: v.number(),
  balance: v.number(),
  seed: activeSeedSchema,
});
export type FishingState = v.InferOutput<typeof fishingStateValueSchema>;

export const shotValueSchema = v.object({
  /** The shot's bet record. */
  roundId: v.number(),
  shotId: v.string(),
  shot: fishingShotSchema,
  /** The balance after this shot (a repeated shot id answers the balance as it is now). */
  balance: v.number(),
  seed: activeSeedSchema,
});
export type ShotValue = v.InferOutput<typeof shotValueSchema>;
