import { roundFloats } from './fairness';

/**
 * European roulette of the live tables (docs/fairness.md, "Roulette";
 * docs/decisions/0072-live-tables.md): one zero, 37 pockets. The round's
 * first float f gives the number floor(f × 37). Bets are spots on the
 * layout, each covering some numbers and paying (36 / numbers − 1) to one,
 * so every spot returns 36/37 (97.30 %) of its stake on average; the zero
 * loses every outside bet (no "la partage").
 *
 * The layout has 12 rows of 3: number n sits in row ceil(n / 3) and column
 * ((n − 1) mod 3) + 1 (column 1 is 1, 4, 7, …, 34). A spot's id is its kind
 * and its numbers, lowest first, joined by '-': `straight-17`, `split-17-20`,
 * `street-16-17-18`, `corner-16-17-19-20`, `line-16-17-18-19-20-21`; the
 * outside spots are `red`, `black`, `odd`, `even`, `low`, `high`,
 * `dozen-1`…`dozen-3`, `column-1`…`column-3`. With the zero: the splits
 * 0-1, 0-2, 0-3, the streets (trios) 0-1-2 and 0-2-3, and the corner
 * 0-1-2-3 ("first four").
 */

export const POCKETS = 37;
export const ROULETTE_FLOATS = 1;
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** The wheel's pockets clockwise from the zero (the European wheel), for drawing it. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export type RouletteColour = 'green' | 'red' | 'black';
export const colourOf = (n: number): RouletteColour => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');

export const INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const OUTSIDE_KINDS = ['colour', 'parity', 'half', 'dozen', 'column'] as const;
export type RouletteKind = (typeof INSIDE_KINDS)[number] | (typeof OUTSIDE_KINDS)[number];

export interface RouletteSpot {
  id: string;
  kind: RouletteKind;
  numbers: readonly number[];
  /** Paid to one on a win: 35, 17, 11, 8, 5, 2 or 1. */
  pays: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function insideSpot(kind: (typeof INSIDE_KINDS)[number], numbers: number[]): RouletteSpot {
  const sorted = [...numbers].sort((a, b) => a - b);
  return { id: `${kind}-${sorted.join('-')}`, kind, numbers: sorted, pays: 36 / sorted.length - 1 };
}

function outsideSpot(id: string, kind: (typeof OUTSIDE_KINDS)[number], numbers: number[]): RouletteSpot {
  return { id, kind, numbers, pays: 36 / numbers.length - 1 };
}

function buildSpots(): RouletteSpot[] {
  const spots: RouletteSpot[] = [];
  for (let n = 0; n <= 36; n += 1) spots.push(insideSpot('straight', [n]));
  for (const n of [1, 2, 3]) spots.push(insideSpot('split', [0, n]));
  for (let n = 1; n <= 36; n += 1) {
    if (n % 3 !== 0) spots.push(insideSpot('split', [n, n + 1]));
    if (n <= 33) spots.push(insideSpot('split', [n, n + 3]));
  }
  spots.push(insideSpot('street', [0, 1, 2]), insideSpot('street', [0, 2, 3]));
  for (let row = 1; row <= 12; row += 1) spots.push(insideSpot('street', range(3 * row - 2, 3 * row)));
  spots.push(insideSpot('corner', [0, 1, 2, 3]));
  for (let n = 1; n <= 32; n += 1) if (n % 3 !== 0) spots.push(insideSpot('corner', [n, n + 1, n + 3, n + 4]));
  for (let row = 1; row <= 11; row += 1) spots.push(insideSpot('line', range(3 * row - 2, 3 * row + 3)));
  const all = range(1, 36);
  spots.push(
    outsideSpot('red', 'colour', all.filter((n) => RED_NUMBERS.has(n))),
    outsideSpot('black', 'colour', all.filter((n) => !RED_NUMBERS.has(n))),
    outsideSpot('odd', 'parity', all.filter((n) => n % 2 === 1)),
    outsideSpot('even', 'parity', all.filter((n) => n % 2 === 0)),
    outsideSpot('low', 'half', range(1, 18)),
    outsideSpot('high', 'half', range(19, 36)),
  );
  for (const d of [1, 2, 3]) spots.push(outsideSpot(`dozen-${d}`, 'dozen', range(12 * d - 11, 12 * d)));
  for (const c of [1, 2, 3]) spots.push(outsideSpot(`column-${c}`, 'column', all.filter((n) => (n - 1) % 3 === c - 1)));
  return spots;
}

/** Every spot the table takes, inside then outside. */
export const ROULETTE_SPOTS: readonly RouletteSpot[] = buildSpots();
const BY_ID = new Map(ROULETTE_SPOTS.map((spot) => [spot.id, spot]));

/** The spot of an id; undefined for anything the layout has no spot for. */
export const rouletteSpot = (id: string): RouletteSpot | undefined => BY_ID.get(id);

/** The inside spots of one kind that cover a number (what a tap on that number may mean). */
export const spotsCovering = (kind: (typeof INSIDE_KINDS)[number], n: number): RouletteSpot[] =>
  ROULETTE_SPOTS.filter((spot) => spot.kind === kind && spot.numbers.includes(n));

/** The pocket a float lands in. */
export const pocketOf = (float: number): number => Math.floor(float * POCKETS);

/** The round's number from its fairness values (contract/fairness.ts). */
export async function rouletteRound(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  const [float] = await roundFloats(serverSeed, clientSeed, nonce, ROULETTE_FLOATS);
  return pocketOf(float!);
}

/** What a bet returns, stake included, in cents: (pays + 1) × stake when its spot covers the number, else nothing. */
export function rouletteReturnCents(spotId: string, stakeCents: number, number: number): number {
  const spot = rouletteSpot(spotId);
  if (!spot) throw new Error(`unknown roulette spot ${spotId}`);
  return spot.numbers.includes(number) ? stakeCents * (spot.pays + 1) : 0;
}
