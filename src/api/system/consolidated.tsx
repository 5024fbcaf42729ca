import { createContext, useContext, type ReactNode } from 'react';
import { queryOptions, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { PATHS, consolidatedSettingsValueSchema, type ConsolidatedSettingsValue, type WireLanguage } from '../../../contract';
import { useWireLanguage } from '../../i18n/use-language';
import { systemKeys } from './keys';
import { applyFlags } from './whitelabel';

/**
 * The consolidated settings call (spec §7, `GET /wps/system/settings/consolidated`;
 * docs/decisions/0082): the field rules, the countries and dialing codes,
 * the flags and the contacts in one answer. The login and forgot-password
 * screens read it: they need the rules, the dialing codes and the flags
 * together, and one call answers them where two (register settings,
 * country) did. The registration screen keeps the spec's own calls for its
 * field configuration and countries; it starts from this answer when it
 * came first (both fill the same caches) and revalidates as before.
 */
export function consolidatedSettingsQueryOptions(language: WireLanguage) {
  return queryOptions({
    queryKey: systemKeys.consolidated(language),
    queryFn: async ({ signal, client }) => {
      const value = await apiRequest({ path: PATHS.consolidatedSettings, schema: consolidatedSettingsValueSchema, signal });
      client.setQueryData(systemKeys.registerSettings(), value.register);
      client.setQueryData(systemKeys.country(), value.country);
      applyFlags(client, { whitelabelVal: value.whitelabelVal });
      return value;
    },
    staleTime: 10 * 60 * 1000,
    meta: { persist: true },
  });
}

export type SettingsSource = 'own-calls' | 'consolidated';

const SourceContext = createContext<SettingsSource>('own-calls');

/** The screens inside read their settings (field rules, countries) from the consolidated call. */
export function FromConsolidatedSettings({ children }: { children: ReactNode }) {
  return <SourceContext.Provider value="consolidated">{children}</SourceContext.Provider>;
}

/** Where this screen's settings come from: the consolidated call, or the register settings and country calls. */
export function useSettingsSource(): SettingsSource {
  return useContext(SourceContext);
}

/**
 * One part of the settings (field rules, countries): from the screen's own
 * call, or from the consolidated answer on the screens that read it.
 */
export function useSettingsPart<T, Key extends QueryKey>(
  own: UseQueryOptions<T, Error, T, Key>,
  part: (value: ConsolidatedSettingsValue) => T,
): UseQueryResult<T> {
  const consolidated = useSettingsSource() === 'consolidated';
  const ownQuery = useQuery({ ...own, enabled: !consolidated });
  const fromConsolidated = useQuery({ ...consolidatedSettingsQueryOptions(useWireLanguage()), enabled: consolidated, select: part });
  return consolidated ? fromConsolidated : ownQuery;
}
