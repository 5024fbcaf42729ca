import { useSyncExternalStore } from 'react';

/**
 * The one reading of "is there a network": the browser's online flag and
 * its online/offline events. The offline banner and TanStack Query's
 * onlineManager (src/app/query-client.ts) both listen here, so the banner
 * never says "offline" while queries think they are online, or the reverse.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
