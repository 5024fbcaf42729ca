import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baccaratReturnCents, dealBaccarat, drawCards, type BaccaratSpot } from '../../../contract/baccarat';
import { POCKETS, pocketOf, rouletteReturnCents } from '../../../contract/roulette';
import { baccaratOdds, baccaratRtp, rouletteRtps } from './exact-rtp';

/**
 * The return to player each table states (docs/fairness.md): exact from the
 * rules, then a seeded simulation through the real derivation (HMAC floats →
 * cards or pocket → payouts) that must agree within its own error.
 */
describe('baccarat odds, exact', () => {
  const odds = baccaratOdds();

  it('adds up to one and has the eight-deck figures', () => {
    expect(odds.player + odds.banker + odds.tie).toBeCloseTo(1, 10);
    expect(odds.banker).toBeCloseTo(0.458597, 6);
    expect(odds.player).toBeCloseTo(0.446247, 6);
    expect(odds.tie).toBeCloseTo(0.095156, 6);
    expect(odds.pair).toBeCloseTo(31 / 415, 12);
  });

  it('returns 98.94 % on the banker, 98.76 % on the player, 85.64 % on the tie, 89.64 % on a pair', () => {
    expect(baccaratRtp('banker', 'classic', odds)).toBeCloseTo(0.98942, 5);
    expect(baccaratRtp('player', 'classic', odds)).toBeCloseTo(0.98765, 5);
    expect(baccaratRtp('tie', 'classic', odds)).toBeCloseTo(0.8564, 4);
    expect(baccaratRtp('playerPair', 'classic', odds)).toBeCloseTo(0.89639, 5);
    expect(baccaratRtp('bankerPair', 'classic', odds)).toBe(baccaratRtp('playerPair', 'classic', odds));
  });

  it('returns 98.54 % on the banker at a no-commission table (a banker 6 pays 1:2)', () => {
    expect(odds.bankerSix).toBeCloseTo(0.05387, 4);
    expect(baccaratRtp('banker', 'no-commission', odds)).toBeCloseTo(0.98542, 4);
    expect(baccaratRtp('player', 'no-commission', odds)).toBe(baccaratRtp('player', 'classic', odds));
  });
});

describe('roulette odds, exact', () => {
  it('returns 36/37 = 97.30 % on every spot, inside and outside', () => {
    const rtps = rouletteRtps();
    expect(rtps.size).toBe(37 + 60 + 14 + 23 + 11 + 12);
    for (const [id, rtp] of rtps) expect(rtp, id).toBeCloseTo(36 / 37, 12);
    expect(36 / 37).toBeCloseTo(0.973, 3);
  });
});

/** The round's floats as the fairness scheme makes them, with Node's own HMAC (synchronous, so a simulation is quick). */
function floats(seed: string, clientSeed: string, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor += 1) {
    const b = createHmac('sha256', seed).update(`${clientSeed}:0:${cursor}`).digest();
    for (let i = 0; i < 32 && out.length < count; i += 4) out.push(b[i]! / 256 + b[i + 1]! / 65536 + b[i + 2]! / 16777216 + b[i + 3]! / 4294967296);
  }
  return out;
}

/** A deterministic server seed per round (the simulation is seeded: the same figures on every run). */
const seedOf = (round: number) => createHmac('sha256', 'tables-simulation').update(String(round)).digest('hex');

describe('seeded simulation through the fairness path', () => {
  it('baccarat: 60,000 rounds return what the exact odds say, within four standard errors', () => {
    const rounds = 60_000;
    const spots: BaccaratSpot[] = ['player', 'banker', 'tie', 'playerPair'];
    const returned = new Map(spots.map((s) => [s, [] as number[]]));
    for (let r = 0; r < rounds; r += 1) {
      const hand = dealBaccarat(drawCards(floats(seedOf(r), `sim-bac-${r}`, 6)));
      for (const spot of spots) returned.get(spot)!.push(baccaratReturnCents(spot, 100, hand) / 100);
    }
    const odds = baccaratOdds();
    for (const spot of spots) {
      const xs = returned.get(spot)!;
      const mean = xs.reduce((a, b) => a + b, 0) / rounds;
      const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (rounds - 1));
      expect(Math.abs(mean - baccaratRtp(spot, 'classic', odds)), spot).toBeLessThan((4 * sd) / Math.sqrt(rounds));
    }
  });

  it('roulette: 111,000 spins fill every pocket evenly (chi-square) and red returns 36/37', () => {
    const spins = 111_000;
    const seen = new Array<number>(POCKETS).fill(0);
    let red = 0;
    for (let r = 0; r < spins; r += 1) {
      const n = pocketOf(floats(seedOf(r), `sim-rou-${r}`, 1)[0]!);
      seen[n]! += 1;
      red += rouletteReturnCents('red', 100, n) / 100;
    }
    const expected = spins / POCKETS;
    const chi2 = seen.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
    // 36 degrees of freedom: above 67 happens once in a thousand fair runs
    expect(chi2).toBeLessThan(67);
    expect(Math.abs(red / spins - 36 / 37)).toBeLessThan(4 * Math.sqrt(1 / spins));
  });

  it('a fresh random seed draws within the shoe and the wheel', () => {
    const seed = randomBytes(32).toString('hex');
    const cards = drawCards(floats(seed, 'any', 6));
    expect(cards).toHaveLength(6);
    expect(pocketOf(floats(seed, 'any', 1)[0]!)).toBeLessThan(POCKETS);
  });
});
