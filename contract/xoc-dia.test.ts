import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { coinOf, redCount, XOC_DIA_SPOTS, xocDiaReturnCents, xocDiaRound, xocDiaWins } from './xoc-dia';

/** The number of throws of four coins with r red: 1, 4, 6, 4, 1 of 16. */
const WAYS = [1, 4, 6, 4, 1];

describe('xóc đĩa', () => {
  it('reads a coin from a float and knows which spots win', () => {
    expect([0, 0.4999, 0.5, 0.99].map(coinOf)).toEqual(['red', 'red', 'white', 'white']);
    expect(redCount(['red', 'white', 'red', 'red'])).toBe(3);
    expect(XOC_DIA_SPOTS.filter((s) => xocDiaWins(s, 4))).toEqual(['even', 'red-4']);
    expect(XOC_DIA_SPOTS.filter((s) => xocDiaWins(s, 3))).toEqual(['odd', 'red-3']);
    expect(XOC_DIA_SPOTS.filter((s) => xocDiaWins(s, 2))).toEqual(['even']);
    expect(XOC_DIA_SPOTS.filter((s) => xocDiaWins(s, 1))).toEqual(['odd', 'white-3']);
    expect(XOC_DIA_SPOTS.filter((s) => xocDiaWins(s, 0))).toEqual(['even', 'white-4']);
    expect(xocDiaReturnCents('even', 100_000, 2)).toBe(196_000);
    expect(xocDiaReturnCents('red-3', 100_000, 3)).toBe(380_000);
    expect(xocDiaReturnCents('white-4', 100_000, 0)).toBe(1_500_000);
    expect(xocDiaReturnCents('odd', 100_000, 2)).toBe(0);
  });

  it('returns exactly what docs/fairness.md states, over the 16 throws', () => {
    const rtp = (spot: (typeof XOC_DIA_SPOTS)[number]) => WAYS.reduce((sum, ways, reds) => sum + ways * xocDiaReturnCents(spot, 100, reds), 0) / 16 / 100;
    expect(XOC_DIA_SPOTS.map(rtp)).toEqual([0.98, 0.98, 0.9375, 0.9375, 0.95, 0.95]);
  });

  it('recomputes 1,000 rounds from their seeds with Node\'s HMAC', async () => {
    for (let i = 0; i < 1000; i += 1) {
      const seed = randomBytes(32).toString('hex');
      const client = `evo-live-008-${i}`;
      const bytes = createHmac('sha256', seed).update(`${client}:0:0`).digest();
      const coins = [0, 1, 2, 3].map((k) => (bytes.readUInt32BE(k * 4) / 2 ** 32 < 0.5 ? 'red' : 'white'));
      expect(await xocDiaRound(seed, client, 0)).toEqual(coins);
    }
  });
});
