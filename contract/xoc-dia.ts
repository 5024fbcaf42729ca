import { roundFloats } from './fairness';

/**
 * Xóc đĩa of the live tables (docs/fairness.md, "Xóc đĩa";
 * docs/decisions/0076-every-category-its-engine.md): four coins, red on one
 * face and white on the other, shaken under a bowl. Coin i is red when the
 * round's float i is below 0.5, white otherwise.
 *
 * Spots and what they pay to one: `even` (chẵn: 0, 2 or 4 red) and `odd`
 * (lẻ: 1 or 3 red) 0.96; `red-4` and `white-4` (all four one colour) 14;
 * `red-3` and `white-3` (three of that colour and one of the other) 2.8.
 * Exact returns from the 16 equally likely throws (contract/xoc-dia.test.ts):
 * chẵn and lẻ 98 %, four of a colour 93.75 %, three of a colour 95 %.
 */

export const XOC_DIA_FLOATS = 4;
export const XOC_DIA_SPOTS = ['even', 'odd', 'red-4', 'white-4', 'red-3', 'white-3'] as const;
export type XocDiaSpot = (typeof XOC_DIA_SPOTS)[number];
export type Coin = 'red' | 'white';

/** What each spot pays to one, in hundredths (0.96 is 96): returns stay whole cents. */
export const XOC_DIA_PAYS_HUNDREDTHS: Readonly<Record<XocDiaSpot, number>> = { even: 96, odd: 96, 'red-4': 1400, 'white-4': 1400, 'red-3': 280, 'white-3': 280 };

export const isXocDiaSpot = (spot: string): spot is XocDiaSpot => (XOC_DIA_SPOTS as readonly string[]).includes(spot);
export const coinOf = (float: number): Coin => (float < 0.5 ? 'red' : 'white');
export const redCount = (coins: readonly Coin[]): number => coins.filter((c) => c === 'red').length;

/** The round's coins from its fairness values (contract/fairness.ts). */
export async function xocDiaRound(serverSeed: string, clientSeed: string, nonce: number): Promise<Coin[]> {
  return (await roundFloats(serverSeed, clientSeed, nonce, XOC_DIA_FLOATS)).map(coinOf);
}

/** Whether a spot wins with this many red coins (of four). */
export function xocDiaWins(spot: XocDiaSpot, reds: number): boolean {
  switch (spot) {
    case 'even': return reds % 2 === 0;
    case 'odd': return reds % 2 === 1;
    case 'red-4': return reds === 4;
    case 'white-4': return reds === 0;
    case 'red-3': return reds === 3;
    case 'white-3': return reds === 1;
  }
}

/** What a bet returns, stake included, in cents (rounded down to the cent). */
export function xocDiaReturnCents(spot: XocDiaSpot, stakeCents: number, reds: number): number {
  return xocDiaWins(spot, reds) ? stakeCents + Math.floor((stakeCents * XOC_DIA_PAYS_HUNDREDTHS[spot]) / 100) : 0;
}
