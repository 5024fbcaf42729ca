import { describe, expect, it } from 'vitest';
import { isSwipeBack } from './use-swipe-back';

describe('swipe back', () => {
  it('needs more than 100 px to the right', () => {
    expect(isSwipeBack(100, 0)).toBe(false);
    expect(isSwipeBack(101, 0)).toBe(true);
  });
  it('ignores leftward and mostly vertical swipes', () => {
    expect(isSwipeBack(-200, 0)).toBe(false);
    expect(isSwipeBack(150, 300)).toBe(false);
  });
});
