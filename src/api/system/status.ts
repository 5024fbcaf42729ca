import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { PATHS, statusValueSchema, type StatusValue } from '../contract';
import { queryKeys } from '../query-keys';
import { readJson, writeJson } from '../../platform/storage';
import { STORAGE_KEYS } from '../../config/constants';

interface CachedStatus {
  value: StatusValue;
  savedAt: number;
}

/** The last good status, validated: a damaged cache is ignored, not trusted. */
export function readCachedStatus(): CachedStatus | null {
  const cached = readJson<CachedStatus>(STORAGE_KEYS.statusCache);
  if (!cached || typeof cached.savedAt !== 'number') return null;
  const parsed = v.safeParse(statusValueSchema, cached.value);
  return parsed.success ? { value: parsed.output, savedAt: cached.savedAt } : null;
}

export async function fetchStatus(signal?: AbortSignal): Promise<StatusValue> {
  const value = await apiRequest({
    path: PATHS.systemStatus,
    query: { device: 'MOBILE', url: globalThis.location?.host ?? '' },
    schema: statusValueSchema,
    signal,
  });
  writeJson(STORAGE_KEYS.statusCache, { value, savedAt: Date.now() } satisfies CachedStatus);
  return value;
}

/**
 * Spec §2.2: the cached status is used at once and refreshed in the
 * background; a failed refresh keeps what was cached.
 */
export function statusQueryOptions() {
  const cached = readCachedStatus();
  return queryOptions({
    queryKey: queryKeys.status(),
    queryFn: ({ signal }) => fetchStatus(signal),
    initialData: cached?.value,
    initialDataUpdatedAt: cached?.savedAt,
    staleTime: 0,
  });
}

export function useStatus() {
  return useQuery(statusQueryOptions());
}

/** The site status value, if one is known (cached or fresh). */
export function useStatusValue(): StatusValue | undefined {
  return useStatus().data;
}
