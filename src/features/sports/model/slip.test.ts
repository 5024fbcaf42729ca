import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../../../contract/sports';
import { acceptChanges, EMPTY_SLIP, parlayOdds, parlayProblem, planSlip, slipAsk, slipChanges, toggleSelection, type SlipSelection, type StakeReading } from './slip';

const fixture = (fixtureId: number, odds: { home: number; draw: number; away: number }): Fixture => ({
  fixtureId, sport: 'football', league: 'V.League 1', home: `H${fixtureId}`, away: `A${fixtureId}`, startsAt: 1_800_000_000_000,
  markets: [{ marketId: fixtureId * 10, kind: '1x2', line: null, selections: [{ pick: 'home', odds: odds.home }, { pick: 'draw', odds: odds.draw }, { pick: 'away', odds: odds.away }] },
    { marketId: fixtureId * 10 + 1, kind: 'ou', line: 2.5, selections: [{ pick: 'over', odds: 1.9 }, { pick: 'under', odds: 1.9 }] }],
});
const pick = (f: Fixture, market: number, side: 'home' | 'draw' | 'away' | 'over'): SlipSelection => {
  const m = f.markets[market]!;
  return { fixtureId: f.fixtureId, marketId: m.marketId, kind: m.kind, line: m.line, pick: side, odds: m.selections.find((s) => s.pick === side)!.odds, sport: f.sport, league: f.league, home: f.home, away: f.away, startsAt: f.startsAt };
};
const read = (text: string): StakeReading => (/^\d+$/.test(text) ? { stake: Number(text), problem: null } : { stake: null, problem: 'common.amount_format' });
const limits = { minStake: 10_000, maxStake: 1_000_000, maxPayout: 5_000_000, maxLegs: 3 };

describe('bet slip', () => {
  const a = fixture(1, { home: 1.95, draw: 3.4, away: 4.1 });
  const b = fixture(2, { home: 2.1, draw: 3.2, away: 3.3 });

  it('adds, replaces within a market, and takes off on a second tap', () => {
    let slip = toggleSelection(EMPTY_SLIP, pick(a, 0, 'home'));
    slip = toggleSelection(slip, pick(b, 0, 'home'));
    expect(slip.selections.map((s) => s.marketId)).toEqual([10, 20]);
    slip = toggleSelection(slip, pick(a, 0, 'draw'));
    expect(slip.selections.map((s) => [s.marketId, s.pick])).toEqual([[20, 'home'], [10, 'draw']]);
    slip = toggleSelection(slip, pick(a, 0, 'draw'));
    expect(slip.selections.map((s) => s.marketId)).toEqual([20]);
  });

  it('sees moved and closed odds, and takes them on accept', () => {
    const slip = toggleSelection(toggleSelection(EMPTY_SLIP, pick(a, 0, 'home')), pick(b, 0, 'away'));
    const moved = [fixture(1, { home: 2.05, draw: 3.4, away: 4.1 })];
    const changes = slipChanges(slip, moved);
    expect(changes).toEqual([{ marketId: 10, from: 1.95, to: 2.05 }, { marketId: 20, from: 3.3, to: null }]);
    const accepted = acceptChanges({ ...slip, requestId: 'kept-123456' }, changes);
    expect(accepted.selections.map((s) => [s.marketId, s.odds])).toEqual([[10, 2.05]]);
    expect(accepted.requestId).toBeNull();
    expect(slipChanges(accepted, moved)).toEqual([]);
  });

  it('offers a parlay of different matches only, within the legs allowed', () => {
    const one = toggleSelection(EMPTY_SLIP, pick(a, 0, 'home'));
    expect(parlayProblem(one, 3)).toBe('few');
    expect(parlayProblem(toggleSelection(one, pick(a, 1, 'over')), 3)).toBe('same_match');
    const two = toggleSelection(one, pick(b, 0, 'home'));
    expect(parlayProblem(two, 3)).toBeNull();
    expect(parlayProblem(two, 1)).toBe('too_many');
    expect(parlayOdds(two)).toBe(4.09);
  });

  it('plans singles and the parlay from the typed stakes, held to the limits', () => {
    let slip = toggleSelection(toggleSelection(EMPTY_SLIP, pick(a, 0, 'home')), pick(b, 0, 'home'));
    slip = { ...slip, singles: { 10: '20000', 20: '5000' }, parlay: '10000' };
    const planned = planSlip(slip, limits, read);
    expect(planned.problems).toEqual({ 20: 'sports.stake_range' });
    expect(planned.bets).toEqual([
      { kind: 'single', marketId: 10, stake: 20_000, potentialReturn: 39_000 },
      { kind: 'parlay', marketId: null, stake: 10_000, potentialReturn: 40_950 },
    ]);
    expect([planned.totalStake, planned.totalReturn]).toEqual([30_000, 79_950]);
    expect(slipAsk(slip, planned)).toEqual({
      selections: [{ marketId: 10, pick: 'home', odds: 1.95 }, { marketId: 20, pick: 'home', odds: 2.1 }],
      singles: [{ selection: 0, stake: 20_000 }], parlay: { stake: 10_000 },
    });
    expect(planSlip({ ...slip, singles: { 10: 'x' }, parlay: '' }, limits, read).problems).toEqual({ 10: 'common.amount_format' });
    expect(planSlip({ ...slip, singles: {}, parlay: '1000000' }, { ...limits, maxPayout: 1_000_000 }, read).problems).toEqual({ parlay: 'sports.payout_over' });
  });
});
