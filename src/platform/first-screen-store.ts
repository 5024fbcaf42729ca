import { FIRST_SCREEN_CACHE, FIRST_SCREEN_ENTRY_HEADER } from '../config/constants';
import { APP_PATHS } from '../config/paths';

/**
 * The home page the server renders for a guest, kept in the Cache Storage
 * the service worker serves it from (sw/first-screen.ts, decision 0043):
 * a repeat visit or an offline start shows the home with the HTML alone.
 * Only a guest's page is kept, and only as this browser would render it
 * (`adapt`), so the app hydrates it instead of replacing it.
 */

/** Names the moment the page was fetched: its boot data is that old (src/app/boot-data.ts). */
const STORED_AT_ATTRIBUTE = 'data-stored-at';

/** The server's loader, inline (decision 0120) or, where it could not be, its own request; its first attribute names the app's entry. */
const ENTRY = /<script (?:defer src="[^"]*" )?data-entry="(\/assets\/[^"]+\.js)"/;
const SERVER_RENDERED_ROOT = /<div id="root" data-ssr="[a-z]+">/;

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/**
 * Fetches the home page again and keeps it; `adapt` turns its HTML into
 * what this browser renders (without a hidden download bar, say). Keeps
 * nothing unless the answer is a server-rendered page with its entry script.
 * Text in, text out: no document is built, so it costs the page next to
 * nothing on the main thread.
 */
export async function keepFirstScreen(adapt: (html: string) => string, stillWanted: () => boolean, now = Date.now()): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage) return false;
  const response = await fetch(APP_PATHS.home, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'text/html' } });
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return false;
  const html = await response.text();
  const entry = ENTRY.exec(html)?.[1];
  const root = SERVER_RENDERED_ROOT.exec(html)?.[0];
  if (!entry || !root) return false;
  const page = adapt(html).replace(root, root.replace('<div id="root"', `<div id="root" ${STORED_AT_ATTRIBUTE}="${now}"`));
  // the server's headers (its security policy above all) go with the page;
  // the body is decoded text now, so not its encoding or length; nor does
  // it vary with the request any more
  const headers = new Headers(response.headers);
  for (const name of ['Content-Encoding', 'Content-Length', 'Vary']) headers.delete(name);
  headers.set(FIRST_SCREEN_ENTRY_HEADER, entry);
  const cache = await storage.open(FIRST_SCREEN_CACHE);
  // a sign-in while the page was on its way: it is no longer theirs
  if (!stillWanted()) return false;
  await cache.put(APP_PATHS.home, new Response(page, { status: 200, headers }));
  return true;
}

/** Drops the kept page (a player signed in: the server's guest page is not theirs). */
export async function forgetFirstScreen(): Promise<void> {
  const storage = cacheStorage();
  if (storage) await storage.delete(FIRST_SCREEN_CACHE);
}

/** When the page shown was the kept one: the time it was fetched, else null. */
export function storedAt(doc: Document = document): number | null {
  const value = Number(doc.getElementById('root')?.getAttribute(STORED_AT_ATTRIBUTE));
  return Number.isFinite(value) && value > 0 ? value : null;
}
