import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { PATHS, countryValueSchema, type ConsolidatedSettingsValue, type CountryValue } from '../../../contract';
import { systemKeys } from '../system/keys';
import { consolidatedSettingsQueryOptions, useSettingsSource } from '../system/consolidated';
import { useWireLanguage } from '../../i18n/use-language';

export function countryQueryOptions() {
  return queryOptions({
    queryKey: systemKeys.country(),
    queryFn: ({ signal }) => apiRequest({ path: PATHS.country, schema: countryValueSchema, signal }),
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  });
}

const countryPart = (value: ConsolidatedSettingsValue) => value.country;

/**
 * Countries and the merchant's default dialing code (GET /wps/system/country),
 * or the same from the consolidated settings on the screens that read those.
 */
export function useCountry(): UseQueryResult<CountryValue> {
  const consolidated = useSettingsSource() === 'consolidated';
  const own = useQuery({ ...countryQueryOptions(), enabled: !consolidated });
  const fromConsolidated = useQuery({ ...consolidatedSettingsQueryOptions(useWireLanguage()), enabled: consolidated, select: countryPart });
  return consolidated ? fromConsolidated : own;
}
