import { describe, expect, it } from 'vitest';
import { allAmount, amountProblem, parseAmount, presetsWithin } from './amount';

describe('amounts', () => {
  it('parses whole amounts with or without separators', () => {
    expect(parseAmount('200000')).toBe(200_000);
    expect(parseAmount('200.000')).toBe(200_000);
    expect(parseAmount('1,000,000')).toBe(1_000_000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12a')).toBeNull();
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
  });

  it('names the first broken limit', () => {
    const limits = { min: 50_000, max: 1_000_000 };
    expect(amountProblem(null, limits)).toBe('required');
    expect(amountProblem(49_999, limits)).toBe('min');
    expect(amountProblem(1_000_001, limits)).toBe('max');
    expect(amountProblem(600_000, limits, 500_000)).toBe('balance');
    expect(amountProblem(500_000, limits, 500_000)).toBeNull();
  });

  it('offers "all" as whole units within the maximum, and presets within the limits', () => {
    expect(allAmount(2500.5, 1_000_000)).toBe(2500);
    expect(allAmount(5_000_000, 1_000_000)).toBe(1_000_000);
    expect(presetsWithin([10, 100, 1000], { min: 50, max: 500 })).toEqual([100]);
  });
});
