import type { RegisterPayload } from '../../contract/auth';
import type { RegisterFieldSetting, RegisterSettingsValue } from '../../contract/system';
import { matchesConfigPattern, PATTERN_INPUT_MAX } from './config-pattern';

/** Fields handled by their own step (captcha check, affiliate lookup), not by the generic rules. */
const OWN_STEP_FIELDS = new Set(['captcha', 'affiliateCode']);

/** Free-text payload fields without a server rule: anything up to this length. */
const UNCONFIGURED_MAX_LENGTH = 100;

const TEXT_FIELDS = [
  'username', 'password', 'confirmPassword', 'mobileNum', 'email', 'nickname', 'birthday', 'payeeName', 'paymentPassword',
  'recommenderId', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo',
  'telegram', 'address', 'nationality', 'occupation', 'sourceOfIncome', 'referralCode', 'linkId', 'domain',
] as const satisfies readonly (keyof RegisterPayload)[];

export interface RegisterRuleOptions {
  /** Mobile registration: the mobile number is the identity, a username is optional. */
  mobile: boolean;
  /** Mobile registration without MOBILENUMPASSREG3 takes no password. */
  passwordTaken: boolean;
  /** For the birthday's upper bound (end of this year). */
  now?: Date;
}

/**
 * One value against one rule: empty passes unless required; else length
 * bounds and the pattern ('*' = any). The pattern is configuration, so it
 * runs on RE2 over input capped at PATTERN_INPUT_MAX whatever maxLength says.
 */
export function fieldPasses(value: string | undefined, rule: RegisterFieldSetting, required = rule.required): boolean {
  // Cheap bound before trim and spread, so a megabyte of spaces costs nothing either.
  if (value !== undefined && value.length > Math.max(rule.maxLength, 0) * 2 + 64) return false;
  const text = value?.trim() ?? '';
  if (text === '') return !required;
  const length = [...text].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  if (rule.acceptedPattern === '*' || rule.acceptedPattern === '') return true;
  return text.length <= PATTERN_INPUT_MAX && matchesConfigPattern(rule.acceptedPattern, text);
}

function birthdayPasses(value: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid && year >= 1900 && year <= now.getUTCFullYear();
}

/**
 * The first field of the payload that breaks the merchant's rules, in
 * form order, or null. Disabled fields are ignored (their values dropped
 * by the caller); the confirmation must equal the password.
 */
export function firstInvalidField(payload: RegisterPayload, settings: RegisterSettingsValue, options: RegisterRuleOptions): string | null {
  for (const field of TEXT_FIELDS) {
    if (OWN_STEP_FIELDS.has(field)) continue;
    const value = payload[field];
    const rule = settings[field];
    if ((field === 'password' || field === 'confirmPassword') && !options.passwordTaken) continue;
    if (!rule) {
      if (value !== undefined && [...value].length > UNCONFIGURED_MAX_LENGTH) return field;
      continue;
    }
    if (!rule.enabled) continue;
    let required = rule.required;
    if (options.mobile && field === 'username') required = false;
    if (options.mobile && field === 'mobileNum') required = true;
    if (!fieldPasses(value, rule, required)) return field;
    if (field === 'birthday' && value?.trim() && !birthdayPasses(value.trim(), options.now ?? new Date())) return field;
  }
  if (options.mobile && !payload.mobileNum?.trim()) return 'mobileNum';
  if (options.passwordTaken) {
    if (!payload.password) return 'password';
    if (payload.confirmPassword !== payload.password) return 'confirmPassword';
  }
  return null;
}

/** The values of enabled fields only: what a disabled field carries is not stored. */
export function enabledValue(payload: RegisterPayload, settings: RegisterSettingsValue, field: keyof RegisterPayload): string | null {
  const rule = settings[field];
  const value = payload[field];
  if (typeof value !== 'string' || value.trim() === '') return null;
  return !rule || rule.enabled ? value.trim() : null;
}
