import type { StatusValue } from '../../../../contract';
import { resourceUrl } from '../../../api/system/flags';
import { API_BASE } from '../../../config/env';

/** Server paths are relative to the API platform, which may be elsewhere. */
function absolute(url: string | null): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${API_BASE}${url}` : url;
}

/**
 * Spec §2.8: iOS goes to the IOS link if there is one, else installs the web
 * clip profile; Android goes to its link (or the browser's install prompt).
 * The merchant's AppDownloadIcon, when given, is the app's picture on the bar and the page.
 */
export function downloadLinks(status: StatusValue | undefined) {
  return {
    android: absolute(resourceUrl(status, 'Android')),
    ios: absolute(resourceUrl(status, 'IOS')),
    profile: absolute(resourceUrl(status, 'MOBILECONFIG')),
    icon: absolute(resourceUrl(status, 'AppDownloadIcon')),
  };
}
