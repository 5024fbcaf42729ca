import * as v from 'valibot';

/**
 * The KYC centre (docs/decisions/0077-kyc-centre.md): a member sends the
 * name and date of birth as on an identity document, its type and number,
 * and the images (front, back, selfie) uploaded first through the image
 * upload with kind `kyc`. The operator approves or rejects with a reason
 * (`npm run ops -- kyc …`). The images are never served back to anyone.
 */
export const KYC_PATHS = {
  /** GET: the member's state. */
  status: '/wps/member/kyc',
  /** POST: a submission (JSON naming the uploaded images). */
  submit: '/wps/member/kyc/submit',
} as const;

export const KYC_STATES = ['none', 'pending', 'verified', 'rejected'] as const;
export type KycState = (typeof KYC_STATES)[number];

/** CCCD (citizen identity card), passport, driving licence. */
export const KYC_DOC_TYPES = ['CCCD', 'PASSPORT', 'DRIVING_LICENCE'] as const;
export type KycDocType = (typeof KYC_DOC_TYPES)[number];

/**
 * Document numbers as each document prints them: the CCCD and the driving
 * licence carry 12 digits; passports 6 to 9 letters and digits (a
 * Vietnamese one is a letter and 7 digits; foreign ones vary).
 */
export const KYC_DOC_NUMBER_PATTERNS: Readonly<Record<KycDocType, RegExp>> = {
  CCCD: /^\d{12}$/,
  PASSPORT: /^[A-Z0-9]{6,9}$/,
  DRIVING_LICENCE: /^\d{12}$/,
};

/** A passport has no back worth a picture; the cards have one. */
export const KYC_BACK_REQUIRED: Readonly<Record<KycDocType, boolean>> = { CCCD: true, PASSPORT: false, DRIVING_LICENCE: true };

export const KYC_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  /** Members are adults: the site takes no bets from anyone younger. */
  minAge: 18,
  oldestYear: 1900,
  /** Longest text of a reject reason the operator may give. */
  reasonMax: 300,
} as const;

/** Letters of any script, spaces, dots, apostrophes and hyphens, as names print on documents. */
export const KYC_NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'-]*$/u;

export const KYC_ERROR_CODES = {
  nameInvalid: 'kyc.name.invalid',
  birthDateInvalid: 'kyc.birth.date.invalid',
  underAge: 'kyc.under.age',
  docNumberInvalid: 'kyc.doc.number.invalid',
  imageMissing: 'kyc.image.missing',
  imageInvalid: 'kyc.image.invalid',
  pending: 'kyc.pending',
  alreadyVerified: 'kyc.already.verified',
  /** The withdrawal refusal while the merchant requires verification (flag KYCWITHDRAW3). */
  requiredForWithdrawal: 'kyc.required.for.withdrawal',
} as const;

/** Names a real calendar date in YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years between a YYYY-MM-DD birth date and `today` (a Date, read in UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}

/** The name as the server keeps it: trimmed, inner runs of spaces as one. */
export const normalizeKycName = (name: string): string => name.trim().replace(/\s+/g, ' ');
/** The number as the server keeps it: no spaces, upper case. */
export const normalizeDocNumber = (number: string): string => number.replace(/\s+/g, '').toUpperCase();

export type KycFieldProblem = 'name' | 'birthDate' | 'underAge' | 'docNumber';

/**
 * The one check of the typed fields, run by the form before sending and by
 * the server on what arrives: the first problem of each field, or none.
 */
export function kycFieldProblems(input: { fullName: string; birthDate: string; docType: KycDocType; docNumber: string }, today: Date): KycFieldProblem[] {
  const problems: KycFieldProblem[] = [];
  const name = normalizeKycName(input.fullName);
  const length = [...name].length;
  if (length < KYC_LIMITS.nameMin || length > KYC_LIMITS.nameMax || !KYC_NAME_PATTERN.test(name)) problems.push('name');
  if (!isCalendarDate(input.birthDate) || Number(input.birthDate.slice(0, 4)) < KYC_LIMITS.oldestYear || ageOn(input.birthDate, today) < 0) problems.push('birthDate');
  else if (ageOn(input.birthDate, today) < KYC_LIMITS.minAge) problems.push('underAge');
  if (!KYC_DOC_NUMBER_PATTERNS[input.docType].test(normalizeDocNumber(input.docNumber))) problems.push('docNumber');
  return problems;
}

export const kycSubmitPayloadSchema = v.object({
  fullName: v.pipe(v.string(), v.maxLength(200)),
  birthDate: v.pipe(v.string(), v.maxLength(10)),
  docType: v.picklist(KYC_DOC_TYPES),
  docNumber: v.pipe(v.string(), v.maxLength(40)),
  frontImageId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  backImageId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  selfieImageId: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type KycSubmitPayload = v.InferOutput<typeof kycSubmitPayloadSchema>;

export const kycStatusSchema = v.object({
  state: v.picklist(KYC_STATES),
  /** The latest submission's id, or null before any. */
  id: v.nullable(v.number()),
  fullName: v.nullable(v.string()),
  docType: v.nullable(v.picklist(KYC_DOC_TYPES)),
  /** Only the last 4 characters are shown back. */
  docNumberMasked: v.nullable(v.string()),
  submittedAt: v.nullable(v.string()),
  reviewedAt: v.nullable(v.string()),
  /** The operator's reason, when rejected. */
  rejectReason: v.nullable(v.string()),
  /** True when the merchant requires verification and this member's next withdrawal would be refused for it. */
  requiredForWithdrawal: v.boolean(),
});
export type KycStatus = v.InferOutput<typeof kycStatusSchema>;
