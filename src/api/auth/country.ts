import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { PATHS, countryValueSchema } from '../../../contract';
import { systemKeys } from '../system/keys';

export function countryQueryOptions() {
  return queryOptions({
    queryKey: systemKeys.country(),
    queryFn: ({ signal }) => apiRequest({ path: PATHS.country, schema: countryValueSchema, signal }),
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  });
}

/** Countries and the merchant's default dialing code (GET /wps/system/country). */
export function useCountry() {
  return useQuery(countryQueryOptions());
}
