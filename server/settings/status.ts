import type { WireLanguage } from '../../contract/headers';
import type { StatusValue } from '../../contract/system';
import type { Db } from '../db/db';
import { loadCustomerService, loadDomainRoutes, loadResources, reachableCustomerService } from './contacts';
import type { Merchant } from './merchant';
import { loadRegisterSettings } from './register';
import { loadWhitelabel } from './whitelabel';

/** The common status: everything the client needs before its first screen. */
export async function loadStatus(db: Db, merchant: Merchant, language: WireLanguage, ip: string): Promise<StatusValue> {
  const [customerService, domainRoute, register, resources, whitelabel] = await Promise.all([
    loadCustomerService(db, merchant.code),
    loadDomainRoutes(db, merchant.code),
    loadRegisterSettings(db, merchant.code),
    loadResources(db, merchant.code),
    loadWhitelabel(db, merchant.code),
  ]);
  return {
    info: {
      customerService: reachableCustomerService(customerService, whitelabel.whitelabelVal.CBS3 === true),
      domainRoute,
      mobileTemplate: merchant.mobileTemplate,
      paths: merchant.paths,
      register,
      resources,
      whitelabel: whitelabel.whitelabel,
      whitelabelVal: whitelabel.whitelabelVal,
      imageCDNs: merchant.imageCDNs,
      launchGameCDNs: merchant.launchGameCDNs,
      merchantCode: merchant.code,
      language,
      mainDomain: merchant.mainDomain,
      merchantName: merchant.name,
    },
    location: { ip },
    maintenance: merchant.maintenance,
    maintenanceEnd: merchant.maintenance ? merchant.maintenanceEnd : null,
    regionRestriction: merchant.regionRestriction,
  };
}
