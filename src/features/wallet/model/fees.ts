import type { Formats } from '../../../i18n/format';

/** A fee share as the screen writes it: whole percents plain, others with their decimals (20 %, 1,50 %). */
export function percentText(formats: Pick<Formats, 'whole' | 'amount'>, percent: number): string {
  return Number.isInteger(percent) ? formats.whole(percent) : formats.amount(percent);
}

/** The fee the server takes on an amount (server/payments/settings.ts feeCents: to the cent, half up). */
export function feeOf(amount: number, percent: number): number {
  return Math.round(amount * percent) / 100;
}
