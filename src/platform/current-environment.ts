import { readText, writeText } from './storage';
import { detectEnvironment, type RunEnvironment } from './environment';
import { WEBCLIP_QUERY_PARAM } from '../config/constants';

const WEBCLIP_KEY = 'launchedAsWebclip';

let cached: RunEnvironment | null = null;

/**
 * The environment of this page, read once at start-up. A web clip launch is
 * remembered for the session because in-app navigation drops the marker.
 */
export function currentEnvironment(): RunEnvironment {
  if (cached) return cached;
  const search = globalThis.location?.search ?? '';
  if (new URLSearchParams(search).has(WEBCLIP_QUERY_PARAM)) writeText(WEBCLIP_KEY, '1', 'session');
  const standalone =
    globalThis.matchMedia?.('(display-mode: standalone)').matches === true ||
    (globalThis.navigator as Navigator & { standalone?: boolean } | undefined)?.standalone === true;
  cached = detectEnvironment({
    userAgent: globalThis.navigator?.userAgent ?? '',
    standalone,
    search,
    rememberedWebclip: readText(WEBCLIP_KEY, 'session') === '1',
  });
  // absent in the server render of the first screen (src/entry-server.tsx)
  if (typeof document !== 'undefined') document.documentElement.dataset.env = cached;
  return cached;
}
