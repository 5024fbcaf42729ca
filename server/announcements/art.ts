/**
 * Banner and promotion artwork (750×300): the title and a call to action on
 * the left, an illustration chosen from the title on the right. The title
 * stays <text> (it needs Vietnamese diacritics); one banner per screen can
 * afford the font, unlike the dozens of tiles (their letters are strokes).
 */
import { escapeXml, hashOf } from '../games/artwork';
import { GOLD_DEFS, linear, PALETTES, pick, radial, rays, seeded, sparkle } from '../art/paint';
import { type ArtSymbol, cards, cherries, coin, coins, crown, fish, gem, gift, roulette, seven } from '../art/symbols';
import { searchKey } from '../games/search-key';

const FONT = 'font-family="Arial,Helvetica,sans-serif" font-weight="700"';

export type ArtLanguage = 'VI' | 'EN';

/** The call to action of each kind of artwork, in both languages. */
const ACTIONS: Record<string, Record<ArtLanguage, string>> = {
  banner: { VI: 'KHÁM PHÁ NGAY', EN: 'EXPLORE NOW' },
  'promotion-cover': { VI: 'NHẬN NGAY', EN: 'CLAIM NOW' },
  'promotion-detail': { VI: 'THAM GIA NGAY', EN: 'JOIN NOW' },
};

/** Title words (without diacritics, both languages) that choose the illustration: [main, companion]. */
const SCENES: readonly [RegExp, ArtSymbol, ArtSymbol][] = [
  [/vong quay|wheel|roulette/, roulette, coins],
  [/no hu|jackpot|slot|kho bau|treasure/, seven, cherries],
  [/vip|thang hang|upgrade/, crown, gem],
  [/ban be|friend|gioi thieu|refer/, gift, coins],
  [/baccarat|rong ho|dragon tiger|bai|card|poker/, cards, coins],
  [/nap|deposit|hoan|rebate|luong|salary|hoa hong|commission/, coins, gem],
  [/ca |fish/, fish, coins],
];
const FALLBACK: readonly [ArtSymbol, ArtSymbol][] = [[seven, coins], [gift, gem], [cards, coins], [roulette, gem], [crown, coins]];

/** One line when short, else two lines split where they come out most even. */
function lines(title: string): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  if (title.length <= 14 || words.length < 2) return [words.join(' ')];
  let best = [words.join(' ')];
  for (let i = 1; i < words.length; i += 1) {
    const split = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (Math.max(...split.map((l) => l.length)) < Math.max(...best.map((l) => l.length))) best = split;
  }
  return best;
}

/** Roughly how wide bold Arial sets `text` at `size` (no font metrics on the server). */
const textWidth = (text: string, size: number) => text.length * size * 0.58;

const place = (symbol: ArtSymbol, p: string, random: () => number, cx: number, cy: number, scale: number) =>
  `<g transform="translate(${Math.round(cx - 100 * scale)} ${Math.round(cy - 90 * scale)}) scale(${scale})">${symbol(p, random)}</g>`;

/**
 * 750×300 banner or promotion artwork. `seed` is "kind/id" (the same picture
 * in both languages); `ribbon` is the small label top left (e.g. "KHUYẾN MÃI").
 */
export function bannerSvg(seed: string, title: string, ribbon: string, language: ArtLanguage = 'VI'): string {
  const random = seeded(hashOf(seed));
  const [deep, mid, glow] = pick(PALETTES, random);
  const fallback = pick(FALLBACK, random);
  const key = searchKey(title);
  const [main, companion] = SCENES.find(([words]) => words.test(key))?.slice(1) as [ArtSymbol, ArtSymbol] | undefined ?? fallback;
  const action = (ACTIONS[seed.split('/')[0]!] ?? ACTIONS.banner!)[language];

  const text = lines(title);
  const longest = Math.max(...text.map((l) => l.length));
  const size = Math.min(50, Math.floor(400 / (longest * 0.58)));
  // everything between y 30 and 265: promotion covers show this art at 3:1
  // (object-fit: cover), which crops about 25 units off the top and bottom
  const y0 = text.length > 1 ? 130 : 152;
  const titleSvg = text
    .map((l, i) => `<text x="40" y="${y0 + i * (size + 8)}" ${FONT} font-size="${size}" fill="url(#tt)" stroke="#2a0a00" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${escapeXml(l)}</text>`)
    .join('');
  const ctaWidth = Math.round(textWidth(action, 22) * 1.15 + 80);
  const ctaY = y0 + (text.length - 1) * (size + 8) + 24;

  return '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">'
    + `<defs>${linear('bg', [deep, mid], 1, 0.4)}${radial('gl', [glow, `${glow}00`], 0.5, 0.5, 0.5)}${GOLD_DEFS}${linear('tt', ['#ffffff', '#ffe9a0'])}</defs>`
    + '<rect width="750" height="300" fill="url(#bg)"/>'
    + rays(560, 140, 460, 18, '#ffe9a0', 0.09, random())
    + '<circle cx="560" cy="140" r="190" fill="url(#gl)" fill-opacity=".7"/>'
    + '<path d="M0 262Q240 236 470 270T750 250V300H0Z" fill="#000" fill-opacity=".28"/>'
    + place(main, 'm', random, 565, 140, 1.5)
    + place(companion, 'c', random, 690, 222, 0.62)
    + `<g transform="translate(430 214) scale(.5)">${coin(0, 0, 40)}</g>`
    + sparkle(470, 60, 14) + sparkle(720, 60, 10, '#fff', 0.7) + sparkle(400, 250, 8, '#fff4b8', 0.8)
    + `<rect x="40" y="34" width="${Math.round(textWidth(ribbon, 18) + 36)}" height="36" rx="18" fill="url(#au)"/>`
    + `<text x="58" y="58" ${FONT} font-size="18" fill="#3a1d00">${escapeXml(ribbon)}</text>`
    + titleSvg
    + `<rect x="40" y="${ctaY}" width="${ctaWidth}" height="48" rx="24" fill="#e3142f" stroke="url(#au)" stroke-width="4"/>`
    + `<text x="64" y="${ctaY + 32}" ${FONT} font-size="22" fill="#fff">${escapeXml(action)}</text>`
    + `<path d="M${40 + ctaWidth - 36} ${ctaY + 15}l9 9-9 9" fill="none" stroke="#ffd24a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
    + '</svg>';
}
