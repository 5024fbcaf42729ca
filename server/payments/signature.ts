/**
 * What proves a provider's callback (docs/decisions/0071): the hex
 * HMAC-SHA256 of the exact raw body with the shared secret, in
 * X-Payment-Signature, and a timestamp inside the signed body within
 * CALLBACK_MAX_SKEW_MS of now. A body changed after signing, a wrong secret
 * or an old body replayed later are refused before anything is read.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';
/** A callback whose timestamp is further from now than this is refused (a replayed old body). */
export const CALLBACK_MAX_SKEW_MS = 5 * 60 * 1000;

export function signCallbackBody(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time comparison of the header (hex, an optional "sha256=" prefix) against the body's HMAC. */
export function callbackSignatureValid(rawBody: string, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const given = header.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(signCallbackBody(rawBody, secret), 'hex'));
}

export const withinWindow = (timestampMs: number, now = Date.now()) => Number.isFinite(timestampMs) && Math.abs(now - timestampMs) <= CALLBACK_MAX_SKEW_MS;
