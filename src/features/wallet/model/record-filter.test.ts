import { describe, expect, it } from 'vitest';
import { parseRecordFilter, recordFilterSearch } from './record-filter';

const now = new Date(2026, 10, 18, 12);
const kinds = ['deposit', 'bet'];

describe('record filter in the URL', () => {
  it('reads presets, custom ranges, the type and the agent view, and writes them back', () => {
    const preset = parseRecordFilter('?preset=last7&type=bet&types=A', kinds, now);
    expect(preset).toEqual({ range: { from: '2026-11-12', to: '2026-11-18', preset: 'last7' }, type: 'bet', agent: true });
    expect(recordFilterSearch(preset)).toBe('types=A&preset=last7&type=bet');
    const custom = parseRecordFilter('from=2026-11-01&to=2026-11-03', kinds, now);
    expect(custom.range).toEqual({ from: '2026-11-01', to: '2026-11-03', preset: 'custom' });
    expect(recordFilterSearch(custom)).toBe('from=2026-11-01&to=2026-11-03');
  });

  it('falls back to today and all types on anything unreadable', () => {
    const bad = parseRecordFilter('?from=2026-11-05&to=2026-11-01&type=nope&preset=forever', kinds, now);
    expect(bad).toEqual({ range: { from: '2026-11-18', to: '2026-11-18', preset: 'today' }, type: '', agent: false });
  });
});
