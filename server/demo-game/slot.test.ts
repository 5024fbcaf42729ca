import { describe, expect, it } from 'vitest';
import { drawReels, multiplierOf, REEL_WEIGHT_TOTAL, SYMBOLS, symbolAt, weightOf, type SlotSymbol } from './slot';

describe('demo slot math', () => {
  it('maps every draw of a reel to a symbol by weight', () => {
    const counts = new Map<SlotSymbol, number>();
    for (let d = 0; d < REEL_WEIGHT_TOTAL; d += 1) counts.set(symbolAt(d), (counts.get(symbolAt(d)) ?? 0) + 1);
    for (const s of SYMBOLS) expect(counts.get(s)).toBe(weightOf(s));
    expect(() => symbolAt(REEL_WEIGHT_TOTAL)).toThrow(RangeError);
  });

  it('pays three alike, two alike, nothing else', () => {
    expect(multiplierOf(['7', '7', '7'])).toBe(300);
    expect(multiplierOf(['♣', '♣', '♣'])).toBe(5);
    expect(multiplierOf(['7', 'BAR', '7'])).toBe(5);
    expect(multiplierOf(['♥', 'BAR', 'BAR'])).toBe(3);
    expect(multiplierOf(['♣', '♣', '7'])).toBe(0);
    expect(multiplierOf(['7', 'BAR', '★'])).toBe(0);
  });

  it('returns about 92.5 % to the player over every weighted outcome', () => {
    let expected = 0;
    let hits = 0;
    const total = REEL_WEIGHT_TOTAL ** 3;
    for (const a of SYMBOLS) for (const b of SYMBOLS) for (const c of SYMBOLS) {
      const p = (weightOf(a) * weightOf(b) * weightOf(c)) / total;
      const m = multiplierOf([a, b, c]);
      expected += p * m;
      if (m > 0) hits += p;
    }
    expect(expected).toBeGreaterThan(0.9);
    expect(expected).toBeLessThan(0.95);
    expect(hits).toBeGreaterThan(0.2);
  });

  it('draws three reels from the given source', () => {
    expect(drawReels(() => 0)).toEqual(['7', '7', '7']);
    expect(drawReels(() => REEL_WEIGHT_TOTAL - 1)).toEqual(['♣', '♣', '♣']);
    expect(drawReels()).toHaveLength(3);
  });
});
