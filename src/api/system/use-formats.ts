import { useQuery } from '@tanstack/react-query';
import { countryQueryOptions } from '../auth/country';
import type { ConsolidatedSettingsValue, CountryValue } from '../../../contract';
import { formatsFor, type CurrencySettings, type Formats } from '../../i18n/format';
import { useLanguage, useWireLanguage } from '../../i18n/use-language';
import { consolidatedSettingsQueryOptions, useSettingsSource } from './consolidated';

function currencyOf(country: CountryValue): CurrencySettings {
  return { currency: country.currency, currencySymbol: country.currencySymbol, currencyPosition: country.currencyPosition };
}
const consolidatedCurrency = (value: ConsolidatedSettingsValue) => currencyOf(value.country);

/**
 * The formats of the language on screen and the merchant's currency (the
 * country settings, persisted for an hour). Until those are known, money
 * shows without its symbol rather than waiting. It lives in src/api, not
 * src/i18n, because it fetches: i18n stays dictionaries and pure formatting
 * (docs/decisions/0046).
 */
export function useFormats(): Formats {
  const language = useLanguage();
  // on the screens that read the consolidated settings, the currency comes from them too (src/api/system/consolidated.tsx)
  const consolidated = useSettingsSource() === 'consolidated';
  const country = useQuery({ ...countryQueryOptions(), select: currencyOf, enabled: !consolidated });
  const fromConsolidated = useQuery({ ...consolidatedSettingsQueryOptions(useWireLanguage()), select: consolidatedCurrency, enabled: consolidated });
  return formatsFor(language, (consolidated ? fromConsolidated.data : country.data) ?? null);
}
