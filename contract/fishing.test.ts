import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedMatchesHash } from './fairness';
import {
  CANNON_STEPS, cannonValuesCents, exactCatchChance, FISH_MULTIPLIERS, FISH_SPECIES, FISHING_RTP, isFishSpecies, playShot, shotCatches, shotWinCents,
} from './fishing';

const TWO_32 = 2 ** 32;

/** The shot's float written again with Node's own HMAC (big-endian read), not the shared Web Crypto code. */
function nodeFloat(serverSeed: string, clientSeed: string, nonce: number): number {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest().readUInt32BE(0) / TWO_32;
}

describe('fishing species and cannon values', () => {
  it('pays 2× to 100×, every species distinct, smallest first', () => {
    const multipliers = FISH_SPECIES.map((s) => FISH_MULTIPLIERS[s]);
    expect(multipliers[0]).toBe(2);
    expect(multipliers.at(-1)).toBe(100);
    expect([...multipliers].sort((a, b) => a - b)).toEqual(multipliers);
    expect(new Set(multipliers).size).toBe(multipliers.length);
    expect(isFishSpecies('shark')).toBe(true);
    expect(isFishSpecies('whale')).toBe(false);
  });

  it('offers the minimum bet times the steps', () => {
    expect(cannonValuesCents(10_000)).toEqual(CANNON_STEPS.map((s) => s * 10_000));
    expect(cannonValuesCents(50_000)[0]).toBe(50_000);
  });
});

describe('the catch rule', () => {
  it('gives every species the same exact RTP, 96 % to within m / 2³²', () => {
    for (const species of FISH_SPECIES) {
      const m = FISH_MULTIPLIERS[species];
      const chance = exactCatchChance(m);
      expect(Math.abs(chance * m - FISHING_RTP), species).toBeLessThanOrEqual(m / TWO_32);
      // the count behind the chance is exactly where shotCatches turns: the last catching float and the first missing one
      const count = Math.round(chance * TWO_32);
      expect(shotCatches((count - 1) / TWO_32, m), species).toBe(true);
      expect(shotCatches(count / TWO_32, m), species).toBe(false);
    }
    // e.g. the dragon: caught by 41,231,687 of the 2³² floats
    expect(exactCatchChance(100) * TWO_32).toBe(Math.ceil((FISHING_RTP * TWO_32) / 100));
  });

  it('pays the multiplier times the cannon value only when caught', () => {
    expect(shotWinCents({ caught: true, multiplier: 40 }, 20_000)).toBe(800_000);
    expect(shotWinCents({ caught: false, multiplier: 40 }, 20_000)).toBe(0);
    expect(shotCatches(0, 100)).toBe(true);
    expect(shotCatches(0.48, 2)).toBe(false);
    expect(shotCatches(0.4799, 2)).toBe(true);
  });
});

describe('a seeded simulation', () => {
  it('returns 96 % per species within four standard errors, and the mix with it', () => {
    // the floats of the fairness scheme, from Node's HMAC for speed (the next test checks them against contract/fairness.ts shot by shot)
    const serverSeed = createHash('sha256').update('fishing-simulation').digest('hex');
    const shots = 100_000;
    const paid = Object.fromEntries(FISH_SPECIES.map((s) => [s, 0])) as Record<(typeof FISH_SPECIES)[number], number>;
    let mixed = 0;
    for (let nonce = 0; nonce < shots; nonce += 1) {
      const float = nodeFloat(serverSeed, 'simulation', nonce);
      // one shot's float decides a shot at any species: each species sees the same independent floats
      for (const species of FISH_SPECIES) {
        if (shotCatches(float, FISH_MULTIPLIERS[species])) paid[species] += FISH_MULTIPLIERS[species];
      }
      // the mix: the species a shot aims at rotates, as a member's targets do
      const aimed = FISH_SPECIES[nonce % FISH_SPECIES.length]!;
      if (shotCatches(float, FISH_MULTIPLIERS[aimed])) mixed += FISH_MULTIPLIERS[aimed];
    }
    for (const species of FISH_SPECIES) {
      const m = FISH_MULTIPLIERS[species];
      const p = FISHING_RTP / m;
      const standardError = Math.sqrt(m * m * p * (1 - p) / shots);
      expect(Math.abs(paid[species] / shots - FISHING_RTP), species).toBeLessThan(4 * standardError);
    }
    const mixVariance = FISH_SPECIES.reduce((sum, s) => sum + FISH_MULTIPLIERS[s] * FISHING_RTP - FISHING_RTP ** 2, 0) / FISH_SPECIES.length;
    expect(Math.abs(mixed / shots - FISHING_RTP)).toBeLessThan(4 * Math.sqrt(mixVariance / shots));
    // about a second alone; the ceiling is for a machine busy with other suites
  }, 60_000);
});

describe('1,000 shots recomputed from a revealed seed', () => {
  it('agree with Node’s own HMAC, shot by shot', async () => {
    const serverSeed = randomBytes(32).toString('hex');
    const hash = createHash('sha256').update(serverSeed).digest('hex');
    expect(await seedMatchesHash(serverSeed, hash)).toBe(true);
    const clientSeed = randomBytes(6).toString('base64url');
    let catches = 0;
    for (let nonce = 0; nonce < 1000; nonce += 1) {
      const species = FISH_SPECIES[(nonce * 5) % FISH_SPECIES.length]!;
      const played = await playShot(serverSeed, clientSeed, nonce, species);
      const float = nodeFloat(serverSeed, clientSeed, nonce);
      expect(played.float).toBe(float);
      expect(played.caught).toBe(float * FISH_MULTIPLIERS[species] < 0.96);
      expect(shotWinCents(played, 1000)).toBe(played.caught ? FISH_MULTIPLIERS[species] * 1000 : 0);
      if (played.caught) catches += 1;
    }
    // both outcomes happen (the mix averages a catch chance of about 15 %)
    expect(catches).toBeGreaterThan(50);
    expect(catches).toBeLessThan(400);
  }, 60_000);
});
