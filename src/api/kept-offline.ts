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
export const keptOffline = { meta: { persist: true }, gcTime: KEEP_OFFLINE_MS } as const;
