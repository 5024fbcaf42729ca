import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHOE_SIZE, shoeCard } from './baccarat';
import { RANKS } from './blackjack';
import { DRAGON_TIGER_PAYS, type DRAGON_TIGER_SPOTS, dragonTigerHand, dragonTigerRank, dragonTigerReturnCents, dragonTigerRound } from './dragon-tiger';

/** The first floats of a round, with Node's own HMAC rather than the shared Web Crypto code. */
const nodeFloats = (seed: string, client: string, nonce: number, count: number) => {
  const bytes = createHmac('sha256', seed).update(`${client}:${nonce}:0`).digest();
  return Array.from({ length: count }, (_, i) => bytes.readUInt32BE(i * 4) / 2 ** 32);
};

describe('dragon tiger', () => {
  it('ranks ace low and king high, and deals two different cards of the shoe', () => {
    expect(dragonTigerRank('AS')).toBe(1);
    expect(dragonTigerRank('KC')).toBe(13);
    expect(dragonTigerHand([0, 0])).toMatchObject({ dragon: 'AS', tiger: shoeCard(1), winner: 'tiger' });
    // the second float draws from the 415 cards left: the same position is never the same card
    const hand = dragonTigerHand([0.5, 0]);
    expect(hand.tiger).toBe(shoeCard(1));
  });

  it('pays dragon and tiger 1:1, halves them on a tie, tie 11:1, suited tie 50:1', () => {
    const tie = { winner: 'tie', suited: false } as const;
    const suited = { winner: 'tie', suited: true } as const;
    const dragon = { winner: 'dragon', suited: false } as const;
    expect(dragonTigerReturnCents('dragon', 1000, dragon)).toBe(2000);
    expect(dragonTigerReturnCents('tiger', 1000, dragon)).toBe(0);
    expect(dragonTigerReturnCents('dragon', 1000, tie)).toBe(500);
    expect(dragonTigerReturnCents('tie', 1000, tie)).toBe(12_000);
    expect(dragonTigerReturnCents('suited-tie', 1000, tie)).toBe(0);
    expect(dragonTigerReturnCents('suited-tie', 1000, suited)).toBe(51_000);
    expect(dragonTigerReturnCents('tie', 1000, dragon)).toBe(0);
  });

  it('returns exactly what docs/fairness.md states, over every pair of cards of the shoe', () => {
    // by rank and suit counts: each of the 52 faces is 8 cards of the 416
    const pairs = SHOE_SIZE * (SHOE_SIZE - 1);
    let dragonWins = 0;
    let ties = 0;
    let suitedTies = 0;
    for (let a = 0; a < 52; a += 1) {
      for (let b = 0; b < 52; b += 1) {
        const ways = a === b ? 8 * 7 : 8 * 8;
        const ra = dragonTigerRank(shoeCard(a));
        const rb = dragonTigerRank(shoeCard(b));
        if (ra > rb) dragonWins += ways;
        if (ra === rb) ties += ways;
        if (a === b) suitedTies += ways;
      }
    }
    const rtp = (spot: (typeof DRAGON_TIGER_SPOTS)[number]) => {
      const p = { dragon: dragonWins / pairs, tie: ties / pairs, suited: suitedTies / pairs };
      if (spot === 'tie') return p.tie * (DRAGON_TIGER_PAYS.tie + 1);
      if (spot === 'suited-tie') return p.suited * (DRAGON_TIGER_PAYS['suited-tie'] + 1);
      return p.dragon * 2 + p.tie * 0.5;
    };
    expect(RANKS).toHaveLength(13);
    expect(rtp('dragon')).toBeCloseTo(0.96265, 5);
    expect(rtp('tiger')).toBeCloseTo(rtp('dragon'), 12);
    expect(rtp('tie')).toBeCloseTo(0.89639, 5);
    expect(rtp('suited-tie')).toBeCloseTo(0.86024, 5);
  });

  it('recomputes 1,000 rounds from their seeds with Node\'s HMAC', async () => {
    for (let i = 0; i < 1000; i += 1) {
      const seed = randomBytes(32).toString('hex');
      const client = `evo-live-005-${i}`;
      const floats = nodeFloats(seed, client, 0, 2);
      // drawCards' first two steps written out: position 0 swaps with j0 = floor(f0 × 416), then
      // position 1 with j1 = 1 + floor(f1 × 415), which holds the first position's card if j1 was j0
      const j0 = Math.floor(floats[0]! * SHOE_SIZE);
      const j1 = 1 + Math.floor(floats[1]! * (SHOE_SIZE - 1));
      const hand = await dragonTigerRound(seed, client, 0);
      expect([hand.dragon, hand.tiger]).toEqual([shoeCard(j0), shoeCard(j1 === j0 ? 0 : j1)]);
    }
  });
});
