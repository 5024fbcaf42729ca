import type { BootData } from '../../contract/boot';
import { BOOT_ELEMENT_ID } from '../../contract/boot';

/**
 * JSON inside <script> ends at the first "</script"; escaping every "<" (and
 * the two line separators old parsers choke on) makes any text safe there.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The page with its boot data, and a preload of the image that will be the
 * largest paint. The preload opens <head> (after the charset and viewport):
 * the banner's request then leaves with the first bytes parsed, ahead of the
 * page's inline styles. The boot data closes <body>: read only when the app
 * starts, it should not stand between the head and the first screen's markup.
 */
export function injectBootData(html: string, boot: BootData, preloadImage: string | null): string {
  const data = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(boot)}</script>`;
  const named = withBrandName(html, boot.status.info.merchantName);
  const bodyEnd = named.lastIndexOf('</body>');
  const withData = bodyEnd >= 0 ? named.slice(0, bodyEnd) + data + named.slice(bodyEnd) : named + data;
  if (!preloadImage) return withData;
  const preload = `<link rel="preload" as="image" href="${escapeAttribute(preloadImage)}" fetchpriority="high">`;
  const viewport = /<meta name="viewport"[^>]*>/.exec(withData);
  const at = viewport ? viewport.index + viewport[0].length : withData.indexOf('</head>');
  return at >= 0 ? withData.slice(0, at) + preload + withData.slice(at) : preload + withData;
}

/**
 * The merchant's configured name in the page's <title> and iOS home-screen
 * title, where the build wrote its own (src/config/brand.ts): a renamed
 * merchant shows in the next page without a rebuild.
 */
export function withBrandName(html: string, name: string | undefined): string {
  const brand = name?.trim();
  if (!brand) return html;
  const text = escapeAttribute(brand).replace(/>/g, '&gt;');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text}</title>`)
    .replace(/<meta name="apple-mobile-web-app-title" content="[^"]*"/, () => `<meta name="apple-mobile-web-app-title" content="${text}"`);
}

/** The banner the home page paints first (the same choice the carousel makes). */
export function firstHomeBanner(boot: BootData, group: string): string | null {
  if (boot.status.maintenance || boot.status.regionRestriction) return null;
  return boot.homeAnnouncements?.banners.find((banner) => banner.groupName === group)?.url ?? null;
}
