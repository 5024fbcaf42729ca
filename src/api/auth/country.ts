import { queryOptions, type UseQueryResult } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { PATHS, countryValueSchema, type ConsolidatedSettingsValue, type CountryValue } from '../../../contract';
import { systemKeys } from '../system/keys';
import { useSettingsPart } from '../system/consolidated';

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
  return useSettingsPart(countryQueryOptions(), countryPart);
}
