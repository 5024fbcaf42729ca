import * as v from 'valibot';
import { apiRequest } from '../client';
import { encryptedRequest } from '../encrypted-request';
import { AUTH_PATHS, setPasswordByPhoneValueSchema } from '../../../contract';
import type * as contract from '../../../contract';

export type PasswordEmailPayload = v.InferOutput<typeof contract.passwordEmailPayloadSchema>;
export type SetPasswordByPhonePayload = v.InferOutput<typeof contract.setPasswordByPhonePayloadSchema>;
export type ChangePasswordPayload = v.InferOutput<typeof contract.changePasswordPayloadSchema>;
export type PasswordResetPayload = v.InferOutput<typeof contract.passwordResetPayloadSchema>;

/**
 * Forgot password by email: the server mails a single-use link; nothing
 * changes until it is used. Sent form-encoded, as the spec's call table
 * gives it (the only form-encoded call).
 */
export function requestPasswordEmail(payload: PasswordEmailPayload, signal?: AbortSignal) {
  const body = new URLSearchParams({ username: payload.username, email: payload.email });
  return apiRequest({ method: 'POST', path: AUTH_PATHS.passwordEmail, body, schema: v.unknown(), signal });
}

/** Sets a new password with the recovery SMS code (encrypted); answers the account name. */
export function setPasswordByPhone(payload: SetPasswordByPhonePayload, signal?: AbortSignal) {
  return encryptedRequest({ method: 'POST', path: AUTH_PATHS.passwordVerification, body: payload, schema: setPasswordByPhoneValueSchema, signal });
}

/** Sets a new password with the token of the emailed link (encrypted); answers the account name. */
export function resetPasswordWithLink(payload: PasswordResetPayload, signal?: AbortSignal) {
  return encryptedRequest({ method: 'POST', path: AUTH_PATHS.passwordReset, body: payload, schema: setPasswordByPhoneValueSchema, signal });
}

/** Changes the password of the logged-in member (encrypted). */
export function changePassword(payload: ChangePasswordPayload, signal?: AbortSignal) {
  return encryptedRequest({ method: 'POST', path: AUTH_PATHS.changePassword, body: payload, schema: v.unknown(), signal });
}
