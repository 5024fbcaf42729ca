import type { StatusValue } from '../../../../contract';

/**
 * The site status (spec §2.2). The spec gives two numberings; we use the
 * screen table's (0 normal, 1 IP blocked, 2 maintenance) and derive it from
 * the response fields, maintenance winning over region restriction.
 * See docs/decisions/0002-site-status-numbering.md.
 */
export const SITE_STATUS = { normal: 0, blocked: 1, maintenance: 2 } as const;
export type SiteStatus = (typeof SITE_STATUS)[keyof typeof SITE_STATUS];

export function deriveSiteStatus(value: Pick<StatusValue, 'maintenance' | 'regionRestriction'>): SiteStatus {
  if (value.maintenance) return SITE_STATUS.maintenance;
  if (value.regionRestriction) return SITE_STATUS.blocked;
  return SITE_STATUS.normal;
}
