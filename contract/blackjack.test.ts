import { describe, expect, it } from 'vitest';
import {
  act, deal, handOutcome, handValue, IllegalActionError, isBlackjack, legalActions, ORDERED_DECK, payoutCents, replay, SHUFFLE_FLOATS,
  shoeFor, shuffleDeck, stakeUnits, type Card,
} from './blackjack';

/**
 * A scripted shoe: these cards first (in dealing order: player, dealer,
 * player, dealer hole card, then draws), the rest of the deck after them.
 */
function shoe(...first: Card[]): Card[] {
  return [...first, ...ORDERED_DECK.filter((card) => !first.includes(card))];
}

const STAKE = 10_000;

describe('blackjack engine', () => {
  it('counts aces soft while they fit', () => {
    expect(handValue(['AS', '6H'])).toEqual({ total: 17, soft: true });
    expect(handValue(['AS', '6H', 'TD'])).toEqual({ total: 17, soft: false });
    expect(handValue(['AS', 'AH', '9D'])).toEqual({ total: 21, soft: true });
    expect(handValue(['KS', 'QH', '2D'])).toEqual({ total: 22, soft: false });
    expect(isBlackjack(['AS', 'JD'])).toBe(true);
    expect(isBlackjack(['AS', 'JD'], true)).toBe(false);
    expect(isBlackjack(['7S', '7D', '7H'])).toBe(false);
  });

  it('shuffles with Fisher–Yates, one float per swap from the last position down', () => {
    const zeros = new Array<number>(SHUFFLE_FLOATS).fill(0);
    // every swap with position 0: the first card walks to the end, the rest move up by one
    expect(shuffleDeck(zeros)).toEqual([...ORDERED_DECK.slice(1), ORDERED_DECK[0]]);
    const highs = new Array<number>(SHUFFLE_FLOATS).fill(0.999_999);
    // floor(f × (i + 1)) = i: every card stays
    expect(shuffleDeck(highs)).toEqual(ORDERED_DECK);
    expect(() => shuffleDeck(zeros.slice(1))).toThrow();
  });

  it('shuffles a full deck from the fairness values, the same every time', async () => {
    const seed = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const a = await shoeFor(seed, 'member-seed', 1);
    expect(new Set(a).size).toBe(52);
    expect(await shoeFor(seed, 'member-seed', 1)).toEqual(a);
    expect(await shoeFor(seed, 'member-seed', 2)).not.toEqual(a);
  });

  it('deals player, dealer, player, dealer and lets the player act', () => {
    const table = deal(shoe('TS', '9H', '6D', '7C'));
    expect(table.hands[0]!.cards).toEqual(['TS', '6D']);
    expect(table.dealer).toEqual(['9H', '7C']);
    expect(table.phase).toBe('player');
    expect(legalActions(table)).toEqual({ hit: true, stand: true, double: true, split: false });
  });

  it('hits until the player stands, then the dealer draws to 17 and the higher total wins', () => {
    let table = deal(shoe('TS', '9H', '2D', '7C', '5H', 'KD'));
    table = act(table, 'hit');
    expect(table.hands[0]!.cards).toEqual(['TS', '2D', '5H']);
    expect(legalActions(table).double).toBe(false);
    table = act(table, 'stand');
    // dealer 16 draws the king and busts
    expect(table.dealer).toEqual(['9H', '7C', 'KD']);
    expect(table.phase).toBe('settled');
    expect(handOutcome(table.hands[0]!, table.dealer)).toBe('win');
    expect(payoutCents(table, STAKE)).toBe(2 * STAKE);
  });

  it('dealer stands on soft 17', () => {
    const table = act(deal(shoe('TS', 'AH', '8D', '6C')), 'stand');
    expect(table.dealer).toEqual(['AH', '6C']);
    expect(handOutcome(table.hands[0]!, table.dealer)).toBe('win');
  });

  it('dealer draws on soft 16 and on hard 16', () => {
    const soft = act(deal(shoe('TS', 'AH', '7D', '5C', '2S')), 'stand');
    expect(soft.dealer).toEqual(['AH', '5C', '2S']);
    expect(handOutcome(soft.hands[0]!, soft.dealer)).toBe('lose');
    expect(payoutCents(soft, STAKE)).toBe(0);
    const hard = act(deal(shoe('TS', 'TH', '7D', '6C', '3S')), 'stand');
    expect(hard.dealer).toEqual(['TH', '6C', '3S']);
    expect(handOutcome(hard.hands[0]!, hard.dealer)).toBe('lose');
  });

  it('a push returns the stake', () => {
    const table = act(deal(shoe('TS', 'TH', '8D', '8C')), 'stand');
    expect(handOutcome(table.hands[0]!, table.dealer)).toBe('push');
    expect(payoutCents(table, STAKE)).toBe(STAKE);
  });

  it('a bust loses at once and the dealer does not draw', () => {
    const table = act(deal(shoe('TS', '6H', '6D', 'TC', 'KH', '5S')), 'hit');
    expect(table.phase).toBe('settled');
    expect(table.dealer).toEqual(['6H', 'TC']);
    expect(handOutcome(table.hands[0]!, table.dealer)).toBe('lose');
    expect(payoutCents(table, STAKE)).toBe(0);
  });

  it('a player 21 stands by itself', () => {
    const table = act(deal(shoe('TS', '9H', '6D', '8C', '5H')), 'hit');
    expect(table.phase).toBe('settled');
    expect(handValue(table.hands[0]!.cards).total).toBe(21);
  });

  it('blackjack pays 6:5 and ends the round at the deal', () => {
    const table = deal(shoe('AS', '9H', 'KD', '7C'));
    expect(table.phase).toBe('settled');
    expect(handOutcome(table.hands[0]!, table.dealer)).toBe('blackjack');
    expect(payoutCents(table, STAKE)).toBe(2.2 * STAKE);
    expect(legalActions(table)).toEqual({ hit: false, stand: false, double: false, split: false });
    expect(() => act(table, 'hit')).toThrow(IllegalActionError);
  });

  it('a dealer blackjack ends the round at the deal: the first stake is lost, a player blackjack pushes', () => {
    const lost = deal(shoe('TS', 'AH', '9D', 'KC'));
    expect(lost.phase).toBe('settled');
    expect(payoutCents(lost, STAKE)).toBe(0);
    const both = deal(shoe('AS', 'AH', 'QD', 'KC'));
    expect(handOutcome(both.hands[0]!, both.dealer)).toBe('push');
    expect(payoutCents(both, STAKE)).toBe(STAKE);
  });

  it('double takes one card, doubles the stake and stands', () => {
    const table = act(deal(shoe('5S', '6H', '6D', 'TC', 'TH', '9S')), 'double');
    expect(table.hands[0]).toMatchObject({ cards: ['5S', '6D', 'TH'], stakes: 2, done: true });
    expect(table.dealer).toEqual(['6H', 'TC', '9S']);
    expect(stakeUnits(table)).toBe(2);
    expect(payoutCents(table, STAKE)).toBe(4 * STAKE);
  });

  it('a doubled hand that loses loses both stakes', () => {
    const table = act(deal(shoe('5S', 'TH', '6D', '9C', '2H')), 'double');
    expect(payoutCents(table, STAKE)).toBe(0);
    expect(stakeUnits(table)).toBe(2);
  });

  it('splits a pair once, plays each hand in turn, and allows double after the split', () => {
    let table = deal(shoe('8S', '6H', '8D', 'TC', '3H', 'TS', '9D', '5C'));
    expect(legalActions(table).split).toBe(true);
    table = act(table, 'split');
    // the first hand gets its second card at once, the second when its turn comes
    expect(table.hands.map((h) => h.cards)).toEqual([['8S', '3H'], ['8D']]);
    expect(legalActions(table)).toEqual({ hit: true, stand: true, double: true, split: false });
    table = act(table, 'double');
    expect(table.hands[0]).toMatchObject({ cards: ['8S', '3H', 'TS'], stakes: 2, done: true });
    expect(table.active).toBe(1);
    expect(table.hands[1]!.cards).toEqual(['8D', '9D']);
    expect(legalActions(table).split).toBe(false);
    table = act(table, 'stand');
    // dealer 16 draws 5: 21 beats 17 and 21
    expect(table.dealer).toEqual(['6H', 'TC', '5C']);
    expect(table.hands.map((h) => handOutcome(h, table.dealer))).toEqual(['push', 'lose']);
    expect(stakeUnits(table)).toBe(3);
    expect(payoutCents(table, STAKE)).toBe(2 * STAKE);
  });

  it('allows one split only, of the same rank', () => {
    expect(legalActions(deal(shoe('KS', '6H', 'QD', 'TC'))).split).toBe(false);
    const table = act(deal(shoe('8S', '6H', '8D', 'TC', '8H')), 'split');
    expect(table.hands[0]!.cards).toEqual(['8S', '8H']);
    expect(legalActions(table).split).toBe(false);
    expect(() => act(table, 'split')).toThrow(IllegalActionError);
  });

  it('split aces take one card each and stand; ace and ten after a split is 21, not blackjack', () => {
    const table = act(deal(shoe('AS', '9H', 'AD', '8C', 'KH', '5S')), 'split');
    expect(table.hands.map((h) => h.cards)).toEqual([['AS', 'KH'], ['AD', '5S']]);
    expect(table.phase).toBe('settled');
    expect(table.hands.map((h) => handOutcome(h, table.dealer))).toEqual(['win', 'lose']);
    // 21 pays even money: 2 stakes back, not 2.5
    expect(payoutCents(table, STAKE)).toBe(2 * STAKE);
  });

  it('a split hand that busts moves play to the next hand', () => {
    let table = act(deal(shoe('8S', '7H', '8D', 'TC', 'KH', '5S', '9C')), 'split');
    table = act(table, 'hit');
    // 8 + K + 5 = 23: bust, the second hand plays
    expect(table.active).toBe(1);
    expect(table.hands[1]!.cards).toEqual(['8D', '9C']);
    table = act(table, 'stand');
    expect(table.dealer).toEqual(['7H', 'TC']);
    expect(table.hands.map((h) => handOutcome(h, table.dealer))).toEqual(['lose', 'push']);
  });

  it('replays a list of actions to the same table', () => {
    const cards = shoe('8S', '6H', '8D', 'TC', '3H', 'TS', '9D', '5C');
    expect(replay(cards, ['split', 'double', 'stand'])).toEqual(act(act(act(deal(cards), 'split'), 'double'), 'stand'));
    expect(() => replay(cards, ['stand', 'hit'])).toThrow(IllegalActionError);
  });

  it('pays a 6:5 blackjack on an odd stake rounded down to the cent', () => {
    expect(payoutCents(deal(shoe('AS', '9H', 'KD', '7C')), 101)).toBe(222);
  });
});
