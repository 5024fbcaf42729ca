import * as v from 'valibot';

/**
 * Money and idempotency keys as a request carries them, shared by the
 * wallet's and the payment provider's payloads. Money on the wire is in
 * currency units with at most 2 decimals; the server turns it into integer
 * cents before it reaches the ledger.
 */
export const moneySchema = v.pipe(v.number(), v.finite(), v.minValue(0.01), v.maxValue(1e12), v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6));

/** One key per intended order: the same key sent again answers the first order instead of making a second. */
export const idempotencyKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));
