import type { WireLanguage } from '../../contract/headers';
import type { CountryValue } from '../../contract/system';
import type { Db } from '../db/db';
import type { Merchant } from './merchant';

/** Country list with names in the request's language, plus the merchant's defaults. */
export async function loadCountry(db: Db, merchant: Merchant, language: WireLanguage): Promise<CountryValue> {
  const nameColumn = language === 'EN' ? 'name_en' : 'name_vi';
  const countries = await db.query<{ code: string; name: string; dialingCode: string }>(
    `select code, ${nameColumn} as name, dialing_code as "dialingCode" from countries
      where merchant_code = $1 order by sort_order, code`,
    [merchant.code],
  );
  return {
    countries,
    countryCode: merchant.countryCode,
    countryDialingCode: merchant.dialingCode,
    currencySymbol: merchant.currencySymbol,
    currency: merchant.currency,
    currencyPosition: merchant.currencyPosition,
  };
}
