import type { LotteryBetType } from '../../../../contract/lottery-draw';
import type { BetTypeOdds, SubOrderAsk } from '../../../../contract/lottery';

/** One line of the slip: a sub-order to be, priced with the odds the screen was given (the server prices again). */
export interface SlipLine extends SubOrderAsk {
  key: string;
  stake: number;
}

export function slipLine(type: LotteryBetType, numbers: readonly string[], points: number, odds: BetTypeOdds, key: string): SlipLine {
  const sorted = [...numbers].sort();
  return { key, betType: type, numbers: sorted, points, stake: sorted.length * points * odds.pointPrice };
}

export const slipTotal = (lines: readonly SlipLine[]): number => lines.reduce((sum, l) => sum + l.stake, 0);

/** Picks or unpicks a number, keeping at most `max`. */
export function toggleNumber(picked: readonly string[], number: string, max: number): string[] {
  if (picked.includes(number)) return picked.filter((n) => n !== number);
  return picked.length >= max ? [...picked] : [...picked, number];
}

/** The whole seconds left until `closesAt`, on the server's clock (`skew` = server now − device now). */
export const secondsLeft = (closesAt: number, deviceNow: number, skew: number): number =>
  Math.max(0, Math.ceil((closesAt - (deviceNow + skew)) / 1000));

export const mmss = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
