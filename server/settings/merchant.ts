import { ERROR_CODES } from '../../contract/error-codes';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { hotReads } from './cache';
import { deepFreeze } from './deep-freeze';

export interface Merchant {
  code: string;
  name: string;
  mainDomain: string;
  currency: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
  countryCode: string;
  dialingCode: string;
  maintenance: boolean;
  /** Epoch ms, or null when no end is announced. */
  maintenanceEnd: number | null;
  regionRestriction: boolean;
  mobileTemplate: { mem_cen: string; dep_func: string };
  paths: Record<string, string>;
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** Home-screen label of the iOS web clip; null means `name`. */
  webclipLabel: string | null;
}

interface MerchantRow {
  code: string;
  name: string;
  main_domain: string;
  currency: string;
  currency_symbol: string;
  currency_position: 'before' | 'after';
  country_code: string;
  dialing_code: string;
  maintenance: boolean;
  maintenance_end_ms: number | null;
  region_restriction: boolean;
  mobile_template: { mem_cen?: string; dep_func?: string };
  paths: Record<string, string>;
  image_cdns: string[];
  launch_game_cdns: string[];
  webclip_label: string | null;
}

/**
 * The merchant, from the hot-read cache: nearly every request asks for it.
 * Shared between requests, so frozen.
 */
export function findMerchant(db: Db, code: string): Promise<Merchant | null> {
  return hotReads(db).read(code, 'merchant', async () => deepFreeze(await loadMerchant(db, code)));
}

async function loadMerchant(db: Db, code: string): Promise<Merchant | null> {
  // float8 so both PGlite and pg hand back a JS number (pg returns numeric and int8 as strings).
  const [row] = await db.query<MerchantRow>(
    `select *, floor(extract(epoch from maintenance_end) * 1000)::float8 as maintenance_end_ms
       from merchants where code = $1`,
    [code],
  );
  if (!row) return null;
  return {
    code: row.code,
    name: row.name,
    mainDomain: row.main_domain,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    currencyPosition: row.currency_position,
    countryCode: row.country_code,
    dialingCode: row.dialing_code,
    maintenance: row.maintenance,
    maintenanceEnd: row.maintenance_end_ms,
    regionRestriction: row.region_restriction,
    mobileTemplate: { mem_cen: row.mobile_template.mem_cen ?? '0', dep_func: row.mobile_template.dep_func ?? '0' },
    paths: row.paths,
    imageCDNs: row.image_cdns,
    launchGameCDNs: row.launch_game_cdns,
    webclipLabel: row.webclip_label,
  };
}

/** The merchant or the WPS refusal `merchant.not.exists` (HTTP 200, success false). */
export async function requireMerchant(db: Db, code: string): Promise<Merchant> {
  const merchant = await findMerchant(db, code);
  if (!merchant) throw new WpsError(ERROR_CODES.merchantUnknown, 'merchantUnknown');
  return merchant;
}
