import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  baccaratReturnCents, baccaratRound, bankerDraws, cardPoints, dealBaccarat, drawCards, handTotal, playerDraws, SHOE_SIZE, shoeCard,
  type BaccaratHand,
} from './baccarat';
import type { Card } from './blackjack';

/** A round dealt from these cards in dealing order: player, banker, player, banker, then thirds as drawn. */
const deal = (...cards: Card[]) => dealBaccarat(cards);

describe('baccarat cards', () => {
  it('counts aces 1, pips as printed, tens and faces 0, totals modulo 10', () => {
    expect(['AS', '2H', '9D', 'TC', 'JS', 'QH', 'KD'].map((c) => cardPoints(c as Card))).toEqual([1, 2, 9, 0, 0, 0, 0]);
    expect(handTotal(['7S', '8H'])).toBe(5);
    expect(handTotal(['9S', 'KH', 'AD'])).toBe(0);
    expect(handTotal(['5S', '4H'])).toBe(9);
  });

  it('lays eight decks in blackjack order, one after the other', () => {
    expect(SHOE_SIZE).toBe(416);
    expect([shoeCard(0), shoeCard(12), shoeCard(13), shoeCard(51), shoeCard(52), shoeCard(415)]).toEqual(['AS', 'KS', 'AH', 'KC', 'AS', 'KC']);
  });

  it('draws the k-th card with the k-th float from what is left: shoe[k] swapped with shoe[k + floor(f × (416 − k))]', () => {
    expect(drawCards([0, 0, 0, 0, 0, 0])).toEqual(['AS', '2S', '3S', '4S', '5S', '6S']);
    const last = 1 - 2 ** -32;
    // the first card is the shoe's last (the king of clubs of deck 8); the second draw lands on where that card was, now holding the ace of spades
    expect(drawCards([last, last, 0, 0, 0, 0])).toEqual(['KC', 'AS', '3S', '4S', '5S', '6S']);
    expect(drawCards([0.5, 0, 0, 0, 0, 0])[0]).toBe(shoeCard(208));
  });

  it('never draws one position of the shoe twice', () => {
    for (let r = 0; r < 2000; r += 1) {
      const floats = Array.from({ length: 6 }, () => Math.random());
      // with 416 positions the same card can appear (eight of each), a position cannot: replay the positions
      const positions = Array.from({ length: SHOE_SIZE }, (_, i) => i);
      const picked = floats.map((f, k) => {
        const j = k + Math.floor(f * (SHOE_SIZE - k));
        [positions[k], positions[j]] = [positions[j]!, positions[k]!];
        return positions[k]!;
      });
      expect(new Set(picked).size).toBe(6);
      expect(drawCards(floats)).toEqual(picked.map(shoeCard));
    }
  });
});

describe('baccarat third-card rules', () => {
  it('a natural (8 or 9 in two cards) on either side ends the deal', () => {
    const hand = deal('5S', 'KH', '3D', '7C', '9S', '9H');
    expect(hand).toMatchObject({ player: ['5S', '3D'], banker: ['KH', '7C'], playerTotal: 8, bankerTotal: 7, natural: true, winner: 'player' });
    expect(deal('2S', '4H', '3D', '5C', '9S').banker).toHaveLength(2);
    expect(deal('2S', '4H', '3D', '5C', '9S').winner).toBe('banker');
  });

  it('the player draws on 0–5 and stands on 6 or 7', () => {
    for (let total = 0; total <= 7; total += 1) expect(playerDraws(total), String(total)).toBe(total <= 5);
    // player 5 draws (the 5th card), banker 7 stands
    expect(deal('2S', '3H', '3D', '4C', '4S', 'AH')).toMatchObject({ player: ['2S', '3D', '4S'], banker: ['3H', '4C'], playerTotal: 9, bankerTotal: 7 });
    // player 6 stands; banker 5 then draws the 5th card
    expect(deal('2S', '2H', '4D', '3C', '9S')).toMatchObject({ player: ['2S', '4D'], banker: ['2H', '3C', '9S'], playerTotal: 6, bankerTotal: 4 });
    // player 7 stands, banker 6 stands
    expect(deal('3S', '2H', '4D', '4C', '9S')).toMatchObject({ player: ['3S', '4D'], banker: ['2H', '4C'], winner: 'player' });
  });

  it('follows the banker’s tableau exactly', () => {
    // rows: banker total 0–7; columns: player stood (null), then the player's third card 0–9
    const table: Record<number, string> = {
      0: 'D DDDDDDDDDD', 1: 'D DDDDDDDDDD', 2: 'D DDDDDDDDDD', 3: 'D DDDDDDDDSD',
      4: 'D SSDDDDDDSS', 5: 'D SSSSDDDDSS', 6: 'S SSSSSSDDSS', 7: 'S SSSSSSSSSS',
    };
    for (let banker = 0; banker <= 7; banker += 1) {
      const row = table[banker]!;
      expect(bankerDraws(banker, null), `banker ${banker}, player stood`).toBe(row[0] === 'D');
      for (let third = 0; third <= 9; third += 1) expect(bankerDraws(banker, third), `banker ${banker}, third ${third}`).toBe(row[2 + third] === 'D');
    }
  });

  it('deals the banker’s third card after the player’s, by the tableau', () => {
    // player 1 draws a 7 → 8; banker 6 draws on a 7 → 6 + 3 = 9
    expect(deal('AS', '3H', 'KD', '3C', '7S', '3D')).toMatchObject({ player: ['AS', 'KD', '7S'], banker: ['3H', '3C', '3D'], playerTotal: 8, bankerTotal: 9, winner: 'banker' });
    // banker 3 stands on the player's third 8
    expect(deal('AS', '3H', 'KD', 'KC', '8S', '9D')).toMatchObject({ banker: ['3H', 'KC'], playerTotal: 9, bankerTotal: 3 });
    // banker 5 draws on the player's 4 but not on a 3
    expect(deal('AS', '5H', 'KD', 'KC', '4S', '2D').banker).toEqual(['5H', 'KC', '2D']);
    expect(deal('AS', '5H', 'KD', 'KC', '3S', '2D').banker).toEqual(['5H', 'KC']);
  });

  it('sees pairs in the first two cards of a side by rank', () => {
    expect(deal('KS', '4H', 'KD', '4C', '2S', '2D')).toMatchObject({ playerPair: true, bankerPair: true });
    // a king and a ten are both worth 0 but are no pair
    expect(deal('KS', '4H', 'TD', '5C', '2S', '2D')).toMatchObject({ playerPair: false, bankerPair: false });
  });
});

