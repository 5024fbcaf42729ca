import { describe, expect, it } from 'vitest';
import { isMember, parsePlayersArgs, playerSteps, playersHeld, type StepFigures } from './players';

const step = (players: number, held: boolean): StepFigures => ({ players, members: 0, requestsPerSecond: 0, p50Ms: 0, p99Ms: 0, errors: 0, sampleError: null, held });

describe('the player-mix bench', () => {
  it('doubles from 25 up to the maximum, which is tried last', () => {
    expect(playerSteps(200)).toEqual([25, 50, 100, 200]);
    expect(playerSteps(300)).toEqual([25, 50, 100, 200, 300]);
  });

  it('makes two players in five members', () => {
    expect(Array.from({ length: 10 }, (_, i) => i).filter(isMember)).toHaveLength(4);
  });

  it('counts the largest step held before the first that was not', () => {
    expect(playersHeld([step(25, true), step(50, true), step(100, false)])).toBe(50);
    expect(playersHeld([step(25, false)])).toBe(0);
  });

  it('reads its options and refuses what it cannot use', () => {
    expect(parsePlayersArgs(['--players'])).toMatchObject({ max: 1600, seconds: 10 });
    expect(parsePlayersArgs(['--players', '400', '--seconds', '5'])).toMatchObject({ max: 400, seconds: 5 });
    expect(() => parsePlayersArgs(['--players', '3'])).toThrow(/from 25/);
    expect(() => parsePlayersArgs(['--players', '--seconds', '0'])).toThrow(/seconds/);
  });
});
