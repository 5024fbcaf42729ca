/**
 * The server's side of the first screen (docs/decisions/0028-server-rendered-first-screen.md):
 * the same <App> the client hydrates, rendered by React's server renderer
 * from the boot data the page carries, in the language of that boot data.
 * Built by Vite as an SSR bundle (dist/server/entry-server.js, see
 * vite.config.ts) and loaded by server/ssr/render.ts.
 *
 * Only what the first frame shows is rendered: blocks that join after the
 * first paint (footer, dialogs, the lobby below the banner) render nothing
 * on the server and nothing in the client's hydration pass either, so the
 * two agree.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { BootData } from '../contract';
import { App } from './app/app';
import { seedBootData } from './app/boot-data';
import vi from './i18n/vi';
import en from './i18n/en';

let ready: Promise<unknown> | null = null;

/** One i18next for the server process, holding both dictionaries (no lazy loading here). */
function initServerI18n(): Promise<unknown> {
  ready ??= i18next.use(initReactI18next).init({
    resources: { vi: { translation: vi }, en: { translation: en } },
    lng: 'vi',
    fallbackLng: 'vi',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return ready;
}

export interface ServerRender {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The interface language the markup speaks ('vi' | 'en'). */
  language: 'vi' | 'en';
}

/**
 * Renders the first screen of `path` for a guest (with neutral places where
 * the guest's buttons would be when the signed-in cookie came along), or null when the boot
 * data cannot stand for the API's answers (another merchant): the client
 * then renders by itself, as on a page without boot data.
 */
export async function render(path: string, boot: BootData, origin: string): Promise<ServerRender | null> {
  await initServerI18n();
  const language = boot.language === 'EN' ? 'en' : 'vi';
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  if (!seedBootData(queryClient, boot, boot.language, origin)) return null;
  // With both dictionaries loaded the switch is immediate; renderToString is
  // synchronous, so no other request can switch the language under this one.
  void i18next.changeLanguage(language);
  if (i18next.language !== language) return null;
  try {
    const html = renderToString(
      <StrictMode>
        <App queryClient={queryClient} ssrPath={path} signedInHint={boot.signedIn === true} />
      </StrictMode>,
    );
    return { html, language };
  } finally {
    queryClient.clear();
  }
}
