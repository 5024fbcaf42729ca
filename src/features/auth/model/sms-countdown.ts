import { SMS_DEFAULT_COUNT_S } from '../../../config/constants';

/**
 * Spec §4 SMS code: the countdown runs to the server-given expiry; when the
 * reply has none in the future, the default 60 s applies.
 */
export function smsExpiry(expirationTime: number | null | undefined, now: number): number {
  if (typeof expirationTime === 'number' && Number.isFinite(expirationTime) && expirationTime > now) return expirationTime;
  return now + SMS_DEFAULT_COUNT_S * 1000;
}

/** Whole seconds left (rounded up), 0 when the send link returns. */
export function secondsLeft(expiry: number | null, now: number): number {
  if (expiry === null) return 0;
  return Math.max(0, Math.ceil((expiry - now) / 1000));
}
