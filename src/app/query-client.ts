import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

/**
 * Business refusals are answers, not faults, and offline is not worth
 * retrying until the network returns: only other transport failures retry.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && ['business', 'malformed', 'offline'].includes(error.kind)) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Queries try even offline so screens can say "no internet" with a
      // retry (instead of waiting paused); mutations pause offline and are
      // persisted, then sent when the network returns.
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'online' },
    },
  });
}
