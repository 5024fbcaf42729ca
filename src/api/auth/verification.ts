import { apiRequest } from '../client';
import { AUTH_PATHS, captchaValueSchema, smsValueSchema } from '../contract';

/** A fresh captcha bound to this device; never cached (wps-protocol). */
export function fetchCaptcha(deviceId: string, signal?: AbortSignal) {
  return apiRequest({ path: AUTH_PATHS.captcha, query: { deviceId, t: Date.now() }, schema: captchaValueSchema, signal });
}

/** What an SMS code is for: logging in, registering, or setting a password. */
export type SmsPurpose = 'login' | 'register' | 'password';

const SMS_PATHS: Record<SmsPurpose, string> = {
  login: AUTH_PATHS.smsNoLogin,
  register: AUTH_PATHS.smsRegister,
  password: AUTH_PATHS.passwordSms,
};

/** Sends an SMS code; the value says until when (epoch ms) it is valid. */
export function sendSmsCode(purpose: SmsPurpose, mobileNum: string, countryDialingCode: string, signal?: AbortSignal) {
  return apiRequest({ method: 'POST', path: SMS_PATHS[purpose], body: { mobileNum, countryDialingCode }, schema: smsValueSchema, signal });
}
