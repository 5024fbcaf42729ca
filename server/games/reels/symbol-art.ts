/**
 * The reel symbols of the play screen, drawn like the lobby's game icons
 * (server/art): the illustrated symbols on a tile lit in the game's own
 * palette, so a game's reels look like its icon. Deterministic, cached a
 * week and served as WebP like the other artwork (decision 0041).
 */
import type { ReelSymbol } from '../../../contract/reels';
import { goldLettering } from '../artwork';
import { GOLD_DEFS, linear, PALETTES, radial, rays, sparkle } from '../../art/paint';
import { bars, bell, cherries, coins, crown, gem, gift, seven, type ArtSymbol } from '../../art/symbols';

/** Fixed draws for symbols that take a random colour (the gem is always the same green-blue). */
const fixed = (value: number) => () => value;

const wild: ArtSymbol = () =>
  rays(100, 86, 96, 12, '#ffd24a', 0.35)
  + '<path d="M100 26l20 44 48 4-36 32 11 47-43-25-43 25 11-47-36-32 48-4Z" fill="url(#au)" stroke="#8a5a0c" stroke-width="4" stroke-linejoin="round"/>'
  + goldLettering('WILD', 100, 160, 34, 140, '#fff4b8');

const scatter: ArtSymbol = (p, random) =>
  gift(p, random) + goldLettering('FREE', 100, 166, 28, 130, '#fff4b8');

const ART: Readonly<Record<ReelSymbol, ArtSymbol>> = {
  wild, scatter, seven, crown, gem, bell, coins, bar: bars, cherry: cherries,
};

export function isReelSymbol(name: string): name is ReelSymbol {
  return Object.hasOwn(ART, name);
}

/** A 200×200 reel tile of `symbol` in palette `style` (PALETTES index, wrapped). */
export function reelSymbolSvg(style: number, symbol: ReelSymbol): string {
  const [deep, mid, glow] = PALETTES[((style % PALETTES.length) + PALETTES.length) % PALETTES.length]!;
  const special = symbol === 'wild' || symbol === 'scatter';
  return '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">'
    + `<defs>${radial('bg', special ? [glow, mid, deep] : [mid, deep, '#07060c'], 0.5, 0.42, 0.8)}${GOLD_DEFS}${linear('rim', ['#fff4b8', '#c9861b', '#5a3606'])}</defs>`
    + '<rect width="200" height="200" rx="24" fill="url(#bg)"/>'
    + sparkle(30, 34, 6, '#fff', 0.45)
    + `<g transform="translate(0 ${special ? -4 : 6})">${ART[symbol]('s', fixed(0.42))}</g>`
    + `<rect x="3" y="3" width="194" height="194" rx="22" fill="none" stroke="url(#rim)" stroke-opacity="${special ? 1 : 0.55}" stroke-width="${special ? 6 : 3}"/></svg>`;
}
