import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { PATHS, statusValueSchema, type StatusValue } from '../contract';
import { queryKeys } from '../query-keys';
import { STATUS_FRESH_MS } from '../../config/constants';

export function fetchStatus(signal?: AbortSignal): Promise<StatusValue> {
  return apiRequest({
    path: PATHS.systemStatus,
    query: { device: 'MOBILE', url: globalThis.location?.host ?? '' },
    schema: statusValueSchema,
    signal,
  });
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
    queryKey: queryKeys.status(),
    queryFn: ({ signal }) => fetchStatus(signal),
    staleTime: STATUS_FRESH_MS,
    meta: { persist: true },
  });
}

export function useStatus() {
  return useQuery(statusQueryOptions());
}

/** The site status value, if one is known (cached or fresh). */
export function useStatusValue(): StatusValue | undefined {
  return useStatus().data;
}
