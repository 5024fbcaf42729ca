import { useCallback, useSyncExternalStore } from 'react';
import { hashKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { PATHS, statusValueSchema, type StatusValue } from '../../../contract';
import { systemKeys } from './keys';
import { STATUS_FRESH_MS } from '../../config/constants';
import { apiHosts } from '../../platform/api-failover';

export async function fetchStatus(signal?: AbortSignal): Promise<StatusValue> {
  const status = await apiRequest({
    path: PATHS.systemStatus,
    query: { device: 'MOBILE', url: globalThis.location?.host ?? '' },
    schema: statusValueSchema,
    signal,
  });
  // the status carries the domain list too: the failover takes it (docs/decisions/0082)
  apiHosts().setDomains(status.info.domainRoute);
  return status;
}

/**
 * Spec §2.2: the cached status is used at once and refreshed in the
 * background; a failed refresh keeps what was cached. The cache is the
 * persisted query cache (IndexedDB), restored before the first render;
 * start-up revalidates it whatever its age. Once fresh, it stays so for a
 * while: every screen and header reads it, and each mount must not ask again.
 */
export function statusQueryOptions() {
  return queryOptions({
    queryKey: systemKeys.status(),
    queryFn: ({ signal }) => fetchStatus(signal),
    staleTime: STATUS_FRESH_MS,
    meta: { persist: true },
  });
}

export function useStatus() {
  return useQuery(statusQueryOptions());
}

const STATUS_HASH = hashKey(systemKeys.status());

/**
 * The site status value, if one is known (cached or fresh), read from the
 * cache without an observer of its own: the status gate (app/status-gate)
 * observes and refreshes it for the whole app, and its many readers (every
 * game icon, every flag) only need its value. An observer each would arm a
 * staleness timer each and, on mount, ask whether to fetch again.
 */
export function useStatusValue(): StatusValue | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe((event) => event.query.queryHash === STATUS_HASH && onChange()),
    [client],
  );
  // by its hash: read on every render of every icon, the key is not hashed again each time
  const read = () => client.getQueryCache().get<StatusValue>(STATUS_HASH)?.state.data;
  return useSyncExternalStore(subscribe, read, read);
}
