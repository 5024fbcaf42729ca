import { lazy, type ComponentType } from 'react';

/** Resets of the screens whose chunk failed to load, run by the error boundary's retry. */
const failedLoads = new Set<() => void>();

/**
 * React.lazy keeps a failed import forever, so a screen whose chunk could not
 * load (offline on a first visit, before the service worker cached it) would
 * fail again on every retry. This one starts a fresh import after
 * forgetFailedLoads().
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const attempt = () =>
    load().catch((error: unknown) => {
      failedLoads.add(() => {
        Inner = lazy(attempt);
      });
      throw error;
    });
  let Inner = lazy(attempt);
  return function RetryableScreen(props: P) {
    return <Inner {...props} />;
  };
}

export function forgetFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}
