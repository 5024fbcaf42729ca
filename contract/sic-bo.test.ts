import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dieOf, SIC_BO_SPOTS, sicBoPays, sicBoReturnCents, sicBoRound, type Dice } from './sic-bo';

const ALL_THROWS: Dice[] = [];
for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) ALL_THROWS.push([a, b, c]);

/** A spot's exact return to one over the 216 equally likely throws. */
const rtpOf = (spot: string) => ALL_THROWS.reduce((sum, dice) => sum + sicBoReturnCents(spot, 1, dice), 0) / ALL_THROWS.length;

describe('sic bo', () => {
  it('reads a die from a float and pays by the Macau table', () => {
    expect([0, 0.1666, 0.17, 0.9999].map(dieOf)).toEqual([1, 1, 2, 6]);
    expect(sicBoPays('small', [1, 2, 3])).toBe(1);
    expect(sicBoPays('small', [2, 2, 2])).toBeNull();
    expect(sicBoPays('big', [6, 6, 5])).toBe(1);
    expect(sicBoPays('even', [6, 6, 6])).toBeNull();
    expect(sicBoPays('total-4', [1, 1, 2])).toBe(60);
    expect(sicBoPays('triple-3', [3, 3, 3])).toBe(180);
    expect(sicBoPays('triple-any', [3, 3, 3])).toBe(30);
    expect(sicBoPays('double-5', [5, 2, 5])).toBe(10);
    expect(sicBoPays('single-4', [4, 4, 4])).toBe(3);
    expect(sicBoPays('single-4', [4, 1, 4])).toBe(2);
    expect(sicBoPays('single-4', [1, 2, 3])).toBeNull();
    expect(sicBoReturnCents('total-10', 1000, [4, 3, 3])).toBe(7000);
    expect(() => sicBoReturnCents('total-3', 1000, [1, 1, 1])).toThrow();
    expect(SIC_BO_SPOTS).toHaveLength(4 + 14 + 1 + 6 + 6 + 6);
  });

  it('returns exactly what docs/fairness.md states, over all 216 throws', () => {
    const pct = (spot: string) => Math.round(rtpOf(spot) * 10_000) / 100;
    expect(['small', 'big', 'odd', 'even'].map(pct)).toEqual([97.22, 97.22, 97.22, 97.22]);
    expect(pct('single-1')).toBe(92.13);
    expect(pct('triple-any')).toBe(86.11);
    expect(pct('triple-6')).toBe(83.8);
    expect(pct('double-2')).toBe(81.48);
    const totals = Array.from({ length: 14 }, (_, i) => pct(`total-${i + 4}`));
    expect(Math.min(...totals)).toBe(81.02);
    expect(Math.max(...totals)).toBe(90.28);
    for (const spot of SIC_BO_SPOTS) expect(rtpOf(spot), spot).toBeLessThan(1);
  });

  it('recomputes 1,000 rounds from their seeds with Node\'s HMAC', async () => {
    for (let i = 0; i < 1000; i += 1) {
      const seed = randomBytes(32).toString('hex');
      const client = `pp-live-005-${i}`;
      const bytes = createHmac('sha256', seed).update(`${client}:0:0`).digest();
      const dice = [0, 1, 2].map((k) => Math.floor((bytes.readUInt32BE(k * 4) / 2 ** 32) * 6) + 1);
      expect(await sicBoRound(seed, client, 0)).toEqual(dice);
    }
  });
});
