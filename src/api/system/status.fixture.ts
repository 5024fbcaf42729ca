import type { StatusValue } from '../../../contract';

/** A valid status answer for tests (normal site, merchant DEMO). */
export function statusValueFixture(overrides: Partial<Pick<StatusValue, 'maintenance' | 'regionRestriction' | 'maintenanceEnd'>> = {}): StatusValue {
  return {
    info: {
      customerService: [], domainRoute: [], mobileTemplate: { mem_cen: '0', dep_func: '0' }, paths: {}, register: {},
      resources: [], whitelabel: [], whitelabelVal: {}, imageCDNs: [], launchGameCDNs: [], merchantCode: 'DEMO',
      language: 'VI', mainDomain: 'x',
    },
    location: { ip: '10.1.2.3' },
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    ...overrides,
  } as StatusValue;
}
