import { describe, expect, it } from 'vitest';
import { mmss, secondsLeft, slipLine, slipTotal, toggleNumber } from './slip';

const lo = { betType: 'lo' as const, pointPrice: 23_000, payoutPerPoint: 80_000, minPoints: 1, maxPoints: 100 };

describe('lottery slip', () => {
  it('prices points × numbers × point price and totals the lines', () => {
    const line = slipLine('lo', ['45', '12'], 2, lo, 'a');
    expect(line).toEqual({ key: 'a', betType: 'lo', numbers: ['12', '45'], points: 2, stake: 92_000 });
    expect(slipTotal([line, { ...line, stake: 1_000 }])).toBe(93_000);
  });
  it('toggles numbers up to a maximum', () => {
    expect(toggleNumber(['01'], '02', 10)).toEqual(['01', '02']);
    expect(toggleNumber(['01', '02'], '01', 10)).toEqual(['02']);
    expect(toggleNumber(['01'], '02', 1)).toEqual(['01']);
  });
  it('counts down on the server clock', () => {
    expect(secondsLeft(10_000, 1_000, 500)).toBe(9);
    expect(secondsLeft(10_000, 20_000, 0)).toBe(0);
    expect(mmss(299)).toBe('04:59');
  });
});