describe('baccarat payouts (stake included, in cents)', () => {
  const STAKE = 100_000;
  const hands: Record<string, BaccaratHand> = {
    player: deal('5S', 'KH', '3D', '7C'),
    banker: deal('2S', '4H', '3D', '5C', '9S'),
    bankerSix: deal('AS', '2H', '4D', '4C', 'KS'),
    tie: deal('4S', '4H', '4D', '4C'),
    pairs: deal('KS', '4H', 'KD', '4C', '8S', '5D'),
  };

  it('pays the player 1:1 and the banker 0.95:1 (5 % commission), rounded down to the cent', () => {
    expect(baccaratReturnCents('player', STAKE, hands.player!)).toBe(200_000);
    expect(baccaratReturnCents('banker', STAKE, hands.player!)).toBe(0);
    expect(baccaratReturnCents('banker', STAKE, hands.banker!)).toBe(195_000);
    expect(baccaratReturnCents('player', STAKE, hands.banker!)).toBe(0);
    expect(baccaratReturnCents('banker', 1, hands.banker!)).toBe(1);
    expect(baccaratReturnCents('banker', 3, hands.banker!)).toBe(5);
  });

  it('pays the tie 8:1 and pushes the player and banker bets on a tie', () => {
    expect(hands.tie!.winner).toBe('tie');
    expect(baccaratReturnCents('tie', STAKE, hands.tie!)).toBe(900_000);
    expect(baccaratReturnCents('player', STAKE, hands.tie!)).toBe(STAKE);
    expect(baccaratReturnCents('banker', STAKE, hands.tie!)).toBe(STAKE);
    expect(baccaratReturnCents('tie', STAKE, hands.player!)).toBe(0);
  });

  it('pays each pair 11:1 whoever wins', () => {
    expect(baccaratReturnCents('playerPair', STAKE, hands.pairs!)).toBe(1_200_000);
    expect(baccaratReturnCents('bankerPair', STAKE, hands.pairs!)).toBe(1_200_000);
    expect(baccaratReturnCents('playerPair', STAKE, hands.player!)).toBe(0);
  });

  it('pays a no-commission banker 1:1, and 1:2 when it wins with 6', () => {
    expect(hands.bankerSix).toMatchObject({ winner: 'banker', bankerTotal: 6 });
    expect(baccaratReturnCents('banker', STAKE, hands.bankerSix!, 'no-commission')).toBe(150_000);
    expect(baccaratReturnCents('banker', STAKE, hands.banker!, 'no-commission')).toBe(200_000);
    expect(baccaratReturnCents('banker', STAKE, hands.bankerSix!, 'classic')).toBe(195_000);
  });
});

/** An independent recomputation: Node's HMAC, a plain 416-card array shuffled from the front, the rules written out again. */
function independentRound(serverSeed: string, clientSeed: string): { player: string[]; banker: string[] } {
  const b = createHmac('sha256', serverSeed).update(`${clientSeed}:0:0`).digest();
  const f = (i: number) => b[4 * i]! / 256 + b[4 * i + 1]! / 65536 + b[4 * i + 2]! / 16777216 + b[4 * i + 3]! / 4294967296;
  const deck: string[] = [];
  for (let d = 0; d < 8; d += 1) for (const s of 'SHDC') for (const r of 'A23456789TJQK') deck.push(r + s);
  const cards = [0, 1, 2, 3, 4, 5].map((k) => {
    const j = k + Math.floor(f(k) * (416 - k));
    [deck[k], deck[j]] = [deck[j]!, deck[k]!];
    return deck[k]!;
  });
  const v = (c: string) => Math.max(0, 'A23456789'.indexOf(c[0]!) + 1);
  const tot = (h: string[]) => h.reduce((s, c) => s + v(c), 0) % 10;
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  let next = 4;
  if (tot(player) < 8 && tot(banker) < 8) {
    let third = -1;
    if (tot(player) < 6) {
      player.push(cards[next++]!);
      third = v(player[2]!);
    }
    const bt = tot(banker);
    const draws = third < 0 ? bt < 6 : bt < 3 || (bt === 3 && third !== 8) || (bt === 4 && third > 1 && third < 8) || (bt === 5 && third > 3 && third < 8) || (bt === 6 && third > 5 && third < 8);
    if (draws) banker.push(cards[next]!);
  }
  return { player, banker };
}

describe('baccarat rounds from their seeds', () => {
  it('recomputes 1,000 rounds from revealed seeds, independently, to the same cards', async () => {
    for (let r = 0; r < 1000; r += 1) {
      const seed = randomBytes(32).toString('hex');
      const clientSeed = `bgs-live-001-${r + 1}`;
      const hand = await baccaratRound(seed, clientSeed, 0);
      expect({ player: hand.player, banker: hand.banker }).toEqual(independentRound(seed, clientSeed));
    }
  });
});
