/**
 * Which links from server data (resources, customer service, banners,
 * announcement and promotion HTML, src/platform/sanitize-html.ts) may be rendered or opened: web pages, mail, phone,
 * and paths inside the app. Anything else (javascript:, data:, vbscript:,
 * intent:…) would run in, or act for, the app's origin where the session
 * token lives. The server filters what it serves and the client checks
 * again what it renders, both with this one rule.
 */
export const LINK_SCHEMES: readonly string[] = ['https:', 'http:', 'mailto:', 'tel:'];

const MAX_LINK_LENGTH = 2048;

export function isAllowedLink(raw: unknown): raw is string {
  if (typeof raw !== 'string') return false;
  const url = raw.trim();
  if (url === '' || url.length > MAX_LINK_LENGTH) return false;
  // Browsers drop tabs and newlines inside URLs ("java\tscript:" runs): refuse control characters outright.
  if ([...url].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false;
  // An in-app path; "//host" and "/\host" are other sites in disguise.
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    return LINK_SCHEMES.includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
