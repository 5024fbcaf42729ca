import { describe, expect, it } from 'vitest';
import { formatMoney, formatWhole } from './format';

describe('home number formats', () => {
  it('shows money with two decimals and grouped thousands, as en-US does', () => {
    for (const value of [5601756.2, 0, 0.005, 999.999, 1234567890.123, -1234.5, 12]) {
      expect(formatMoney(value), String(value)).toBe(value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    }
  });
  it('never shows a negative zero', () => {
    expect(formatMoney(-0.001)).toBe('0.00');
  });
  it('shows whole amounts grouped, rounded', () => {
    expect(formatWhole(1243312046.6)).toBe('1,243,312,047');
    expect(formatWhole(999)).toBe('999');
    expect(formatWhole(-1500)).toBe('-1,500');
  });
});
