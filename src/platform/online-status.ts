import { useSyncExternalStore } from 'react';
import { apiHosts } from './api-failover';

/**
 * The one reading of "is there a network": the browser's online flag and
 * its online/offline events. The offline banner and TanStack Query's
 * onlineManager (src/app/query-client.ts) both listen here, so the banner
 * never says "offline" while queries think they are online, or the reverse.
 * When no API host of the domain list answers, that is offline too
 * (docs/decisions/0082): the player has no way to the platform either way.
 */
export function isOnline(): boolean {
  if (typeof navigator === 'undefined') return true;
  return navigator.onLine !== false && !apiHosts().allDown();
}

export function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const stopHosts = apiHosts().subscribe(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    stopHosts();
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
