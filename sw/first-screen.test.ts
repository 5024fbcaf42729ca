import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_CACHE, FIRST_SCREEN_ENTRY_HEADER } from '../src/config/constants';
import { storedFirstScreen } from './first-screen';

/** Cache Storage as the worker sees it, by path (the worker matches ignoring the query). */
function memoryCaches() {
  const opened = new Map<string, Map<string, Response>>();
  const path = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : String(request), 'https://site.test').pathname;
  const storage = {
    open: async (name: string) => {
      const entries = opened.get(name) ?? new Map<string, Response>();
      opened.set(name, entries);
      return {
        match: async (request: RequestInfo | URL) => entries.get(path(request))?.clone(),
        delete: async (request: RequestInfo | URL) => entries.delete(path(request)),
        put: async (request: RequestInfo | URL, response: Response) => void entries.set(path(request), response),
      } as unknown as Cache;
    },
  };
  return { storage, entries: (name: string) => opened.get(name) ?? new Map<string, Response>() };
}

const navigation = new Request('https://site.test/m/home?source=pwa');
const ENTRY = '/assets/index-abc123.js';
const precached = (url: string) => url === `https://site.test${ENTRY}`;

async function keep(caches: ReturnType<typeof memoryCaches>, entry: string | null) {
  const headers = new Headers({ 'Content-Type': 'text/html' });
  if (entry) headers.set(FIRST_SCREEN_ENTRY_HEADER, entry);
  const cache = await caches.storage.open(FIRST_SCREEN_CACHE);
  await cache.put('/m/home', new Response('<div id="root" data-ssr="vi"></div>', { headers }));
}

describe('the stored first screen', () => {
  it('is served when its entry script belongs to the running build', async () => {
    const caches = memoryCaches();
    await keep(caches, ENTRY);
    const page = await storedFirstScreen(caches.storage, navigation, precached);
    expect(await page?.text()).toContain('data-ssr="vi"');
  });

  it('is dropped when it names an entry of another build, or none', async () => {
    for (const entry of ['/assets/index-old999.js', null]) {
      const caches = memoryCaches();
      await keep(caches, entry);
      expect(await storedFirstScreen(caches.storage, navigation, precached)).toBeNull();
      expect(caches.entries(FIRST_SCREEN_CACHE).size).toBe(0);
    }
  });

  it('is absent until the page kept one', async () => {
    expect(await storedFirstScreen(memoryCaches().storage, navigation, precached)).toBeNull();
  });
});
