import { QueryClient, onlineManager, timeoutManager } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { isOnline, subscribeOnline } from '../platform/online-status';
import { createCoalescedTimers } from '../platform/coalesced-timers';

// One provider for the page's lifetime: a timer can only be cleared by the provider that set it.
const queryTimers = createCoalescedTimers();

/**
 * Business refusals are answers, not faults, and offline is not worth
 * retrying until the network returns: only other transport failures retry.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && ['business', 'malformed', 'offline'].includes(error.kind)) return false;
  return failureCount < 1;
}

/**
 * A mutation that failed in transit (lie-fi: online, yet nothing gets
 * through) is retried a few times; retries pause while offline, so the
 * action is kept rather than dropped.
 */
function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && ['offline', 'network', 'timeout'].includes(error.kind) && failureCount < 3;
}

export function createQueryClient(): QueryClient {
  // the cache's many garbage-collection and staleness timers share one real timer (platform/coalesced-timers)
  timeoutManager.setTimeoutProvider(queryTimers);
  // TanStack assumes "online" until an offline event; an app started
  // offline never gets one, and would run (and lose) restored mutations.
  onlineManager.setOnline(isOnline());
  // One source of truth with the offline banner. Coming back online makes
  // TanStack refetch every query that is stale or failed (refetchOnReconnect),
  // so a balance or a page that failed offline fills in by itself.
  if (typeof window !== 'undefined') onlineManager.setEventListener((setOnline) => subscribeOnline(() => setOnline(isOnline())));
  return new QueryClient({
    defaultOptions: {
      // Queries try even offline so screens can say "no internet" with a
      // retry (instead of waiting paused); mutations pause offline and are
      // persisted, then sent when the network returns.
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true, refetchOnReconnect: true, networkMode: 'always' },
      mutations: { retry: shouldRetryMutation, networkMode: 'online' },
    },
  });
}
