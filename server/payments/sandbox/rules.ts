/**
 * How the sandbox provider decides what a real provider would find out
 * (docs/decisions/0071). Deterministic, so a test or a person trying the
 * app chooses the outcome with the numbers they type:
 *
 * - A scratch card's real value is read from the serial's LAST 4 DIGITS,
 *   in thousands of đồng: a serial ending in 0050 is a 50,000 card, in
 *   0100 a 100,000 card, in 1000 a 1,000,000 card (any of the face values
 *   telcos print). A serial ending in 0000 is an invalid or used card
 *   (worth 0). Any other ending: the card is worth what was declared.
 * - A payout to an account number ending in 0000 is refused by the
 *   receiving bank (it fails, the hold is released); any other is paid.
 *
 * The PIN plays no part: the sandbox has no telco to ask, and the PIN is
 * never kept (server/payments/provider.ts).
 */
import { CARD_FACE_VALUES } from '../../../contract/payments';

export const INVALID_CARD_ENDING = '0000';
export const FAILING_PAYOUT_ENDING = '0000';

/** The card's real value in cents, as the sandbox reads it from the serial. */
export function sandboxCardValueCents(serial: string, declaredCents: number): number {
  const ending = serial.slice(-4);
  if (ending === INVALID_CARD_ENDING) return 0;
  const thousands = Number(ending);
  if (/^\d{4}$/.test(ending) && (CARD_FACE_VALUES as readonly number[]).includes(thousands * 1000)) return thousands * 1000 * 100;
  return declaredCents;
}

export function sandboxPayoutSucceeds(accountNumber: string): boolean {
  return !accountNumber.endsWith(FAILING_PAYOUT_ENDING);
}
