import { describe, expect, it } from 'vitest';
import { brandNameOr, copyrightYears, DEFAULT_BRAND_NAME } from './brand';

describe('the one brand name', () => {
  it('is the configured name, trimmed, or the default when none is given', () => {
    expect(brandNameOr(' Sao Vàng ')).toBe('Sao Vàng');
    expect(brandNameOr('  ')).toBe(DEFAULT_BRAND_NAME);
    expect(brandNameOr(undefined, 'Built')).toBe('Built');
  });

  it('runs the copyright from 2019 to the current year', () => {
    expect(copyrightYears(new Date(2026, 0, 1))).toBe('2019-2026');
    expect(copyrightYears(new Date(2019, 6, 1))).toBe('2019');
  });
});
