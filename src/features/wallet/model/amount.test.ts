import { describe, expect, it } from 'vitest';
import { parseAmountInput } from '../../../i18n/amount-input';
import { allAmount, amountProblem, presetsWithin } from './amount';

describe('amounts', () => {
  it('names the parser\'s refusal first, then the first broken limit', () => {
    const limits = { min: 50_000, max: 1_000_000 };
    const vi = (text: string) => parseAmountInput(text, 'vi');
    expect(amountProblem(vi(''), limits)).toBe('empty');
    // a point before two digits is no Vietnamese group: refused, never read as 10050
    expect(amountProblem(vi('100.50'), limits)).toBe('format');
    expect(amountProblem(vi('49.999'), limits)).toBe('min');
    expect(amountProblem(vi('1.000.001'), limits)).toBe('max');
    expect(amountProblem(vi('600.000'), limits, 500_000)).toBe('balance');
    expect(amountProblem(vi('500.000'), limits, 500_000)).toBeNull();
    expect(amountProblem(vi('50.000,5'), limits)).toBeNull();
  });

  it('offers "all" as whole units within the maximum, and presets within the limits', () => {
    expect(allAmount(2500.5, 1_000_000)).toBe(2500);
    expect(allAmount(5_000_000, 1_000_000)).toBe(1_000_000);
    expect(presetsWithin([10, 100, 1000], { min: 50, max: 500 })).toEqual([100]);
  });
});
