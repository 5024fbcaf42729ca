import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';

/** A load on screen that failed and has nothing (not even a saved copy) to show. */
function failedEmpty(query: Query): boolean {
  return query.state.status === 'error' && query.state.data === undefined;
}

/**
 * The loads of the screen that failed: `anyFailed` says whether one of the
 * active queries failed with nothing to show (watched only while `watch`,
 * e.g. offline: a screen showing saved copies needs no retry), and `retry`
 * refetches every active query that failed.
 */
export function useFailedLoads(watch: boolean): { anyFailed: boolean; retry: () => void } {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => (watch ? queryClient.getQueryCache().subscribe(onChange) : () => undefined),
    [queryClient, watch],
  );
  const anyFailed = useSyncExternalStore(
    subscribe,
    () => watch && queryClient.getQueryCache().findAll({ type: 'active', predicate: failedEmpty }).length > 0,
    () => false,
  );
  const retry = useCallback(() => {
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  }, [queryClient]);
  return { anyFailed, retry };
}
