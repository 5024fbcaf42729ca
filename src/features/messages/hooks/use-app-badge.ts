import { useEffect } from 'react';

interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** The installed app's icon shows the unread total (Badging API, where the browser has it). */
export function useAppBadge(total: number): void {
  useEffect(() => {
    const nav = navigator as Navigator & BadgingNavigator;
    if (!nav.setAppBadge || !nav.clearAppBadge) return;
    const done = total > 0 ? nav.setAppBadge(total) : nav.clearAppBadge();
    void done.catch(() => undefined);
  }, [total]);
}
