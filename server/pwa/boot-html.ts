import type { BootData } from '../../src/api/contract/boot';
import { BOOT_ELEMENT_ID } from '../../src/api/contract/boot';

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
 * largest paint, so the browser fetches it alongside the scripts instead of
 * after them. Both go at the end of <head>, after the script and style links.
 */
export function injectBootData(html: string, boot: BootData, preloadImage: string | null): string {
  const tags = [
    preloadImage ? `<link rel="preload" as="image" href="${escapeAttribute(preloadImage)}" fetchpriority="high">` : '',
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(boot)}</script>`,
  ].join('');
  const at = html.indexOf('</head>');
  if (at >= 0) return html.slice(0, at) + tags + html.slice(at);
  const root = html.indexOf('<div id="root"');
  if (root >= 0) return html.slice(0, root) + tags + html.slice(root);
  return html + tags;
}

/** The banner the home page paints first (the same choice the carousel makes). */
export function firstHomeBanner(boot: BootData, group: string): string | null {
  if (boot.status.maintenance || boot.status.regionRestriction) return null;
  return boot.homeAnnouncements?.banners.find((banner) => banner.groupName === group)?.url ?? null;
}
