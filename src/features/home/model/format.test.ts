import { describe, expect, it } from 'vitest';
import { formatMoney, formatWhole } from './format';

describe('home number formats', () => {
  it('shows money with two decimals and grouped thousands', () => {
    expect(formatMoney(5601756.2)).toBe('5,601,756.20');
    expect(formatMoney(0)).toBe('0.00');
  });
  it('shows whole amounts grouped, rounded', () => {
    expect(formatWhole(1243312046.6)).toBe('1,243,312,047');
  });
});
