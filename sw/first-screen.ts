/**
 * The stored first screen (docs/decisions/0043): the home page the server
 * rendered for this guest, kept by the page (src/platform/first-screen-store.ts)
 * so a repeat visit or an offline start shows the home with the HTML alone
 * instead of waiting for the app's JavaScript. Kept free of Workbox so the
 * rules are unit-tested in Node.
 */
import { FIRST_SCREEN_CACHE, FIRST_SCREEN_ENTRY_HEADER } from '../src/config/constants';

/**
 * The stored page for this navigation, if it belongs to the running build
 * (its module entry is precached); a page of another build is dropped, and
 * the caller answers with the shell.
 */
export async function storedFirstScreen(
  storage: Pick<CacheStorage, 'open'>,
  request: Request,
  isPrecached: (url: string) => boolean,
): Promise<Response | null> {
  const cache = await storage.open(FIRST_SCREEN_CACHE);
  const page = await cache.match(request, { ignoreSearch: true });
  if (!page) return null;
  const entry = page.headers.get(FIRST_SCREEN_ENTRY_HEADER);
  if (entry && isPrecached(new URL(entry, request.url).href)) return page;
  await cache.delete(request, { ignoreSearch: true });
  return null;
}
