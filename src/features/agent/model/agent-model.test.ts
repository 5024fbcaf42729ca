import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';
import { visibleMenu, AGENT_MENU } from './menu';
import { checksContracts, contractPrompts, merchantClock } from './contract-prompts';
import { parseRate, rateOutOfBounds } from './amounts';

const rates = (n: number) => ({ RNG: n, FISH: n, LIVE: n, PVP: n, SPORTS: n, LOTT: n });

describe('agent model', () => {
  it('greets by local hour at the spec bounds', () => {
    expect([0, 10, 11, 14, 15, 18, 19, 23].map(greetingFor)).toEqual([
      'morning', 'morning', 'early_afternoon', 'early_afternoon', 'late_afternoon', 'late_afternoon', 'evening', 'evening',
    ]);
  });

  it('gates the menu by its keys; online service opens the chat and goes with its switch (CBS3)', () => {
    expect(visibleMenu(() => true)).toHaveLength(AGENT_MENU.length);
    expect(visibleMenu(() => false)).toEqual([]);
    expect(visibleMenu((flag) => flag === 'CBS3')).toEqual([{ key: 'service', href: '/m/message?service=1', flag: 'CBS3' }]);
    expect(visibleMenu((flag) => flag !== 'DOWNMAN').some((e) => e.key === 'team_management')).toBe(false);
    expect(AGENT_MENU.find((e) => e.key === 'transaction_record')!.href).toBe('/m/transaction/record?types=A');
  });

  it('prompts for each required contract unless the type skips the check', () => {
    expect([0, 1, 4, 40, 41, 42, undefined].map(checksContracts)).toEqual([true, true, false, false, false, false, false]);
    const all = contractPrompts({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1, dividendShown: false });
    expect(all.map((p) => p.href)).toEqual(['/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract']);
    expect(contractPrompts({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0, dividendShown: true })).toEqual([]);
  });

  it('reads rates with a point or a comma, at most 2 decimals', () => {
    expect(parseRate('1,25')).toBe(1.25);
    expect(parseRate('1.255')).toBeNull();
  });

  it('finds a rate outside the agent\'s ceiling or the team floor', () => {
    expect(rateOutOfBounds({ RNG: 2 }, rates(2))).toBeNull();
    expect(rateOutOfBounds({ LIVE: 2.1 }, rates(2))).toMatchObject({ category: 'LIVE', max: 2 });
    expect(rateOutOfBounds({ RNG: 0.4 }, rates(2), rates(0.5))).toMatchObject({ category: 'RNG', min: 0.5 });
  });

  it('shows settlement periods on the merchant\'s calendar whatever the device zone', () => {
    // 2026-11-16 00:00 at UTC+7 is 2026-11-15 17:00 UTC
    const shown = merchantClock('2026-11-15T17:00:00.000Z');
    expect([shown.getFullYear(), shown.getMonth() + 1, shown.getDate(), shown.getHours()]).toEqual([2026, 11, 16, 0]);
  });
});
