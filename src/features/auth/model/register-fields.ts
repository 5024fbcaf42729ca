import type { Dictionary } from '../../../i18n/vi';

/** A label of the accounts dictionary or of the registration fields' one. */
export type RegisterLabelKey = `auth.${keyof Dictionary['auth'] & string}` | `registerFields.${keyof Dictionary['registerFields'] & string}`;

/**
 * The registration form's fields, one row each (issue 10, item 8): form
 * order, label, the input's type and autocomplete token, and whether the
 * draft may keep it. The server's field settings say which rows show.
 */
export interface RegisterFieldSpec {
  /** The payload field, and the input's name. */
  name: string;
  /** i18next key of the label. */
  labelKey: RegisterLabelKey;
  type: 'text' | 'password' | 'email' | 'tel' | 'date';
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
  /** The HTML autocomplete token ("off" where no token fits: a chat handle is no username). */
  autoComplete: string;
  /** Kept in the draft across a reload (never a secret or a one-time code). */
  draft: boolean;
}

function field<N extends string>(
  name: N,
  labelKey: RegisterLabelKey,
  type: RegisterFieldSpec['type'],
  autoComplete: string,
  options: Partial<Omit<RegisterFieldSpec, 'name'>> = {},
): RegisterFieldSpec & { name: N } {
  return { name, labelKey, type, autoComplete, draft: type !== 'password', ...options };
}

export const REGISTER_FIELD_TABLE = [
  field('username', 'auth.username', 'text', 'username'),
  field('mobileNum', 'auth.mobile', 'tel', 'tel-national', { inputMode: 'tel' }),
  field('verificationCode', 'auth.sms_code', 'text', 'one-time-code', { inputMode: 'numeric', draft: false }),
  field('password', 'auth.password', 'password', 'new-password'),
  field('confirmPassword', 'auth.confirm_password', 'password', 'new-password'),
  field('paymentPassword', 'registerFields.payment_password', 'password', 'new-password'),
  field('nickname', 'auth.nickname', 'text', 'nickname'),
  field('payeeName', 'auth.payee_name', 'text', 'name'),
  field('email', 'auth.email', 'email', 'email', { inputMode: 'email' }),
  field('birthday', 'auth.birthday', 'date', 'bday'),
  field('idNumber', 'registerFields.id_number', 'text', 'off', { draft: false }),
  field('qqNum', 'registerFields.qq', 'text', 'off', { inputMode: 'numeric' }),
  field('facebook', 'registerFields.facebook', 'text', 'off'),
  field('wechat', 'registerFields.wechat', 'text', 'off'),
  field('line', 'registerFields.line', 'text', 'off'),
  field('whatsapp', 'registerFields.whatsapp', 'tel', 'tel', { inputMode: 'tel' }),
  field('zalo', 'registerFields.zalo', 'tel', 'tel', { inputMode: 'tel' }),
  field('telegram', 'registerFields.telegram', 'text', 'off'),
  field('address', 'registerFields.address', 'text', 'street-address'),
  field('nationality', 'registerFields.nationality', 'text', 'country-name'),
  field('occupation', 'registerFields.occupation', 'text', 'organization-title'),
  field('sourceOfIncome', 'registerFields.source_of_income', 'text', 'off'),
  field('recommenderId', 'registerFields.recommender_id', 'text', 'off'),
  field('affiliateCode', 'auth.affiliate_code', 'text', 'off'),
  field('captcha', 'auth.captcha', 'text', 'off', { inputMode: 'numeric', draft: false }),
] as const;

export type RegisterField = (typeof REGISTER_FIELD_TABLE)[number]['name'];

export const REGISTER_FIELD_SPECS: ReadonlyMap<string, RegisterFieldSpec> = new Map(REGISTER_FIELD_TABLE.map((spec) => [spec.name, spec]));

/** Every field empty: the form's initial values. */
export function emptyRegisterValues(): Record<string, string> {
  return Object.fromEntries(REGISTER_FIELD_TABLE.map((spec) => [spec.name, '']));
}

/**
 * The secrets kept in memory (never storage) while the player reads the
 * terms on another screen and comes back: the passwords. The one-time codes
 * are not (the captcha is a new image by then).
 */
export const REGISTER_HELD_FIELDS: readonly string[] = REGISTER_FIELD_TABLE.filter((spec) => spec.type === 'password').map((spec) => spec.name);

/** The fields a reload keeps. */
export const REGISTER_DRAFT_FIELDS: readonly string[] = REGISTER_FIELD_TABLE.filter((spec) => spec.draft).map((spec) => spec.name);
