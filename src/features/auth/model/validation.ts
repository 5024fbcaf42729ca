import type { RegisterFieldSetting, RegisterSettingsValue } from '../../../../contract';
import { BIRTHDAY_MIN_YEAR, CAPTCHA_MAX, EMAIL_MAX, MOBILE_MAX, SMS_CODE_MAX } from '../../../config/constants';
import type { authVi } from '../../../i18n/domains/auth.vi';
import { compileConfigPattern } from './config-pattern';

/** A validation message: a key of the accounts dictionary and its values. */
export interface Message {
  key: keyof typeof authVi;
  params?: Record<string, string | number>;
}

/** A rule gets the value and the whole form (for confirmations). */
export type Rule = (value: string, values: Readonly<Record<string, string>>) => Message | null;

const DIGITS = /^[0-9]+$/;

/**
 * Spec §5 forgot-password email: word characters, optional dotted parts, @,
 * a domain with one to three dotted suffixes of 2 to 3 letters. Written
 * without the live site's nested optional quantifier, which backtracks
 * exponentially on long non-matching input; the accepted language is the same.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.[A-Za-z]{2,3}){1,3}$/;

/** Bounds the login rules take from the registration field settings. */
interface Bounds {
  min: number;
  max: number;
}

function bounds(settings: RegisterSettingsValue | undefined, field: string, fallback: Bounds): Bounds {
  const setting = settings?.[field];
  if (!setting?.enabled) return fallback;
  return { min: setting.minLength, max: setting.maxLength };
}

const len = (value: string, b: Bounds) => value.length >= b.min && value.length <= b.max;

/** The registration field's pattern (RE2, see config-pattern.ts), or null when the field is off or accepts anything. */
function settingPattern(settings: RegisterSettingsValue | undefined, field: string): ((value: string) => boolean) | null {
  const setting = settings?.[field];
  return setting?.enabled ? compileConfigPattern(setting.acceptedPattern) : null;
}

// ------------------------------------------------------------ the shared login rule set (spec §5)

export interface LoginRules {
  loginUsername: Rule;
  loginPassword: Rule;
  loginMobileNum: Rule;
  verificationCode: Rule;
  captcha: Rule;
}

export const DEFAULT_BOUNDS = {
  username: { min: 3, max: 32 },
  password: { min: 6, max: 32 },
  mobileNum: { min: 6, max: MOBILE_MAX },
} as const;

export function loginRules(settings?: RegisterSettingsValue): LoginRules {
  const user = bounds(settings, 'username', DEFAULT_BOUNDS.username);
  const pass = bounds(settings, 'password', DEFAULT_BOUNDS.password);
  const mobile = bounds(settings, 'mobileNum', DEFAULT_BOUNDS.mobileNum);
  const mobileMax = Math.min(mobile.max, MOBILE_MAX);
  // Spec §8 "Account format / Password format is incorrect": a login no registration could have made.
  const userPattern = settingPattern(settings, 'username');
  const passPattern = settingPattern(settings, 'password');
  return {
    loginUsername: (value) => {
      const v = value.trim();
      if (!v) return { key: 'v_username_required' };
      if (!len(v, user)) return { key: 'v_username_length', params: { min: user.min, max: user.max } };
      if (userPattern && !userPattern(v)) return { key: 'err_account_format' };
      return null;
    },
    loginPassword: (value) => {
      if (!value) return { key: 'v_password_required' };
      if (!len(value, pass)) return { key: 'v_password_length', params: { min: pass.min, max: pass.max } };
      if (passPattern && !passPattern(value)) return { key: 'err_password_format' };
      return null;
    },
    loginMobileNum: mobileRule({ min: mobile.min, max: mobileMax }),
    verificationCode: smsCodeRule,
    captcha: captchaRule,
  };
}

/** Mobile number: digits, at most 20; the message carries the minimum length. */
export function mobileRule(b: Bounds = DEFAULT_BOUNDS.mobileNum): Rule {
  return (value) => {
    const v = value.trim();
    if (!v) return { key: 'v_mobile_required' };
    if (!DIGITS.test(v) || v.length < b.min || v.length > Math.min(b.max, MOBILE_MAX)) {
      return { key: 'v_mobile_format', params: { min: b.min } };
    }
    return null;
  };
}

