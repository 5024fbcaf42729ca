import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from './react-renderer';
import { App } from './app/app';
import { AppReadySignal } from './app/app-ready';
import { startUp } from './app/start-up';
import { bootSeededLanguage } from './app/boot-data';
import { currentLanguage } from './i18n/setup';
import { wireLanguage } from './i18n/languages';
import { getSession } from './platform/session';
import { SESSION_PENDING_ATTRIBUTE } from './platform/signed-in-hint';
import { showsDownloadBarHere } from './features/install/model/download-bar-visibility';
import './styles/base.css';

/**
 * Whether this client would render exactly what the server put into #root
 * (src/entry-server.tsx renders a guest in a plain browser tab, from the boot
 * data, in the language of the `wps_lang` cookie). Anything else (a member,
 * another language in storage, the installed app, a closed download bar, boot
 * data not used) and the client renders by itself, replacing the markup: no
 * hydration mismatch, and never a server page's view for a signed-in player.
 * The service worker's shell has an empty #root and always renders here.
 */
function canHydrate(root: HTMLElement): boolean {
  // a build switch for measuring the alternative (decision 0028): the client takes the markup over
  if (import.meta.env.VITE_FIRST_SCREEN === 'takeover') return false;
  const language = currentLanguage();
  return (
    root.dataset.ssr === language &&
    bootSeededLanguage() === wireLanguage(language) &&
    getSession() === null &&
    // a page the server rendered for someone signed in (its neutral places) is no guest's page
    root.querySelector(`[${SESSION_PENDING_ATTRIBUTE}]`) === null &&
    (root.querySelector('.download-bar') !== null) === showsDownloadBarHere()
  );
}

/**
 * Starts the app once this bundle has been evaluated, in a task of its own:
 * evaluating half a megabyte of script is already one long task on a slow
 * phone, and the start-up (storage, boot data, i18n, the first requests)
 * added to it made it longer still.
 */
function boot(): void {
  void startUp()
    // The first render gets a task of its own: together with the end of the
    // start-up they made one long task on a slow phone.
    .then((queryClient) => new Promise<typeof queryClient>((resolve) => setTimeout(() => resolve(queryClient), 0)))
    .then((queryClient) => {
      const root = document.getElementById('root')!;
      if (canHydrate(root)) {
        // as a transition, hydration is time-sliced (it yields to the browser
        // every few ms) instead of one long task: the screen is already shown
        startTransition(() => {
          hydrateRoot(
            root,
            <StrictMode>
              <App queryClient={queryClient} serverRendered />
              <AppReadySignal />
            </StrictMode>,
          );
        });
        return;
      }
      createRoot(root).render(
        <StrictMode>
          <App queryClient={queryClient} />
          <AppReadySignal />
        </StrictMode>,
      );
    });
}

setTimeout(boot, 0);
