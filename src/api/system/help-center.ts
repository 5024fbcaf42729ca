import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { PATHS, helpCenterValueSchema, type WireLanguage } from '../../../contract';
import { systemKeys } from './keys';
import { keptOffline } from '../kept-offline';

export function helpCenterQueryOptions(language: WireLanguage) {
  return queryOptions({
    queryKey: systemKeys.helpCenter(language),
    queryFn: ({ signal }) =>
      apiRequest({ path: PATHS.helpCenter, query: { device: 'MOBILE', lang: language }, schema: helpCenterValueSchema, signal }),
    staleTime: 10 * 60 * 1000,
    // public text: kept on the device so a help page seen online opens offline (docs/decisions/0089)
    ...keptOffline,
  });
}

export function useHelpCenter(language: WireLanguage) {
  return useQuery(helpCenterQueryOptions(language));
}
