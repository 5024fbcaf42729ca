import * as v from 'valibot';

/**
 * Every WPS reply is wrapped in this envelope; data is read from `value`.
 * `errorCode` is what clients act on, `message` is a server text in the
 * request's language (shown only when the client has no translation).
 */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message: string | null;
  errorCode: string | null;
}

export const envelopeHeadSchema = v.object({
  success: v.boolean(),
  value: v.unknown(),
  message: v.nullish(v.string(), null),
  errorCode: v.nullish(v.string(), null),
});

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, message: null, errorCode: null };
}

export function fail(errorCode: string, message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, value, message, errorCode };
}
