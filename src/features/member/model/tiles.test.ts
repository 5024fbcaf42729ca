import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../../i18n/format';
import { balanceText, visibleTiles } from './tiles';

describe('member centre', () => {
  it('shows a tile only when its flag is on; unflagged tiles always', () => {
    const keys = visibleTiles((flag) => flag !== 'WITHDRAW' && flag !== 'MANPLAYREB3').map((t) => t.key);
    expect(keys).not.toContain('withdraw');
    expect(keys).not.toContain('manual_rebate');
    expect(keys).toContain('deposit');
    expect(visibleTiles(() => false).map((t) => t.key)).toEqual(['favourites', 'announcements']);
  });
  it('shows the balance with 2 decimals, or asterisks when hidden or refreshing', () => {
    const { money } = formatsFor('vi', { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' });
    expect(balanceText(1234567.5, false, money)).toBe('1.234.567,50\u00a0₫');
    expect(balanceText(1234567.5, true, money)).toBe('******');
    expect(balanceText(undefined, false, money)).toBe('******');
  });
});
