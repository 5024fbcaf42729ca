import { roundFloats } from './fairness';

/**
 * Sic bo (tài xỉu) of the live tables (docs/fairness.md, "Sic bo";
 * docs/decisions/0076-every-category-its-engine.md): three dice, each from
 * one of the round's first three floats f as floor(f × 6) + 1.
 *
 * Spots and what they pay to one (the Macau paytable):
 * - `small` (total 4–10) and `big` (11–17) 1, both losing to any triple;
 *   `odd` and `even` (the total's parity) 1, losing to any triple too;
 * - `total-N` for N = 4…17: 60 (4, 17), 30 (5, 16), 17 (6, 15), 12 (7, 14),
 *   8 (8, 13), 6 (9, 12, 10, 11);
 * - `triple-any` 30, `triple-N` (three N) 180, `double-N` (at least two N) 10;
 * - `single-N`: 1, 2 or 3 as one, two or three dice show N.
 * Exact returns from the 216 equally likely throws (contract/sic-bo.test.ts):
 * small, big, odd and even 97.22 %, single numbers 92.13 %, totals between
 * 81.02 % and 90.28 %, any triple 86.11 %, a triple 83.80 %, a double 81.48 %.
 */

export const SIC_BO_FLOATS = 3;
export type Dice = readonly [number, number, number];

const FACES = [1, 2, 3, 4, 5, 6] as const;
const TOTALS = Array.from({ length: 14 }, (_, i) => i + 4);
/** Pays to one of each total. */
export const TOTAL_PAYS: Readonly<Record<number, number>> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60 };

export const SIC_BO_SPOTS: readonly string[] = [
  'small', 'big', 'odd', 'even',
  ...TOTALS.map((n) => `total-${n}`),
  'triple-any', ...FACES.map((n) => `triple-${n}`), ...FACES.map((n) => `double-${n}`), ...FACES.map((n) => `single-${n}`),
];
const SPOTS = new Set(SIC_BO_SPOTS);
export const isSicBoSpot = (spot: string): boolean => SPOTS.has(spot);

export const dieOf = (float: number): number => Math.floor(float * 6) + 1;
export const diceTotal = (dice: Dice): number => dice[0] + dice[1] + dice[2];
export const isTriple = (dice: Dice): boolean => dice[0] === dice[1] && dice[1] === dice[2];

/** The round's dice from its fairness values (contract/fairness.ts). */
export async function sicBoRound(serverSeed: string, clientSeed: string, nonce: number): Promise<Dice> {
  const floats = await roundFloats(serverSeed, clientSeed, nonce, SIC_BO_FLOATS);
  return [dieOf(floats[0]!), dieOf(floats[1]!), dieOf(floats[2]!)];
}

/** What a spot pays to one under a throw; null when it loses. */
export function sicBoPays(spot: string, dice: Dice): number | null {
  const total = diceTotal(dice);
  const triple = isTriple(dice);
  const [kind, arg] = spot.split('-') as [string, string | undefined];
  const n = Number(arg);
  const count = dice.filter((d) => d === n).length;
  switch (kind) {
    case 'small': return !triple && total <= 10 ? 1 : null;
    case 'big': return !triple && total >= 11 ? 1 : null;
    case 'odd': return !triple && total % 2 === 1 ? 1 : null;
    case 'even': return !triple && total % 2 === 0 ? 1 : null;
    case 'total': return total === n ? TOTAL_PAYS[n]! : null;
    case 'triple': return arg === 'any' ? (triple ? 30 : null) : triple && dice[0] === n ? 180 : null;
    case 'double': return count >= 2 ? 10 : null;
    case 'single': return count >= 1 ? count : null;
    default: throw new Error(`unknown sic bo spot ${spot}`);
  }
}

/** What a bet returns, stake included, in cents. */
export function sicBoReturnCents(spot: string, stakeCents: number, dice: Dice): number {
  if (!isSicBoSpot(spot)) throw new Error(`unknown sic bo spot ${spot}`);
  const pays = sicBoPays(spot, dice);
  return pays === null ? 0 : stakeCents * (pays + 1);
}

/** What a spot pays to one on its best win, as the layout prints it (a single number's "1:1–3:1" shows its first). */
export function sicBoLayoutPays(spot: string): number {
  const [kind, arg] = spot.split('-');
  if (kind === 'total') return TOTAL_PAYS[Number(arg)]!;
  if (kind === 'triple') return arg === 'any' ? 30 : 180;
  if (kind === 'double') return 10;
  return 1;
}
