import { roundFloats } from './fairness';

/**
 * The blackjack engine (docs/fairness.md, "Blackjack"): pure functions from a
 * round's shoe and the member's actions to the hands on the table and what
 * each pays. The server plays with them, keeping only the actions in its
 * database and replaying them on the shoe; the verify screen replays the same
 * actions on the shoe it shuffles from the revealed seed.
 *
 * Rules: one 52-card deck per round; dealer stands on soft 17; double on any
 * first two cards (after a split too, except split aces); one split of two
 * cards of the same rank, each hand played in turn; split aces take one card
 * each; blackjack pays 6:5, a push returns the stake; no insurance, no
 * surrender. A blackjack of either side ends the round at the deal (as a
 * dealer's peek would): the player then loses only the first stake.
 */

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
/** Rank then suit, e.g. 'AS' (ace of spades), 'TD' (ten of diamonds). */
export type Card = `${Rank}${Suit}`;

/** The unshuffled deck: spades A…K, hearts, diamonds, clubs. */
export const ORDERED_DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`));
/** Fisher–Yates over 52 cards swaps 51 times, one float each. */
export const SHUFFLE_FLOATS = ORDERED_DECK.length - 1;

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose';

export interface PlayerHand {
  cards: Card[];
  /** Stakes riding on the hand: 1, or 2 once doubled. */
  stakes: 1 | 2;
  /** Made by a split (a two-card 21 is then not a blackjack). */
  fromSplit: boolean;
  /** No more cards: stood, doubled, busted, 21, or a split ace. */
  done: boolean;
}

export interface Table {
  /** The shuffled deck; cards are drawn from `next` on. */
  shoe: readonly Card[];
  next: number;
  dealer: Card[];
  hands: PlayerHand[];
  /** The hand being played (index into hands). */
  active: number;
  /** 'player' while the member acts, 'settled' once the dealer has played. */
  phase: 'player' | 'settled';
}

export interface HandValue {
  total: number;
  /** An ace counts 11 in the total. */
  soft: boolean;
}

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

function points(rank: Rank): number {
  if (rank === 'A') return 1;
  return rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K' ? 10 : Number(rank);
}

export function handValue(cards: readonly Card[]): HandValue {
  const hard = cards.reduce((sum, card) => sum + points(rankOf(card)), 0);
  const soft = cards.some((card) => rankOf(card) === 'A') && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export function isBlackjack(cards: readonly Card[], fromSplit = false): boolean {
  return !fromSplit && cards.length === 2 && handValue(cards).total === 21;
}

/**
 * Fisher–Yates from the round's floats: for i = 51 down to 1, with the next
 * float f, swap positions i and floor(f × (i + 1)). Card 0 is dealt first.
 */
export function shuffleDeck(floats: readonly number[]): Card[] {
  if (floats.length < SHUFFLE_FLOATS) throw new Error(`a shuffle needs ${SHUFFLE_FLOATS} floats, got ${floats.length}`);
  const deck = [...ORDERED_DECK];
  for (let i = deck.length - 1, k = 0; i > 0; i -= 1, k += 1) {
    const j = Math.floor(floats[k]! * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

/** The round's shoe from its fairness values (contract/fairness.ts). */
export async function shoeFor(serverSeed: string, clientSeed: string, nonce: number): Promise<Card[]> {
  return shuffleDeck(await roundFloats(serverSeed, clientSeed, nonce, SHUFFLE_FLOATS));
}

function draw(table: Table): Card {
  const card = table.shoe[table.next];
  if (!card) throw new Error('the shoe ran out');
  table.next += 1;
  return card;
}

/** Dealer stands on every 17, soft ones included. */
function playDealer(table: Table): void {
  const live = table.hands.some((hand) => handValue(hand.cards).total <= 21);
  while (live && handValue(table.dealer).total < 17) table.dealer.push(draw(table));
}

/** Moves to the next hand still to play (dealing a split hand its second card), or lets the dealer play. */
function advance(table: Table): void {
  for (const hand of table.hands) {
    if (!hand.done && handValue(hand.cards).total >= 21) hand.done = true;
  }
  const next = table.hands.findIndex((hand) => !hand.done);
  if (next >= 0) {
    table.active = next;
    const hand = table.hands[next]!;
    if (hand.cards.length === 1) {
      hand.cards.push(draw(table));
      advance(table);
    }
    return;
  }
  playDealer(table);
  table.phase = 'settled';
}

/** Deals player, dealer, player, dealer (the dealer's second card face down); a blackjack on either side ends the round. */
export function deal(shoe: readonly Card[]): Table {
  const table: Table = { shoe, next: 0, dealer: [], hands: [], active: 0, phase: 'player' };
  const player: Card[] = [];
  player.push(draw(table));
  table.dealer.push(draw(table));
  player.push(draw(table));
  table.dealer.push(draw(table));
  table.hands.push({ cards: player, stakes: 1, fromSplit: false, done: false });
  if (isBlackjack(player) || isBlackjack(table.dealer)) {
    table.hands[0]!.done = true;
    table.phase = 'settled';
    return table;
  }
  advance(table);
  return table;
}

export interface LegalActions {
  hit: boolean;
  stand: boolean;
  double: boolean;
  split: boolean;
}

export function legalActions(table: Table): LegalActions {
  const hand = table.phase === 'player' ? table.hands[table.active] : undefined;
  if (!hand || hand.done) return { hit: false, stand: false, double: false, split: false };
  const twoCards = hand.cards.length === 2;
  const [first, second] = hand.cards;
  return {
    hit: true,
    stand: true,
    double: twoCards,
    split: twoCards && table.hands.length === 1 && rankOf(first!) === rankOf(second!),
  };
}

export class IllegalActionError extends Error {
  constructor(readonly action: BlackjackAction) {
    super(`${action} is not allowed now`);
    this.name = 'IllegalActionError';
  }
}

/** Plays one action on a copy of the table; an action the rules do not allow throws IllegalActionError. */
export function act(before: Table, action: BlackjackAction): Table {
  if (!legalActions(before)[action]) throw new IllegalActionError(action);
  const table: Table = { ...before, dealer: [...before.dealer], hands: before.hands.map((h) => ({ ...h, cards: [...h.cards] })) };
  const hand = table.hands[table.active]!;
  if (action === 'hit') hand.cards.push(draw(table));
  else if (action === 'stand') hand.done = true;
  else if (action === 'double') {
    hand.stakes = 2;
    hand.cards.push(draw(table));
    hand.done = true;
  } else {
    const aces = rankOf(hand.cards[0]!) === 'A';
    const second: PlayerHand = { cards: [hand.cards[1]!], stakes: 1, fromSplit: true, done: false };
    hand.cards = [hand.cards[0]!];
    hand.fromSplit = true;
    table.hands.push(second);
    hand.cards.push(draw(table));
    if (aces) {
      // split aces take one card each and stand
      second.cards.push(draw(table));
      hand.done = true;
      second.done = true;
    }
  }
  advance(table);
  return table;
}

/** The table after the deal and the given actions, in order. */
export function replay(shoe: readonly Card[], actions: readonly BlackjackAction[]): Table {
  return actions.reduce(act, deal(shoe));
}

export function handOutcome(hand: PlayerHand, dealer: readonly Card[]): HandOutcome {
  const player = handValue(hand.cards).total;
  const dealerBlackjack = isBlackjack(dealer);
  if (isBlackjack(hand.cards, hand.fromSplit)) return dealerBlackjack ? 'push' : 'blackjack';
  if (dealerBlackjack || player > 21) return 'lose';
  const house = handValue(dealer).total;
  if (house > 21 || player > house) return 'win';
  return player === house ? 'push' : 'lose';
}

/**
 * What a hand returns, in tenths of one stake: blackjack 6:5 → 22, win → 20
 * per stake, push → 10 per stake. 6:5, not 3:2: with a fresh deck every round
 * and S17, 3:2 left the house no edge against basic strategy (docs/fairness.md).
 */
const RETURN_TENTHS: Record<HandOutcome, number> = { blackjack: 22, win: 20, push: 10, lose: 0 };

/** What a hand pays back (stake included), in cents, for a stake of `stakeCents` per stake unit (rounded down to the cent). */
export function handPayoutCents(hand: PlayerHand, dealer: readonly Card[], stakeCents: number): number {
  return Math.floor((stakeCents * hand.stakes * RETURN_TENTHS[handOutcome(hand, dealer)]) / 10);
}

/** Stake units on the table: 1 per hand, 2 on a doubled hand. */
export function stakeUnits(table: Table): number {
  return table.hands.reduce((sum, hand) => sum + hand.stakes, 0);
}

/** The settled round's payout in cents (0 while the member still acts). */
export function payoutCents(table: Table, stakeCents: number): number {
  if (table.phase !== 'settled') return 0;
  return table.hands.reduce((sum, hand) => sum + handPayoutCents(hand, table.dealer, stakeCents), 0);
}
