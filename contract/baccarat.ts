import { ORDERED_DECK, rankOf, type Card } from './blackjack';
import { roundFloats } from './fairness';

/**
 * The baccarat engine of the live tables (docs/fairness.md, "Baccarat";
 * docs/decisions/0072-live-tables.md): pure functions from a round's floats
 * to the cards on the table and what each bet returns. The server deals with
 * them and the verify screen recomputes with the very same code.
 *
 * The shoe: eight 52-card decks, each in blackjack's order (spades A…K,
 * hearts, diamonds, clubs), one after the other: 416 cards. Every round
 * deals from the whole shoe freshly shuffled (as a continuous shuffler
 * does), so every round has the same odds. The k-th card dealt (k = 0, 1, …)
 * takes the k-th float f: j = k + floor(f × (416 − k)), shoe[k] and shoe[j]
 * swap, and shoe[k] is the card: the first steps of a Fisher–Yates shuffle
 * from the front, so cards are drawn without replacement.
 *
 * Cards are dealt as the game needs them: player, banker, player, banker,
 * then the player's third card if the player draws, then the banker's if
 * the banker draws. Six floats (one HMAC block) always cover a round.
 */

export const SHOE_DECKS = 8;
export const SHOE_SIZE = SHOE_DECKS * ORDERED_DECK.length;
/** The most cards one round can use (two hands of three). */
export const BACCARAT_FLOATS = 6;

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type BaccaratWinner = 'player' | 'banker' | 'tie';

/**
 * The rule sets the seed's tables use: `classic` pays a banker win 0.95 to 1
 * (5 % commission); `no-commission` pays it 1 to 1, except a banker win on a
 * total of 6, which pays 1 to 2.
 */
export const BACCARAT_VARIANTS = ['classic', 'no-commission'] as const;
export type BaccaratVariant = (typeof BACCARAT_VARIANTS)[number];

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** The player's first two cards are of one rank (a king and a king, not a king and a ten). */
  playerPair: boolean;
  bankerPair: boolean;
  /** Either side made 8 or 9 with two cards: nobody draws. */
  natural: boolean;
}

/** The card at a position of the unshuffled shoe. */
export const shoeCard = (index: number): Card => ORDERED_DECK[index % ORDERED_DECK.length]!;

/** The first `count` cards of the round's shoe, drawn by the floats without replacement. */
export function drawCards(floats: readonly number[], count = BACCARAT_FLOATS): Card[] {
  if (floats.length < count) throw new Error(`${count} cards need ${count} floats, got ${floats.length}`);
  // only the touched positions are kept: the rest of the shoe still lies as it was
  const moved = new Map<number, number>();
  const at = (i: number) => moved.get(i) ?? i;
  const cards: Card[] = [];
  for (let k = 0; k < count; k += 1) {
    const j = k + Math.floor(floats[k]! * (SHOE_SIZE - k));
    const picked = at(j);
    moved.set(j, at(k));
    moved.set(k, picked);
    cards.push(shoeCard(picked));
  }
  return cards;
}

/** A card's baccarat value: ace 1, two to nine their pips, ten and faces 0. */
export function cardPoints(card: Card): number {
  const rank = rankOf(card);
  if (rank === 'A') return 1;
  if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return Number(rank);
}

export const handTotal = (cards: readonly Card[]): number => cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10;

/** The player draws a third card on 0–5 and stands on 6 or 7. */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * The banker's tableau. When the player stood, the banker draws on 0–5.
 * When the player drew, the banker's total and the value of the player's
 * third card decide: 0–2 draw; 3 draws unless the card is an 8; 4 draws on
 * 2–7; 5 on 4–7; 6 on 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0: case 1: case 2: return true;
    case 3: return playerThird !== 8;
    case 4: return playerThird >= 2 && playerThird <= 7;
    case 5: return playerThird >= 4 && playerThird <= 7;
    case 6: return playerThird === 6 || playerThird === 7;
    default: return false;
  }
}

/** Plays a round on cards in dealing order (at least as many as it uses). */
export function dealBaccarat(cards: readonly Card[]): BaccaratHand {
  let next = 0;
  const take = () => {
    const card = cards[next];
    if (!card) throw new Error('the round ran out of cards');
    next += 1;
    return card;
  };
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(handTotal(player))) {
      const card = take();
      player.push(card);
      playerThird = cardPoints(card);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(take());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player, banker, playerTotal, bankerTotal, natural,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: rankOf(player[0]!) === rankOf(player[1]!),
    bankerPair: rankOf(banker[0]!) === rankOf(banker[1]!),
  };
}

/** The round's hands from its fairness values (contract/fairness.ts). */
export async function baccaratRound(serverSeed: string, clientSeed: string, nonce: number): Promise<BaccaratHand> {
  return dealBaccarat(drawCards(await roundFloats(serverSeed, clientSeed, nonce, BACCARAT_FLOATS)));
}

/** What each spot pays to one, as the table shows it. */
export function baccaratPays(spot: BaccaratSpot, variant: BaccaratVariant): string {
  if (spot === 'banker') return variant === 'classic' ? '0.95:1' : '1:1';
  return spot === 'tie' ? '8:1' : spot === 'player' ? '1:1' : '11:1';
}

/**
 * What a bet returns, stake included, in cents (rounded down to the cent):
 * player 1:1, banker 0.95:1 (no-commission: 1:1, 1:2 on a banker 6), tie
 * 8:1, a pair 11:1; a tie returns the player and banker bets (a push).
 */
export function baccaratReturnCents(spot: BaccaratSpot, stakeCents: number, hand: BaccaratHand, variant: BaccaratVariant = 'classic'): number {
  switch (spot) {
    case 'player':
      return hand.winner === 'player' ? stakeCents * 2 : hand.winner === 'tie' ? stakeCents : 0;
    case 'banker':
      if (hand.winner === 'tie') return stakeCents;
      if (hand.winner !== 'banker') return 0;
      if (variant === 'classic') return stakeCents + Math.floor((stakeCents * 95) / 100);
      return hand.bankerTotal === 6 ? stakeCents + Math.floor(stakeCents / 2) : stakeCents * 2;
    case 'tie':
      return hand.winner === 'tie' ? stakeCents * 9 : 0;
    case 'playerPair':
      return hand.playerPair ? stakeCents * 12 : 0;
    case 'bankerPair':
      return hand.bankerPair ? stakeCents * 12 : 0;
  }
}

export const isBaccaratSpot = (spot: string): spot is BaccaratSpot => (BACCARAT_SPOTS as readonly string[]).includes(spot);
