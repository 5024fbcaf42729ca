import { FIRST_SCREEN_CACHE, FIRST_SCREEN_ENTRY_HEADER, HOME_ROUTE } from '../config/constants';

/**
 * The home page the server renders for a guest, kept in the Cache Storage
 * the service worker serves it from (sw/first-screen.ts, decision 0043):
 * a repeat visit or an offline start shows the home with the HTML alone.
 * Only a guest's page is kept, and only as this browser would render it
 * (`adapt`), so the app hydrates it instead of replacing it.
 */

/** Names the moment the page was fetched: its boot data is that old (src/app/boot-data.ts). */
export const STORED_AT_ATTRIBUTE = 'data-stored-at';

const ENTRY = /<script defer src="[^"]*" data-entry="(\/assets\/[^"]+\.js)"/;

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/**
 * Fetches the home page again and keeps it; `adapt` changes its document to
 * what this browser renders (a hidden download bar, say). Keeps nothing
 * unless the answer is a server-rendered page with its entry script.
 */
export async function keepFirstScreen(adapt: (doc: Document) => void, stillWanted: () => boolean, now = Date.now()): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage) return false;
  const response = await fetch(HOME_ROUTE, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'text/html' } });
  if (!response.ok || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return false;
  const html = await response.text();
  const entry = ENTRY.exec(html)?.[1];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const root = doc.getElementById('root');
  if (!entry || !root?.dataset.ssr) return false;
  adapt(doc);
  root.setAttribute(STORED_AT_ATTRIBUTE, String(now));
  // the server's headers (its security policy above all) go with the page;
  // the body is decoded text now, so not its encoding or length; nor does
  // it vary with the request any more
  const headers = new Headers(response.headers);
  for (const name of ['Content-Encoding', 'Content-Length', 'Vary']) headers.delete(name);
  headers.set(FIRST_SCREEN_ENTRY_HEADER, entry);
  const page = new Response(`<!DOCTYPE html>\n${doc.documentElement.outerHTML}`, { status: 200, headers });
  const cache = await storage.open(FIRST_SCREEN_CACHE);
  // a sign-in while the page was on its way: it is no longer theirs
  if (!stillWanted()) return false;
  await cache.put(HOME_ROUTE, page);
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
