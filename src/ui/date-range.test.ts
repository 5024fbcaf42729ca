import { describe, expect, it } from 'vitest';
import { isoDay, parseIsoDay, presetRange, rangeBounds, rangeDays, rangeFromParams, rangeProblem, writeRangeParams } from './date-range';

// Wednesday 2026-11-18, 15:30 local
const now = new Date(2026, 10, 18, 15, 30);

describe('date ranges', () => {
  it('presets are whole local days ending today (weeks from Monday)', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-11-18', to: '2026-11-18', preset: 'today' });
    expect(presetRange('yesterday', now)).toMatchObject({ from: '2026-11-17', to: '2026-11-17' });
    expect(presetRange('last7', now)).toMatchObject({ from: '2026-11-12', to: '2026-11-18' });
    expect(presetRange('last30', now)).toMatchObject({ from: '2026-10-20', to: '2026-11-18' });
    expect(presetRange('thisWeek', now)).toMatchObject({ from: '2026-11-16', to: '2026-11-18' });
    expect(presetRange('thisMonth', now)).toMatchObject({ from: '2026-11-01', to: '2026-11-18' });
    // a Sunday belongs to the week that began on the Monday before
    expect(presetRange('thisWeek', new Date(2026, 10, 22))).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    // across a year
    expect(presetRange('last7', new Date(2027, 0, 3))).toMatchObject({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('counts days inclusively and parses only real days', () => {
    expect(rangeDays({ from: '2026-11-12', to: '2026-11-18' })).toBe(7);
    expect(rangeDays({ from: '2026-11-18', to: '2026-11-12' })).toBe(0);
    expect(parseIsoDay('2026-02-30')).toBeNull();
    expect(parseIsoDay('18/11/2026')).toBeNull();
    expect(isoDay(parseIsoDay('2026-02-28')!)).toBe('2026-02-28');
  });

  it('names what is wrong with a custom range', () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-18' }, 92, now)).toBeNull();
    expect(rangeProblem({ from: '2026-11-18', to: '2026-11-01' }, 92, now)).toBe('invalid');
    expect(rangeProblem({ from: '', to: '2026-11-01' }, 92, now)).toBe('invalid');
    expect(rangeProblem({ from: '2026-11-18', to: '2026-11-19' }, 92, now)).toBe('future');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-11-18' }, 92, now)).toBe('too_long');
  });

  it('gives half-open epoch bounds from local midnight to the midnight after the last day', () => {
    const bounds = rangeBounds({ from: '2026-11-17', to: '2026-11-18' });
    expect(bounds.from).toBe(new Date(2026, 10, 17).getTime());
    expect(bounds.to).toBe(new Date(2026, 10, 19).getTime());
  });
});

describe('a range in the URL (agent reports and wallet records alike)', () => {
  const read = (search: string) => rangeFromParams(new URLSearchParams(search), 92, 'today', now);

  it('reads a preset, or a custom range within the limit, else today', () => {
    expect(read('preset=last7')).toMatchObject({ from: '2026-11-12', to: '2026-11-18', preset: 'last7' });
    expect(read('from=2026-11-01&to=2026-11-10')).toEqual({ from: '2026-11-01', to: '2026-11-10', preset: 'custom' });
    // 93 days, the future, nonsense and an unknown preset fall back
    expect(read('from=2026-08-17&to=2026-11-17').preset).toBe('today');
    expect(read('from=2026-11-18&to=2026-11-19').preset).toBe('today');
    expect(read('from=x&to=y').preset).toBe('today');
    expect(read('preset=forever').preset).toBe('today');
  });

  it('writes what it reads, keeping the other parameters', () => {
    const params = new URLSearchParams('username=bob&preset=today');
    writeRangeParams(params, { from: '2026-11-01', to: '2026-11-10', preset: 'custom' });
    expect(params.toString()).toBe('username=bob&from=2026-11-01&to=2026-11-10');
    expect(read(params.toString())).toEqual({ from: '2026-11-01', to: '2026-11-10', preset: 'custom' });
    writeRangeParams(params, presetRange('yesterday', now));
    expect(params.toString()).toBe('username=bob&preset=yesterday');
  });
});
