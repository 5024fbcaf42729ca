import * as v from 'valibot';
import { BLACKJACK_ACTIONS, type Card, type HandOutcome } from './blackjack';
import { fairnessSchema } from './fairness';
import { activeSeedSchema } from './play';

/**
 * The blackjack table's calls (docs/decisions/0068-blackjack-rounds.md).
 * Like the reels' calls (contract/play.ts) they name the launch ticket (one
 * member, one game), never the session token; the seed calls are the reels'.
 */
export const BLACKJACK_PATHS = {
  /** GET ?ticket=: the table (bets, balance, seed) and the member's open round, to resume it. */
  state: '/wps/play/blackjack/state',
  deal: '/wps/play/blackjack/deal',
  action: '/wps/play/blackjack/action',
} as const;

export const BLACKJACK_ERROR_CODES = {
  /** The action is not legal at this point of the round (or the round is over). */
  actionInvalid: 'blackjack.action.invalid',
  /** The screen acted on an older view of the round (a second tab, a double tap): it reloads the round. */
  stepStale: 'blackjack.step.stale',
  /** A deal while a round of this game is still open: the screen resumes that round. */
  roundOpen: 'blackjack.round.open',
  roundNotFound: 'blackjack.round.not_found',
  /** Rotation refused: a round in play uses the seed (revealing it would reveal the cards to come). */
  seedInUse: 'fairness.seed.in_use',
} as const;

const ticketSchema = v.pipe(v.string(), v.minLength(20), v.maxLength(100));
const CARD_PATTERN = /^[A2-9TJQK][SHDC]$/;
export const cardSchema = v.custom<Card>((x) => typeof x === 'string' && CARD_PATTERN.test(x), 'card');
const outcomeSchema = v.picklist(['blackjack', 'win', 'push', 'lose'] satisfies HandOutcome[]);
const actionSchema = v.picklist(BLACKJACK_ACTIONS);

export const blackjackStateQuerySchema = v.object({ ticket: ticketSchema });
export const dealPayloadSchema = v.object({
  ticket: ticketSchema,
  /** The stake of one hand, in currency units: one the table offers. */
  bet: v.pipe(v.number(), v.finite(), v.minValue(0)),
  /** A client-made id per deal: a repeated request answers the round it already dealt. */
  dealId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
});
export type DealPayload = v.InferOutput<typeof dealPayloadSchema>;
export const actionPayloadSchema = v.object({
  ticket: ticketSchema,
  roundId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** How many actions the screen's view of the round had: a repeat of the same step answers the round as it is. */
  step: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60)),
  action: actionSchema,
});
export type ActionPayload = v.InferOutput<typeof actionPayloadSchema>;

const handSchema = v.object({
  cards: v.array(cardSchema),
  total: v.number(),
  soft: v.boolean(),
  /** 1, or 2 once doubled. */
  stakes: v.number(),
  /** Set once the round is settled. */
  outcome: v.nullable(outcomeSchema),
});
export type BlackjackHandView = v.InferOutput<typeof handSchema>;

/** A round as the table shows it: the dealer's hole card stays hidden until the member's turn is over. */
export const blackjackRoundViewSchema = v.object({
  roundId: v.number(),
  phase: v.picklist(['player', 'settled']),
  /** One hand's stake, in currency units. */
  bet: v.number(),
  /** Everything staked so far (deal, doubles, split). */
  staked: v.number(),
  /** What the round paid back, stake included (0 until settled). */
  payout: v.number(),
  /** The dealer's cards face up; while the member acts, only the first. */
  dealer: v.array(cardSchema),
  dealerTotal: v.number(),
  dealerSoft: v.boolean(),
  hands: v.array(handSchema),
  active: v.number(),
  legal: v.object({ hit: v.boolean(), stand: v.boolean(), double: v.boolean(), split: v.boolean() }),
  /** Actions played so far: the next action call sends it back. */
  step: v.number(),
  fairness: fairnessSchema,
});
export type BlackjackRoundView = v.InferOutput<typeof blackjackRoundViewSchema>;

export const blackjackStateValueSchema = v.object({
  gameName: v.string(),
  nodeId: v.string(),
  bets: v.array(v.number()),
  balance: v.number(),
  seed: activeSeedSchema,
  /** The member's unfinished round of this game, resumed where it stood. */
  round: v.nullable(blackjackRoundViewSchema),
});
export type BlackjackState = v.InferOutput<typeof blackjackStateValueSchema>;

export const blackjackPlayValueSchema = v.object({
  round: blackjackRoundViewSchema,
  balance: v.number(),
  seed: activeSeedSchema,
});
export type BlackjackPlayValue = v.InferOutput<typeof blackjackPlayValueSchema>;

/** A settled round in the betting record: the hands, the actions that made them, and what recomputes them. */
export const blackjackRoundSchema = v.object({
  engine: v.literal('blackjack'),
  dealer: v.array(cardSchema),
  hands: v.array(v.object({ cards: v.array(cardSchema), stakes: v.number(), outcome: outcomeSchema })),
  actions: v.array(actionSchema),
  /** One hand's stake, in currency units. */
  bet: v.number(),
  fairness: fairnessSchema,
});
export type BlackjackRound = v.InferOutput<typeof blackjackRoundSchema>;
