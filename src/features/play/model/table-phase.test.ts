import { describe, expect, it } from 'vitest';
import type { TableRound } from '../../../../contract/live-tables';
import { addChip, tablePhase, totalCents } from './table-phase';

const round = (phase: TableRound['phase']): TableRound => ({
  roundId: 1, roundNo: 7, phase, opensAt: 10_000, closesAt: 25_000, endsAt: 33_000, outcome: null,
  fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 0, serverSeed: null },
});

describe('a live table round on the screen', () => {
  it('counts the betting window down in whole seconds, then waits for the server to settle', () => {
    expect(tablePhase(null, 0, false)).toEqual({ kind: 'opening' });
    expect(tablePhase(round('betting'), 10_000, false)).toEqual({ kind: 'betting', seconds: 15, fraction: 1 });
    expect(tablePhase(round('betting'), 24_001, false)).toMatchObject({ kind: 'betting', seconds: 1 });
    expect(tablePhase(round('betting'), 25_000, false)).toEqual({ kind: 'closing' });
  });

  it('plays the deal of a settled round, then shows its result until the next round', () => {
    expect(tablePhase(round('settled'), 25_500, false)).toEqual({ kind: 'revealing' });
    expect(tablePhase(round('settled'), 28_000, true)).toEqual({ kind: 'result', nextIn: 5 });
    expect(tablePhase(round('settled'), 40_000, true)).toEqual({ kind: 'result', nextIn: 0 });
  });

  it('adds chips in cents per spot', () => {
    const chips = addChip(addChip(addChip(new Map(), 'banker', 100_000), 'tie', 100_000), 'banker', 500_000);
    expect([...chips]).toEqual([['banker', 600_000], ['tie', 100_000]]);
    expect(totalCents(chips)).toBe(700_000);
  });
});
