import { describe, expect, it } from 'vitest';
import { canFreePlay } from './roles';

describe('canFreePlay (spec §6: member types 0, 1, 2 only)', () => {
  it.each([0, 1, 2])('type %i may', (type) => expect(canFreePlay(type)).toBe(true));
  it.each([3, 4, 40, 41, 42, 5, -1])('type %i may not', (type) => expect(canFreePlay(type)).toBe(false));
  it('an unknown type may not', () => {
    expect(canFreePlay(null)).toBe(false);
    expect(canFreePlay(undefined)).toBe(false);
  });
});
