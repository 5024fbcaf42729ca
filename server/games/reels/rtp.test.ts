import { describe, expect, it } from 'vitest';
import { LUCKY_20, REEL_GAMES } from '../../../contract/reel-games';
import { exactRtp } from './exact-rtp';

/**
 * The RTP each reel set states (docs/fairness.md) is the exact figure from
 * its strips. `npx tsx server/games/reels/simulate.ts` plays a million
 * rounds through the provably fair path as a cross-check (too slow here).
 */
describe.each(Object.values(REEL_GAMES))('reel set $id', (game) => {
  it('returns what it states, exactly', () => {
    const rtp = exactRtp(game);
    expect(rtp.total).toBeCloseTo(game.statedRtp, 4);
    expect(rtp.total).toBeGreaterThan(0.94);
    expect(rtp.total).toBeLessThan(0.98);
    expect(rtp.freeSpinsPerSpin).toBeLessThan(0.5);
  });

  it('never shows two scatters on one reel (the scatter count is then a sum of reel events)', () => {
    for (const strip of game.strips) {
      const at = strip.flatMap((s, i) => (s === 'scatter' ? [i] : []));
      for (const [i, p] of at.entries()) {
        const next = at[(i + 1) % at.length]!;
        if (at.length > 1) expect((next - p + strip.length) % strip.length).toBeGreaterThanOrEqual(game.rows);
      }
    }
  });

  it('has 5 reels, a line per row pattern, and a line bet of whole cents at every offered bet', () => {
    expect(game.strips).toHaveLength(5);
    expect(new Set(game.lines.map((l) => l.join())).size).toBe(game.lines.length);
    expect(game.lines.every((l) => l.length === 5 && l.every((r) => r >= 0 && r < game.rows))).toBe(true);
  });
});

describe('LUCKY_20', () => {
  it('has the figures docs/fairness.md gives', () => {
    const rtp = exactRtp(LUCKY_20);
    expect(rtp.total).toBeCloseTo(0.9615, 4);
    expect(rtp.base).toBeCloseTo(0.7776, 4);
    expect(1 / rtp.triggerChance).toBeCloseTo(140.4, 1);
  });
});
