import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetFirstScreen, keepFirstScreen } from '../platform/first-screen-store';
import { getSession, useSession } from '../platform/session';
import { useOnline } from '../platform/online-status';
import { whenLoadedAndIdle } from '../platform/after-load';
import { showsDownloadBarHere } from '../features/install/model/download-bar-visibility';

/** The download bar as the server renders it (features/install/components/download-bar.tsx): one <aside>, nothing nested in it. */
const DOWNLOAD_BAR = /<aside class="download-bar"[^>]*>[\s\S]*?<\/aside>/;

/** The server renders a browser tab's download bar; this browser may not show it (the installed app, closed by the player). */
function asThisBrowserRendersIt(html: string): string {
  return showsDownloadBarHere() ? html : html.replace(DOWNLOAD_BAR, '');
}

/**
 * Keeps the server's home page for the service worker (decision 0043) while
 * a guest uses the app: once per start, in the language in use, when a
 * worker is active and the page has loaded and gone idle. A signed-in
 * player's home is not the guest's page: it is dropped, and their next start
 * renders from the shell.
 */
export function useKeptFirstScreen(): void {
  const guest = useSession() === null;
  const online = useOnline();
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    if (!guest) {
      void forgetFirstScreen().catch(() => undefined);
      return;
    }
    if (!online) return;
    // only once a worker is there to serve it (on a first visit, seconds
    // later: the page's own start has long finished by then)
    let cancelIdle = () => {};
    let cancelled = false;
    void navigator.serviceWorker.ready.then(() => {
      if (cancelled) return;
      cancelIdle = whenLoadedAndIdle(() => {
        // a failed fetch keeps the page kept before: it is still this build's
        void keepFirstScreen(asThisBrowserRendersIt, () => getSession() === null).catch(() => undefined);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [guest, online, language]);
}
