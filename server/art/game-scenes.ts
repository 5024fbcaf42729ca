/**
 * Which illustration a game gets: by its category, then by words of its name
 * (a roulette table shows a wheel, "Diamond" a gem), else a seeded choice.
 */
import {
  type ArtSymbol,
  bars,
  basketball,
  bell,
  cards,
  cherries,
  coins,
  crown,
  dice,
  fish,
  football,
  gamepad,
  gem,
  lotteryBalls,
  plate,
  roulette,
  rooster,
  seven,
  shark,
} from './symbols';
import { pick } from './paint';

const SLOT_SYMBOLS: readonly ArtSymbol[] = [cherries, seven, bars, gem, bell, coins, crown];

/** Name words (without diacritics) that choose a slot symbol. */
const SLOT_WORDS: readonly [RegExp, ArtSymbol][] = [
  [/diamond|gem|kim cuong|da quy|ngoc|pearl/, gem],
  [/fruit|candy|keo|qua ngot/, cherries],
  [/queen|king|empire|palace|pharaoh|nu hoang|de che|cung dien/, crown],
  [/fortune|wealth|gold|riches|than tai|tai loc|vang/, coins],
  [/jackpot|megaways|no hu|blast/, seven],
];

function tableSymbol(text: string, classifies: readonly string[]): ArtSymbol {
  if (classifies.includes('ROU') || /roulette/.test(text)) return roulette;
  if (/sic bo|tai xiu|bau cua/.test(text)) return dice;
  if (/xoc dia/.test(text)) return plate;
  return cards;
}

/** Draws a slot machine window with three reel symbols. */
function reels(first: ArtSymbol, random: () => number): string {
  const others = [first, pick(SLOT_SYMBOLS, random), pick(SLOT_SYMBOLS, random)];
  const scale = 0.36;
  const cells = others
    .map((symbol, i) => {
      const cx = 46 + i * 54;
      return `<g transform="translate(${cx - 100 * scale} ${92 - 90 * scale}) scale(${scale})">${symbol(`r${i}`, random)}</g>`;
    })
    .join('');
  return '<rect x="16" y="50" width="168" height="86" rx="14" fill="#fff" stroke="url(#au)" stroke-width="5"/>'
    + '<path d="M73 54v78M127 54v78" stroke="#d5d9e3" stroke-width="2"/>'
    + `${cells}<path d="M16 92h168" stroke="#e3142f" stroke-opacity=".5" stroke-width="2"/>`;
}

/** The illustration (an SVG fragment in the 200×200 icon box) for a game. */
export function sceneOf(gameType: string, text: string, classifies: readonly string[], random: () => number): string {
  switch (gameType) {
    case 'COCKFIGHT':
      return rooster('s', random);
    case 'LOTT':
    case 'ELOTT':
      return lotteryBalls('s', random);
    case 'ESPORTS':
      return gamepad('s', random);
    case 'SPORTS':
      return (/basket|bong ro/.test(text) ? basketball : football)('s', random);
    case 'FISH':
      return (/shark|whale|ca map|ca voi/.test(text) ? shark : fish)('s', random);
    case 'LIVE':
    case 'PVP':
      return tableSymbol(text, classifies)('s', random);
    default: {
      const symbol = SLOT_WORDS.find(([words]) => words.test(text))?.[1] ?? pick(SLOT_SYMBOLS, random);
      return random() < 0.3 ? reels(symbol, random) : symbol('s', random);
    }
  }
}
