import { lazy, type ComponentProps, type ComponentType, type JSX } from 'react';
import { nextTask } from '../platform/next-task';

/** Resets of the parts whose chunk failed to load, run by a load boundary's retry. */
const failedLoads = new Set<() => void>();

/**
 * React.lazy keeps a failed import forever, so a part whose chunk could not
 * load (offline on a first visit, before the service worker cached it) would
 * fail again on every retry. This one starts a fresh import after
 * forgetFailedLoads() (see LoadBoundary).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): (props: ComponentProps<T>) => JSX.Element {
  // The import starts in a task of its own: React asks for it while it
  // renders, and the import's preloads (a <link> per chunk it needs) would
  // otherwise lengthen that render's task.
  const attempt = (): Promise<{ default: T }> =>
    nextTask()
      .then(load)
      .catch((error: unknown) => {
      failedLoads.add(() => {
        Inner = lazy(attempt);
      });
      throw error;
    });
  let Inner = lazy(attempt);
  return function RetryableLazy(props: ComponentProps<T>) {
    const Current = Inner as unknown as ComponentType<ComponentProps<T>>;
    return <Current {...props} />;
  };
}

export function forgetFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}
