import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { RetryPanel } from './retry-panel';
import { forgetFailedLoads } from './retryable-lazy';

/**
 * Around a lazily loaded part: if its code cannot load (offline before the
 * service worker cached it) or it throws, the part shows a translated error
 * with a retry that imports it again — or, `quiet`, nothing (decorations
 * such as the site footer) — and the rest of the app stays on screen.
 */
export function LoadBoundary({ children, quiet = false, resetKey }: { children: ReactNode; quiet?: boolean; resetKey?: unknown }) {
  const retry = (reset: () => void) => {
    forgetFailedLoads();
    reset();
  };
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(error, reset) => (quiet ? null : <RetryPanel error={error} onRetry={() => retry(reset)} />)}>
      {children}
    </ErrorBoundary>
  );
}
