import type { ReelGame, ReelSymbol } from './reels';

/**
 * The reel sets in-house slots play, as data (docs/fairness.md lists each
 * with its RTP). A round record names its set by id, so a set, once played,
 * must never change: a new paytable is a new id.
 */

/** One letter per symbol, so a strip reads as one line below. */
const LETTERS: Readonly<Record<string, ReelSymbol>> = {
  W: 'wild', S: 'scatter', '7': 'seven', C: 'crown', G: 'gem', B: 'bell', M: 'coins', R: 'bar', H: 'cherry',
};

function strip(letters: string): ReelSymbol[] {
  return [...letters].map((letter) => {
    const symbol = LETTERS[letter];
    if (!symbol) throw new Error(`unknown reel letter ${letter}`);
    return symbol;
  });
}

/** The 20 fixed lines of a 5×3 window: the row (0 top) each crosses on reels 1–5. */
export const LINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2], [1, 0, 1, 2, 1], [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 2, 0, 2, 0], [2, 0, 2, 0, 2], [0, 2, 2, 2, 0],
];

/**
 * Five strips of 32: each holds 2 wild, 1 scatter, 2 seven, 3 crown, 3 gem,
 * 4 bell, 5 coins, 5 bar, 7 cherry, in a different order per reel.
 * Exact RTP 96.15 % (base game 77.76 %, free spins the rest), free spins
 * about once in 140 spins: computed from these strips in reels-rtp.test.ts.
 */
export const LUCKY_20: ReelGame = {
  id: 'bgs-lucky-20',
  rows: 3,
  strips: [
    strip('G7BMRHHHBWCGMRMHB7RSCGMRBWHMHRHC'),
    strip('CRMSHGBR7MWCHRBMGHHRHCBM7HWGMRBH'),
    strip('BMGRHH7MBCWRHGMRBHHSCM7RGBWMRHHC'),
    strip('7CMRSHHBGMRWCHMB7RHGHMCBRHHWMRGB'),
    strip('MGHRHBMHHR7CWGBMRHHMSCBGRM7HWBRC'),
  ],
  lines: LINES_20,
  pays: {
    wild: [50, 250, 1000],
    seven: [25, 100, 500],
    crown: [20, 75, 250],
    gem: [15, 50, 150],
    bell: [10, 30, 100],
    coins: [5, 20, 75],
    bar: [5, 18, 50],
    cherry: [3, 10, 40],
  },
  scatterPays: [2, 10, 50],
  freeSpins: [10, 15, 20],
  freeSpinMultiplier: 3,
  statedRtp: 0.9615,
};

export const REEL_GAMES: Readonly<Record<string, ReelGame>> = { [LUCKY_20.id]: LUCKY_20 };

/** The reel set a game plays; every in-house slot plays LUCKY_20 until it has a set of its own. */
export function reelGameOf(id: string): ReelGame | undefined {
  return REEL_GAMES[id];
}
