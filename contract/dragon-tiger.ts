import { drawCards } from './baccarat';
import { RANKS, rankOf, type Card } from './blackjack';
import { roundFloats } from './fairness';

/**
 * Dragon tiger of the live tables (docs/fairness.md, "Dragon tiger";
 * docs/decisions/0076-every-category-its-engine.md): one card to the dragon,
 * one to the tiger, the higher rank wins (ace low, king high; suits do not
 * rank). Dealt from baccarat's eight-deck shoe freshly shuffled every round
 * (contract/baccarat.ts `drawCards`): the round's first float deals the
 * dragon's card, the second the tiger's, without replacement.
 *
 * Bets and what they pay to one: dragon 1, tiger 1 (on a tie each loses
 * half its stake, as the common table rule has it), tie 11, suited tie
 * (same rank and suit) 50. Exact returns (contract/dragon-tiger.test.ts):
 * dragon and tiger 96.27 %, tie 89.64 %, suited tie 86.02 %.
 */

export const DRAGON_TIGER_FLOATS = 2;
export const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie', 'suited-tie'] as const;
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];
export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

/** What each spot pays to one on a win. */
export const DRAGON_TIGER_PAYS: Readonly<Record<DragonTigerSpot, number>> = { dragon: 1, tiger: 1, tie: 11, 'suited-tie': 50 };

export interface DragonTigerHand {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
  /** A tie of the same suit too. */
  suited: boolean;
}

export const isDragonTigerSpot = (spot: string): spot is DragonTigerSpot => (DRAGON_TIGER_SPOTS as readonly string[]).includes(spot);

/** A card's rank in dragon tiger: ace 1 … king 13. */
export const dragonTigerRank = (card: Card): number => RANKS.indexOf(rankOf(card)) + 1;

/** The hand two floats deal. */
export function dragonTigerHand(floats: readonly number[]): DragonTigerHand {
  const [dragon, tiger] = drawCards(floats, DRAGON_TIGER_FLOATS) as [Card, Card];
  const d = dragonTigerRank(dragon);
  const t = dragonTigerRank(tiger);
  const winner: DragonTigerWinner = d > t ? 'dragon' : t > d ? 'tiger' : 'tie';
  return { dragon, tiger, winner, suited: winner === 'tie' && dragon.slice(-1) === tiger.slice(-1) };
}

/** The round's hand from its fairness values (contract/fairness.ts). */
export async function dragonTigerRound(serverSeed: string, clientSeed: string, nonce: number): Promise<DragonTigerHand> {
  return dragonTigerHand(await roundFloats(serverSeed, clientSeed, nonce, DRAGON_TIGER_FLOATS));
}

/** What a bet returns, stake included, in cents. */
export function dragonTigerReturnCents(spot: DragonTigerSpot, stakeCents: number, hand: Pick<DragonTigerHand, 'winner' | 'suited'>): number {
  if (spot === 'tie') return hand.winner === 'tie' ? stakeCents * (DRAGON_TIGER_PAYS.tie + 1) : 0;
  if (spot === 'suited-tie') return hand.suited ? stakeCents * (DRAGON_TIGER_PAYS['suited-tie'] + 1) : 0;
  if (hand.winner === 'tie') return Math.floor(stakeCents / 2);
  return hand.winner === spot ? stakeCents * 2 : 0;
}
