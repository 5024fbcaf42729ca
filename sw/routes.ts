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

/** The parts of a Response the caching rule reads (a Response, or a test's stand-in). */
export interface AnswerLike {
  status: number;
  type: string;
  headers: { has(name: string): boolean };
}

/**
 * Only a complete answer may be kept: status 200 and no Content-Range. Never
 * an opaque answer (a cross-origin image fetched without CORS: status 0, its
 * content and real status unknown, so an error page could be kept for two
 * weeks and each one counts megabytes against the quota), never a partial
 * 206 (or a 200 carrying a range), which would later be served as if whole.
 * Workbox's CacheableResponsePlugin({ statuses: [200] }) checks the status
 * only; this is the same rule plus the range check, without the package.
 */
export function isCompleteAnswer(response: AnswerLike): boolean {
  return response.status === 200 && response.type !== 'opaque' && !response.headers.has('content-range');
}

/** A Workbox plugin for every runtime cache: what isCompleteAnswer refuses is answered but not kept. */
export const completeAnswersOnly = {
  cacheWillUpdate: async <R extends AnswerLike>({ response }: { response: R }): Promise<R | null> =>
    (isCompleteAnswer(response) ? response : null),
};
