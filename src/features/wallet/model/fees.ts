import type { Formats } from '../../../i18n/format';

/** A fee share as the screen writes it: the app's one percent notation (20%, 1,5%; src/i18n/format.ts). */
export function percentText(formats: Pick<Formats, 'percent'>, percent: number): string {
  return formats.percent(percent);
}

/** The fee the server takes on an amount (server/payments/settings.ts feeCents: to the cent, half up). */
export function feeOf(amount: number, percent: number): number {
  return Math.round(amount * percent) / 100;
}
