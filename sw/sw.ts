/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { IMAGE_CACHE, NAVIGATION_DENYLIST, completeAnswersOnly, isCacheableImage } from './routes';
import { storedFirstScreen } from './first-screen';
import { APP_PATHS } from '../src/config/paths';
import './push';

declare const self: ServiceWorkerGlobalScope;

// The app shell: every built file, revisioned, so a deploy replaces it whole.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const shell = createHandlerBoundToURL('/index.html');

// The home opens as the server last rendered it for this guest, if the page
// kept it for this build: readable before any script runs, offline too.
// Otherwise (a member, nothing kept yet, another build) the shell.
registerRoute(
  new NavigationRoute(
    async (options) => (await storedFirstScreen(self.caches, options.request, (url) => getCacheKeyForURL(url) !== undefined).catch(() => null)) ?? shell(options),
    { allowlist: [new RegExp(`^${APP_PATHS.home}$`)] },
  ),
);

// Any in-app URL opens the cached shell, offline too. Server paths are not
// matched, so they go to the network as if there were no worker.
registerRoute(new NavigationRoute(shell, { denylist: [...NAVIGATION_DENYLIST] }));

// Images: cache first, bounded by count and age; only complete 200 answers
// are kept (no opaque, partial or failed ones: sw/routes.ts isCompleteAnswer).
// Nothing else is cached: API answers (auth, captcha, wallet…) and every
// POST/PUT/DELETE always go to the network.
registerRoute(
  ({ request }) => isCacheableImage(request),
  new CacheFirst({
    cacheName: IMAGE_CACHE.name,
    plugins: [
      completeAnswersOnly,
      new ExpirationPlugin({ maxEntries: IMAGE_CACHE.maxEntries, maxAgeSeconds: IMAGE_CACHE.maxAgeSeconds, purgeOnQuotaError: true }),
    ],
  }),
);

// A first install takes control of the open page at once (so it works
// offline from the first visit); later versions wait for the page's word.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The page decides when a waiting worker takes over (never mid-form).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
