/**
 * Which requests the service worker may answer from its caches. Kept free of
 * Workbox so it is unit-tested in Node.
 */

/** Server paths the navigation fallback must never answer with the shell. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/wps\//,
  /^\/lgw\//,
  /^\/__ops\//,
  /^\/__test\//,
  /^\/demo-game\//,
  /\.mobileconfig$/,
];

/** Private or single-use resources that must never come from a cache. */
const NEVER_CACHE = /captcha|session|login|logout|wallet|balance|funds|member\/info|transaction|withdraw|deposit/i;

export function isNavigationAllowed(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}

/**
 * Images (banners, game icons, vendor logos) from this origin or any CDN are
 * cached first; only GETs, and nothing private.
 */
export function isCacheableImage(request: { method: string; destination: string; url: string }): boolean {
  if (request.method !== 'GET' || request.destination !== 'image') return false;
  return !NEVER_CACHE.test(new URL(request.url).pathname);
}

export const IMAGE_CACHE = {
  name: 'images-v1',
  maxEntries: 400,
  maxAgeSeconds: 14 * 24 * 60 * 60,
} as const;
