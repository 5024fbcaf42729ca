/**
 * How long a screen's answer is kept on the device for offline reading
 * (docs/decisions/0089): the persisted cache's maxAge (src/app/query-persistence.ts)
 * and the in-memory gcTime of every query that opts in, so an answer seen
 * once is not dropped from memory, and with it from IndexedDB, five minutes
 * after its screen closed (TanStack's default gcTime).
 */
export const KEEP_OFFLINE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Spread into a query's options to keep its answer readable offline. Only
 * answers a player reads belong here: never the balance or anything that
 * must be live; member answers carry the member in their key (src/api/query-keys.ts)
 * and leave the device when that member signs out.
 */
/**
 * A kept answer is shown at once when its screen opens and always asked
 * again (refetchOnMount): one restored from the device after a reload would
 * otherwise count as fresh within its staleTime and hide what changed
 * meanwhile (an operator approving a promotion application).
 */
export const keptOffline = { meta: { persist: true }, gcTime: KEEP_OFFLINE_MS, refetchOnMount: 'always' } as const;
