import { QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

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
  // TanStack assumes "online" until an offline event; an app started
  // offline never gets one, and would run (and lose) restored mutations.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      // Queries try even offline so screens can say "no internet" with a
      // retry (instead of waiting paused); mutations pause offline and are
      // persisted, then sent when the network returns.
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true, networkMode: 'always' },
      mutations: { retry: shouldRetryMutation, networkMode: 'online' },
    },
  });
}
