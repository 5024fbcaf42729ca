import { describe, expect, it } from 'vitest';
import { deriveSiteStatus, SITE_STATUS } from './derive-status';

describe('deriveSiteStatus', () => {
  it('is normal when neither maintenance nor restriction', () => {
    expect(deriveSiteStatus({ maintenance: false, regionRestriction: false })).toBe(SITE_STATUS.normal);
    expect(SITE_STATUS.normal).toBe(0);
  });
  it('is blocked (1) when only region-restricted', () => {
    expect(deriveSiteStatus({ maintenance: false, regionRestriction: true })).toBe(1);
  });
  it('is maintenance (2) when under maintenance', () => {
    expect(deriveSiteStatus({ maintenance: true, regionRestriction: false })).toBe(2);
  });
  it('lets maintenance win over region restriction', () => {
    expect(deriveSiteStatus({ maintenance: true, regionRestriction: true })).toBe(SITE_STATUS.maintenance);
  });
});
