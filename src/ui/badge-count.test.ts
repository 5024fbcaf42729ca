import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-count';

describe('badgeText', () => {
  it('shows nothing for zero, negative or missing counts', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });
  it('shows the count up to 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
  });
  it('caps above 99 at 99+', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });
});
