import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cockfightClientSeed, cockfightOutcome, cockfightReturnCents, cockfightRtp, cockfightSideOf, COCKFIGHT_SIDES, type CockfightSide,
} from './cockfight-round';
import { seedMatchesHash } from './fairness';

/** The first float of HMAC-SHA256(seed, `clientSeed:0:0`), computed with Node's own crypto, not the shared module. */
function firstFloat(serverSeed: string, clientSeed: string): number {
  const b = createHmac('sha256', serverSeed).update(`${clientSeed}:0:0`).digest();
  return b[0]! / 256 + b[1]! / 65536 + b[2]! / 16777216 + b[3]! / 4294967296;
}

describe('cockfight mapping', () => {
  it('maps the float to Meron below 0.45, Wala below 0.90, Draw above', () => {
    expect(cockfightSideOf(0)).toBe('meron');
    expect(cockfightSideOf(0.4499999)).toBe('meron');
    expect(cockfightSideOf(0.45)).toBe('wala');
    expect(cockfightSideOf(0.8999999)).toBe('wala');
    expect(cockfightSideOf(0.9)).toBe('draw');
    expect(cockfightSideOf(0.9999999)).toBe('draw');
  });

  it('names a round by its table and number', () => {
    expect(cockfightClientSeed('10301', 42)).toBe('cockfight-10301-42');
  });

  it('pays the winning side its odds, refunds Meron and Wala on a draw, and takes the rest', () => {
    expect(cockfightReturnCents(1_000_000, 'meron', 190, 'meron')).toBe(1_900_000);
    expect(cockfightReturnCents(1_000_000, 'meron', 190, 'wala')).toBe(0);
    expect(cockfightReturnCents(1_000_000, 'wala', 190, 'draw')).toBe(1_000_000);
    expect(cockfightReturnCents(1_000_000, 'draw', 900, 'draw')).toBe(9_000_000);
    expect(cockfightReturnCents(1_000_000, 'draw', 900, 'meron')).toBe(0);
    expect(cockfightReturnCents(333, 'wala', 195, 'wala')).toBe(649);
  });

  it('states the return to player of the seeded odds', () => {
    expect(cockfightRtp('meron', 1.9)).toBeCloseTo(0.955, 10);
    expect(cockfightRtp('wala', 1.9)).toBeCloseTo(0.955, 10);
    expect(cockfightRtp('draw', 9)).toBeCloseTo(0.9, 10);
  });

  it('recomputes 1,000 rounds from revealed seeds with Node\'s HMAC, and the sides keep their chances', async () => {
    const counts: Record<CockfightSide, number> = { meron: 0, wala: 0, draw: 0 };
    for (let round = 1; round <= 1000; round += 1) {
      const serverSeed = randomBytes(32).toString('hex');
      const hash = createHash('sha256').update(serverSeed).digest('hex');
      const clientSeed = cockfightClientSeed('10301', round);
      const outcome = await cockfightOutcome(serverSeed, clientSeed);
      expect(await seedMatchesHash(serverSeed, hash)).toBe(true);
      const float = firstFloat(serverSeed, clientSeed);
      expect(outcome.float).toBe(float);
      expect(outcome.side).toBe(float < 0.45 ? 'meron' : float < 0.9 ? 'wala' : 'draw');
      counts[outcome.side] += 1;
    }
    // 1,000 rounds: each count within five standard deviations of its chance
    for (const [side, chance] of [['meron', 0.45], ['wala', 0.45], ['draw', 0.1]] as const) {
      expect(Math.abs(counts[side] - 1000 * chance)).toBeLessThan(5 * Math.sqrt(1000 * chance * (1 - chance)));
    }
    expect(COCKFIGHT_SIDES.reduce((n, side) => n + counts[side], 0)).toBe(1000);
  });

  it('pins a known vector', async () => {
    const seed = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const clientSeed = cockfightClientSeed('10301', 1);
    expect((await cockfightOutcome(seed, clientSeed)).float).toBe(firstFloat(seed, clientSeed));
  });
});
