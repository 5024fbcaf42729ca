import { useQuery } from '@tanstack/react-query';
import { countryQueryOptions } from '../auth/country';
import type { CountryValue } from '../../../contract';
import { formatsFor, type CurrencySettings, type Formats } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';

function currencyOf(country: CountryValue): CurrencySettings {
  return { currency: country.currency, currencySymbol: country.currencySymbol, currencyPosition: country.currencyPosition };
}

/**
 * The formats of the language on screen and the merchant's currency (the
 * country settings, persisted for an hour). Until those are known, money
 * shows without its symbol rather than waiting. It lives in src/api, not
 * src/i18n, because it fetches: i18n stays dictionaries and pure formatting
 * (docs/decisions/0046).
 */
export function useFormats(): Formats {
  const language = useLanguage();
  const country = useQuery({ ...countryQueryOptions(), select: currencyOf });
  return formatsFor(language, country.data ?? null);
}
