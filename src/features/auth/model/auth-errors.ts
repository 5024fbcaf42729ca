import * as v from 'valibot';
import { AUTH_ERROR_CODES, ERROR_CODES, SOCIAL_ERROR_CODES, fieldRefusalValueSchema, loginRefusalValueSchema } from '../../../../contract';
import { ApiError } from '../../../api/errors';
import type { Message } from './validation';

/** What a refused accounts call means for the form (spec §4, §8, wps-protocol). */
export interface AuthRefusal {
  /** Our own text for the code, or null to use the shared describeError text. */
  message: Message | null;
  /** The login reply asked for a captcha next time. */
  needCaptcha: boolean;
  /** Epoch ms until which the account is locked. */
  lockedUntil: number | null;
  /** A field the server refused, to focus. */
  field: string | null;
  /** login.cred.err and not.exists.user drop the remembered password. */
  dropRemembered: boolean;
}

const CODE_MESSAGES: Record<string, Message['key']> = {
  [AUTH_ERROR_CODES.captchaRequired]: 'err_captcha_required',
  [AUTH_ERROR_CODES.captchaInvalid]: 'err_captcha_incorrect',
  [AUTH_ERROR_CODES.accountLocked]: 'err_account_locked_plain',
  [AUTH_ERROR_CODES.usernameTaken]: 'err_username_taken',
  [AUTH_ERROR_CODES.mobileTaken]: 'err_mobile_taken',
  [AUTH_ERROR_CODES.affiliateInvalid]: 'err_affiliate_invalid',
  [AUTH_ERROR_CODES.smsCodeInvalid]: 'err_code_incorrect',
  [AUTH_ERROR_CODES.smsTooFrequent]: 'err_sms_too_frequent',
  [AUTH_ERROR_CODES.emailMismatch]: 'err_email_mismatch',
  [AUTH_ERROR_CODES.oldPasswordWrong]: 'err_old_password',
  [AUTH_ERROR_CODES.fieldInvalid]: 'err_field_invalid',
  [AUTH_ERROR_CODES.encryptionRequired]: 'err_encryption',
  [AUTH_ERROR_CODES.encryptionInvalid]: 'err_encryption',
  [AUTH_ERROR_CODES.trialDisabled]: 'trial_unavailable',
  [AUTH_ERROR_CODES.noPermission]: 'err_no_permission',
  [AUTH_ERROR_CODES.noLoginPermission]: 'err_no_login_permission',
  [AUTH_ERROR_CODES.trialNoPassword]: 'err_trial_password',
  [ERROR_CODES.loginCredErr]: 'err_credentials',
  [ERROR_CODES.notExistsUser]: 'err_user_not_exists',
  [ERROR_CODES.modifyNewOldSame]: 'same_password',
  [SOCIAL_ERROR_CODES.ticketInvalid]: 'social_error_ticket',
  [SOCIAL_ERROR_CODES.alreadyLinked]: 'social_error_linked',
};

/** Which form field a refusal code belongs to, when the server does not say. */
const CODE_FIELDS: Record<string, string> = {
  [AUTH_ERROR_CODES.captchaRequired]: 'captcha',
  [AUTH_ERROR_CODES.captchaInvalid]: 'captcha',
  [AUTH_ERROR_CODES.usernameTaken]: 'username',
  [AUTH_ERROR_CODES.mobileTaken]: 'mobileNum',
  [AUTH_ERROR_CODES.affiliateInvalid]: 'affiliateCode',
  [AUTH_ERROR_CODES.smsCodeInvalid]: 'verificationCode',
  [AUTH_ERROR_CODES.emailMismatch]: 'email',
  [AUTH_ERROR_CODES.oldPasswordWrong]: 'oldPassword',
  [ERROR_CODES.modifyNewOldSame]: 'newPassword',
};

/** `formatTime`: the format module's time of day (src/i18n/format.ts); without it a lock is told without its end. */
export function readAuthRefusal(error: unknown, formatTime?: (epochMs: number) => string): AuthRefusal {
  const refusal: AuthRefusal = { message: null, needCaptcha: false, lockedUntil: null, field: null, dropRemembered: false };
  if (!(error instanceof ApiError) || error.kind !== 'business' || !error.errorCode) return refusal;
  const code = error.errorCode;
  const login = v.safeParse(loginRefusalValueSchema, error.value);
  if (login.success) {
    refusal.needCaptcha = login.output.needCaptcha;
    refusal.lockedUntil = login.output.lockedUntil;
  }
  const field = v.safeParse(fieldRefusalValueSchema, error.value);
  refusal.field = field.success ? field.output.field : (CODE_FIELDS[code] ?? null);
  refusal.dropRemembered = code === ERROR_CODES.loginCredErr || code === ERROR_CODES.notExistsUser;
  if (code === AUTH_ERROR_CODES.accountLocked && refusal.lockedUntil && formatTime) {
    refusal.message = { key: 'err_account_locked', params: { time: formatTime(refusal.lockedUntil) } };
  } else if (CODE_MESSAGES[code]) {
    refusal.message = { key: CODE_MESSAGES[code] };
  }
  return refusal;
}
