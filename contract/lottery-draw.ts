import { roundFloats } from './fairness';
import { VN_PRIZE_TABLES } from './vn-lottery';

/**
 * The fast lottery's draw and settlement, pure (docs/fairness.md, "Fast
 * lottery"): the server draws and settles with it, and the browser can
 * recompute any revealed draw with the same code. The result follows the
 * northern lottery (XSMB): 27 prizes in eight tiers; "đề" is the last two
 * digits of the special prize, "3 càng" its last three, and "lô" counts the
 * last two digits of every prize (a lô bet pays once per occurrence).
 */

export const LOTTERY_BET_TYPES = ['lo', 'de', 'cang3'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

/** The XSMB tiers in draw order: how many prizes and how many digits each (the northern region's table). */
export const PRIZE_TIERS = VN_PRIZE_TABLES.north;
export type PrizeTier = (typeof PRIZE_TIERS)[number]['tier'];

/** 27: one float per prize. */
export const PRIZE_COUNT = PRIZE_TIERS.reduce((sum, t) => sum + t.count, 0);

/** Prizes per tier, in PRIZE_TIERS order; each a string of its tier's digits (leading zeros kept). */
export type DrawPrizes = string[][];

/** Digits a bet type's numbers have: 2 for lô and đề, 3 for 3 càng. */
export const betDigits = (type: LotteryBetType): number => (type === 'cang3' ? 3 : 2);

/** A number of the bet type's digits, leading zeros kept ('07', '123'). */
export function isBetNumber(type: LotteryBetType, value: string): boolean {
  return new RegExp(`^\\d{${betDigits(type)}}$`).test(value);
}

/** Prize i of the draw = floor(float_i × 10^digits), written with its tier's digits. */
export function prizesFromFloats(floats: readonly number[]): DrawPrizes {
  if (floats.length < PRIZE_COUNT) throw new Error(`a draw needs ${PRIZE_COUNT} floats, got ${floats.length}`);
  let next = 0;
  return PRIZE_TIERS.map(({ count, digits }) =>
    Array.from({ length: count }, () => String(Math.floor(floats[next++]! * 10 ** digits)).padStart(digits, '0')));
}

/**
 * A draw has its own server seed and no member's client seed: the client
 * seed is the draw's public name, known before the seed's hash is shown.
 */
export const drawClientSeed = (gameCode: string, issue: number): string => `${gameCode}-${issue}`;
/** Every draw uses nonce 0: its server seed is used once. */
export const DRAW_NONCE = 0;

export async function drawPrizes(serverSeed: string, clientSeed: string): Promise<DrawPrizes> {
  return prizesFromFloats(await roundFloats(serverSeed, clientSeed, DRAW_NONCE, PRIZE_COUNT));
}

export const specialPrize = (prizes: DrawPrizes): string => prizes[0]![0]!;
/** The last two digits of every prize, 27 of them (lô). */
export const loNumbers = (prizes: DrawPrizes): string[] => prizes.flat().map((p) => p.slice(-2));
export const deNumber = (prizes: DrawPrizes): string => specialPrize(prizes).slice(-2);
export const cang3Number = (prizes: DrawPrizes): string => specialPrize(prizes).slice(-3);

/** How many times one number hits: lô counts occurrences (0–27); đề and 3 càng hit once or not. */
export function hitsOf(type: LotteryBetType, number: string, prizes: DrawPrizes): number {
  if (type === 'lo') return loNumbers(prizes).filter((n) => n === number).length;
  if (type === 'de') return deNumber(prizes) === number ? 1 : 0;
  return cang3Number(prizes) === number ? 1 : 0;
}

export interface SubOrderBet {
  type: LotteryBetType;
  numbers: readonly string[];
  /** Points on each number. */
  points: number;
  /** What one point on one number costs, in cents. */
  pointPriceCents: number;
  /** What one point pays per hit, in cents (the stake is not returned on top). */
  payoutPerPointCents: number;
}

/** Stake of a sub-order: points × point price on each number. */
export const stakeCents = (bet: Pick<SubOrderBet, 'numbers' | 'points' | 'pointPriceCents'>): number =>
  bet.numbers.length * bet.points * bet.pointPriceCents;

/** Hits (summed over the numbers) and the win: hits × points × pay per point. */
export function settleSubOrder(bet: SubOrderBet, prizes: DrawPrizes): { hits: number; winCents: number } {
  const hits = bet.numbers.reduce((sum, n) => sum + hitsOf(bet.type, n, prizes), 0);
  return { hits, winCents: hits * bet.points * bet.payoutPerPointCents };
}

/**
 * Return to player of a bet type with a uniform draw: lô expects 27/100 hits
 * per number, đề 1/100, 3 càng 1/1000.
 */
export function expectedReturn(type: LotteryBetType, pointPriceCents: number, payoutPerPointCents: number): number {
  const hits = type === 'lo' ? PRIZE_COUNT / 100 : type === 'de' ? 1 / 100 : 1 / 1000;
  return (hits * payoutPerPointCents) / pointPriceCents;
}
