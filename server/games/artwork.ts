/**
 * Generated SVG artwork: game icons, vendor logos (and the primitives the
 * banner art reuses). Deterministic from the ids, so an image never changes
 * under its URL and can be cached for a week.
 */
import { searchKey } from './search-key';
import { strokeText } from './stroke-text';

export const SVG_CONTENT_TYPE = 'image/svg+xml';
export const ARTWORK_CACHE_CONTROL = 'public, max-age=604800';

/** FNV-1a, 32 bits: a stable number from a string. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Up to two letters from the first words, without diacritics (any font has them). */
export function initialsOf(name: string): string {
  const words = searchKey(name).split(' ').filter((w) => /^[a-z]/.test(w));
  return words.slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';
}

export function gradient(id: string, hash: number, lightness = [46, 24]): string {
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},72%,${lightness[0]}%)"/><stop offset="1" stop-color="hsl(${second},78%,${lightness[1]}%)"/></linearGradient>`;
}

const SHAPES = [
  '<circle cx="100" cy="92" r="58"/>',
  '<path d="M100 28 164 92 100 156 36 92Z"/>',
  '<path d="M100 30 154 61v62l-54 31-54-31V61Z"/>',
  '<path d="M100 26l17 46h49l-40 29 15 47-41-29-41 29 15-47-40-29h49Z"/>',
  '<rect x="48" y="40" width="104" height="104" rx="22" transform="rotate(12 100 92)"/>',
  '<path d="M100 30c40 0 64 28 64 62s-24 62-64 62-64-28-64-62 24-62 64-62Zm0 22c-26 0-42 18-42 40s16 40 42 40 42-18 42-40-16-40-42-40Z"/>',
];

/** A 200×200 game icon: gradient, a shape, the name's initials and the vendor code, in strokes. */
export function gameIconSvg(vendor: string, gameId: string, name: string): string {
  const hash = hashOf(`${vendor}/${gameId}`);
  const shape = SHAPES[(hash >>> 5) % SHAPES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs>${gradient('g', hash)}</defs>`
    + `<rect width="200" height="200" rx="28" fill="url(#g)"/><g fill="#fff" fill-opacity=".16">${shape}</g>`
    + strokeText(initialsOf(name), 100, 92, 44, '#fff')
    + `${strokeText(vendor, 100, 172, 16, '#fff', 0.85)}</svg>`;
}

/** A 240×120 vendor logo: the code large (the tile shows the name under it). */
export function vendorLogoSvg(code: string): string {
  const hash = hashOf(`vendor/${code}`);
  const size = code.length > 4 ? 40 : 54;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120"><defs>${gradient('g', hash, [38, 18])}`
    + '<clipPath id="r"><rect width="240" height="120" rx="18"/></clipPath></defs>'
    + `<g clip-path="url(#r)"><rect width="240" height="120" fill="url(#g)"/><circle cx="206" cy="24" r="54" fill="#fff" fill-opacity=".08"/></g>`
    + `${strokeText(code, 120, 60, size * 0.75, '#ffd76a')}</svg>`;
}
