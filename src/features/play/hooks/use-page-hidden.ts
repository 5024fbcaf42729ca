import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Whether the page is out of sight (another tab, the app in the background): games pause meanwhile. */
export function usePageHidden(): boolean {
  return useSyncExternalStore(subscribe, () => document.visibilityState === 'hidden', () => false);
}
