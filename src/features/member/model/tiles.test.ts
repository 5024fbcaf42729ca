import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../../i18n/format';
import { balanceText, centreLayout, MEMBER_TILES, visibleTiles } from './tiles';

describe('member centre', () => {
  it('shows a tile only when its flag is on; unflagged tiles always', () => {
    const keys = visibleTiles((flag) => flag !== 'WITHDRAW' && flag !== 'MANPLAYREB3').map((t) => t.key);
    expect(keys).not.toContain('withdraw');
    expect(keys).not.toContain('manual_rebate');
    expect(keys).toContain('deposit');
    expect(visibleTiles(() => false).map((t) => t.key)).toEqual(['favourites', 'announcements']);
  });
  it('shows the balance as money (decimals only for a fraction), or asterisks when hidden or refreshing', () => {
    const { money } = formatsFor('vi', { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' });
    expect(balanceText(1234567.5, false, money)).toBe('1.234.567,50\u00a0₫');
    expect(balanceText(1234567, false, money)).toBe('1.234.567\u00a0₫');
    expect(balanceText(1234567.5, true, money)).toBe('******');
    expect(balanceText(undefined, false, money)).toBe('******');
  });
});

describe('member centre groups', () => {
  it('keeps every entry once: deposit and withdraw as the money actions, the rest under records, rewards, account and help', () => {
    const layout = centreLayout(() => true, false);
    expect(layout.money.map((e) => e.key)).toEqual(['deposit', 'withdraw']);
    expect(layout.groups.map((g) => [g.key, g.entries.map((e) => e.key)])).toEqual([
      ['records', ['bet_record', 'account_record']],
      ['rewards', ['rewards', 'manual_rebate', 'part_bonus', 'referral']],
      ['account', ['messages', 'favourites', 'security']],
      ['help', ['announcements', 'app', 'service']],
    ]);
    const all = [...layout.money, ...layout.groups.flatMap((g) => g.entries)].map((e) => e.key);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(MEMBER_TILES.map((t) => t.key)));
  });
  it('drops a group its flags empty and gives agents the agent area instead of the referral', () => {
    const layout = centreLayout(() => false, true);
    expect(layout.money).toEqual([]);
    expect(layout.groups.map((g) => g.key)).toEqual(['rewards', 'account', 'help']);
    expect(layout.groups.find((g) => g.key === 'account')?.entries.map((e) => e.key)).toEqual(['favourites', 'agent']);
    expect(layout.groups.find((g) => g.key === 'rewards')?.entries.map((e) => e.key)).toEqual(['part_bonus']);
  });
});