/** SMS code: required, numeric, at most 10. */
export const smsCodeRule: Rule = (value) => {
  if (!value) return { key: 'v_sms_code_required' };
  if (!DIGITS.test(value) || value.length > SMS_CODE_MAX) return { key: 'v_sms_code_format', params: { max: SMS_CODE_MAX } };
  return null;
};

/** Captcha (when shown): required, numeric, at most 6; message from the enter-code label. */
export const captchaRule: Rule = (value) => {
  if (!value || !DIGITS.test(value) || value.length > CAPTCHA_MAX) return { key: 'v_captcha' };
  return null;
};

/**
 * Forgot password: required ("Email incorrect" when empty), then the spec's pattern and
 * at most 254 ("Email format is incorrect", spec §8 names both).
 */
export const emailRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return { key: 'v_email' };
  if (v.length > EMAIL_MAX || !EMAIL_PATTERN.test(v)) return { key: 'err_email_format' };
  return null;
};

/** Optional email (registration when not required): empty passes. */
export function optional(rule: Rule): Rule {
  return (value, values) => (value.trim() === '' ? null : rule(value, values));
}

// ------------------------------------------------------------ registration (server field settings)

const PATTERN_HINTS: Record<string, Message['key']> = {
  username: 'reg_pattern_username',
  password: 'reg_pattern_password',
  confirmPassword: 'reg_pattern_password',
  mobileNum: 'reg_pattern_mobileNum',
  email: 'reg_pattern_email',
  nickname: 'reg_pattern_nickname',
  birthday: 'reg_pattern_birthday',
  affiliateCode: 'reg_pattern_affiliateCode',
  captcha: 'reg_pattern_captcha',
  payeeName: 'reg_pattern_text',
};

/** The hint of a field, built from its pattern id with min and max filled in. */
export function patternHint(setting: RegisterFieldSetting): Message {
  return { key: PATTERN_HINTS[setting.patternId] ?? 'reg_pattern_text', params: { min: setting.minLength, max: setting.maxLength } };
}

/**
 * A field rule from its server setting: required, min and max length and
 * pattern; optional empty fields pass. The message is the field's hint.
 * The pattern is configuration: it runs on RE2 (see config-pattern.ts).
 */
export function fieldRule(setting: RegisterFieldSetting): Rule {
  const pattern = compileConfigPattern(setting.acceptedPattern);
  return (raw) => {
    const value = raw.trim();
    if (value === '') return setting.required ? { key: 'v_required' } : null;
    if (value.length < setting.minLength || value.length > setting.maxLength || (pattern && !pattern(value))) {
      return patternHint(setting);
    }
    return null;
  };
}

/** Confirm password: required ("incorrect password") and equal ("confirmation incorrect"). */
export function confirmRule(passwordField: string): Rule {
  return (value, values) => {
    if (!value) return { key: 'v_confirm_required' };
    if (value !== values[passwordField]) return { key: 'in_confirmation_correct' };
    return null;
  };
}

/** Birthday picker range: 1900-01-01 to the end of the current year. */
export function birthdayRange(now: Date = new Date()): { min: string; max: string } {
  return { min: `${BIRTHDAY_MIN_YEAR}-01-01`, max: `${now.getFullYear()}-12-31` };
}

export function birthdayRule(required: boolean, now: Date = new Date()): Rule {
  const range = birthdayRange(now);
  return (value) => {
    if (!value) return required ? { key: 'v_birthday' } : null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < range.min || value > range.max) return { key: 'v_birthday' };
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return { key: 'v_birthday' };
    return null;
  };
}

/** Change password: the new one must differ from the old one. */
export function differentFrom(oldField: string, base: Rule): Rule {
  return (value, values) => base(value, values) ?? (value && value === values[oldField] ? { key: 'same_password' } : null);
}

/** Runs rules over values; the first failing field (in rule order) comes first. */
export function validateAll(rules: Readonly<Record<string, Rule>>, values: Readonly<Record<string, string>>): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const message = rule(values[field] ?? '', values);
    if (message) errors[field] = message;
  }
  return errors;
}
