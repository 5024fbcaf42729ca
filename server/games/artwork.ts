/**
 * Generated SVG artwork: game icons, vendor logos (and the primitives the
 * banner art reuses). Deterministic from the ids, so an image never changes
 * under its URL and can be cached for a week.
 */
import { searchKey } from './search-key';
import { drawable, strokeText, strokeWidthOf } from './stroke-text';
import { GOLD_DEFS, linear, PALETTES, pick, radial, rays, round, seeded, sparkle } from '../art/paint';
import { sceneOf } from '../art/game-scenes';

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

/** A title word in gold with a dark outline, fitted into `maxWidth`. */
export function goldLettering(text: string, cx: number, cy: number, maxSize: number, maxWidth: number, gold: string): string {
  const unit = strokeWidthOf(text, 1);
  if (unit === 0) return '';
  const size = round(Math.min(maxSize, maxWidth / unit));
  const weight = Math.max(1.5, size / 6);
  return strokeText(text, cx, cy, size, '#2a1000', 0.85, round(weight + 4)) + strokeText(text, cx, cy, size, gold, 1, round(weight));
}

export interface GameArtFacts {
  gameType?: string;
  nameEn?: string;
  classifies?: readonly string[];
}

/** Words every game of a category shares: they would make neighbours look alike. */
const PLAIN_WORDS = new Set(['FISHING', 'LOTTERY', 'ESPORTS', 'SPORTS', 'GAMING', 'LIVE', 'GAME', 'GAMES', 'POKER', 'CARDS']);

/** The word of the English name the icon shows: the first telling word of four letters or more. */
export function titleWordOf(name: string): string {
  const words = searchKey(name).toUpperCase().split(' ').map(drawable).filter(Boolean);
  return words.find((w) => w.length >= 4 && !PLAIN_WORDS.has(w)) ?? words.find((w) => !PLAIN_WORDS.has(w)) ?? words[0] ?? '';
}

/**
 * A 200×200 game icon: a lit background with rays, the illustrated symbol of
 * its category (slot symbols, fish, cards, roulette, dice, rooster, balls…),
 * the vendor's badge and a title word, all chosen from the game's id so no
 * two neighbours look alike and the image never changes under its URL.
 */
export function gameIconSvg(vendor: string, gameId: string, name: string, facts: GameArtFacts = {}): string {
  const hash = hashOf(`${vendor}/${gameId}`);
  const random = seeded(hash);
  const [deep, mid, glow] = pick(PALETTES, random);
  const scene = sceneOf(facts.gameType ?? 'RNG', searchKey(`${name} ${facts.nameEn ?? ''}`), facts.classifies ?? [], random);
  const title = titleWordOf(facts.nameEn || name);
  const badge = drawable(vendor);
  const badgeWidth = round(strokeWidthOf(badge, 10) + 16);
  return '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">'
    + `<defs>${radial('bg', [glow, mid, deep], 0.5, 0.4, 0.75)}${GOLD_DEFS}</defs>`
    + '<rect width="200" height="200" rx="28" fill="url(#bg)"/>'
    + rays(100, 90, 150, 14, '#fff', 0.07, random() * Math.PI)
    + sparkle(round(24 + random() * 30), round(56 + random() * 40), 7, '#fff', 0.6)
    + sparkle(round(150 + random() * 30), round(120 + random() * 20), 6, '#fff', 0.5)
    + scene
    + (title ? '<path d="M0 152h200v20a28 28 0 0 1-28 28H28A28 28 0 0 1 0 172Z" fill="#000" fill-opacity=".42"/>' + goldLettering(title, 100, 176, 22, 168, 'url(#au)') : '')
    + `<rect x="10" y="10" width="${badgeWidth}" height="20" rx="10" fill="#000" fill-opacity=".45"/>${strokeText(badge, 10 + badgeWidth / 2, 20, 10, '#fff', 0.92)}`
    + '<rect x="2" y="2" width="196" height="196" rx="27" fill="none" stroke="url(#au)" stroke-opacity=".7" stroke-width="3"/></svg>';
}

/**
 * A 240×120 vendor wordmark: the code lettered in gold on the vendor's own
 * colours, in one of three logo styles (emblem, italic swoosh, badge).
 */
export function vendorLogoSvg(code: string): string {
  const hash = hashOf(`vendor/${code}`);
  const random = seeded(hash);
  const [deep, mid, glow] = pick(PALETTES, random);
  const style = hash % 3;
  const letters = drawable(code);
  let mark: string;
  if (style === 0) {
    const emblem = pick(EMBLEMS, random);
    mark = `<path transform="translate(52 60)" d="${emblem}" fill="${deep}" stroke="url(#au)" stroke-width="4" stroke-linejoin="round"/>`
      + goldLettering(letters.slice(0, 1), 52, 60, 28, 40, 'url(#au)')
      + goldLettering(letters, 152, 60, 44, 136, 'url(#au)');
  } else if (style === 1) {
    mark = `<g transform="translate(12 0) skewX(-12)">${goldLettering(letters, 120, 52, 50, 196, 'url(#au)')}</g>`
      + `<path d="M34 94Q120 70 208 88" fill="none" stroke="${glow}" stroke-width="5" stroke-linecap="round"/>`
      + sparkle(210, 84, 9, '#fff4b8');
  } else {
    const width = Math.min(200, strokeWidthOf(letters, 40) + 44);
    mark = `<rect x="${round(120 - width / 2)}" y="30" width="${round(width)}" height="60" rx="30" fill="url(#au)"/>`
      + `<rect x="${round(124 - width / 2)}" y="34" width="${round(width - 8)}" height="52" rx="26" fill="${deep}"/>`
      + goldLettering(letters, 120, 60, 34, width - 40, 'url(#au)')
      + sparkle(round(120 - width / 2 - 8), 36, 8, '#fff4b8') + sparkle(round(120 + width / 2 + 6), 86, 7, '#fff4b8');
  }
  return '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">'
    + `<defs>${linear('bg', [mid, deep], 1, 1)}${GOLD_DEFS}</defs>`
    + '<rect width="240" height="120" rx="18" fill="url(#bg)"/>'
    + `<path d="M0 18A18 18 0 0 1 18 0h222v46Q120 70 0 52Z" fill="#fff" fill-opacity=".07"/>${mark}`
    + '<rect x="1.5" y="1.5" width="237" height="117" rx="17" fill="none" stroke="url(#au)" stroke-opacity=".5" stroke-width="2"/></svg>';
}

const EMBLEMS = [
  'M0-30 26-15v30L0 30-26 15v-30Z',
  'M-26-26h52v22c0 22-12 32-26 38-14-6-26-16-26-38Z',
  'M0-30a30 30 0 1 1 0 60 30 30 0 1 1 0-60Z',
];
