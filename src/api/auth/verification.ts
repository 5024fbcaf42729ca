import { queryOptions } from '@tanstack/react-query';
import { getLoginDeviceId } from '../../platform/device-id';
import { authKeys } from './keys';
import { apiRequest } from '../client';
import { AUTH_PATHS, captchaValueSchema, smsChallengeValueSchema, smsValueSchema } from '../../../contract';

/** A fresh captcha bound to this device; never cached (wps-protocol). */
export function fetchCaptcha(deviceId: string, signal?: AbortSignal) {
  return apiRequest({ path: AUTH_PATHS.captcha, query: { deviceId, t: Date.now() }, schema: captchaValueSchema, signal });
}

/**
 * One captcha image (the login, registration and feedback forms): a new one
 * for each `generation`, never kept, never asked again behind the player's
 * back (a refetch would invalidate the code being typed).
 */
export const captchaQuery = (purpose: string, generation: number | string) =>
  queryOptions({
    queryKey: authKeys.captcha(purpose, generation),
    queryFn: ({ signal }) => fetchCaptcha(getLoginDeviceId(), signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** What an SMS code is for: logging in, registering, or setting a password. */
export type SmsPurpose = 'login' | 'register' | 'password';

const SMS_PATHS: Record<SmsPurpose, string> = {
  login: AUTH_PATHS.smsNoLogin,
  register: AUTH_PATHS.smsRegister,
  password: AUTH_PATHS.passwordSms,
};

/** A proof-of-work challenge to solve before an SMS send; never cached. */
export function fetchSmsChallenge(signal?: AbortSignal) {
  return apiRequest({ path: AUTH_PATHS.smsChallenge, query: { t: Date.now() }, schema: smsChallengeValueSchema, signal });
}

/**
 * Sends an SMS code; the value says until when (epoch ms) it is valid.
 * `altcha` is the solved challenge (required for login and registration codes).
 */
export function sendSmsCode(purpose: SmsPurpose, mobileNum: string, countryDialingCode: string, altcha?: string, signal?: AbortSignal) {
  const body = altcha ? { mobileNum, countryDialingCode, altcha } : { mobileNum, countryDialingCode };
  return apiRequest({ method: 'POST', path: SMS_PATHS[purpose], body, schema: smsValueSchema, signal });
}
