/**
 * The KYC centre (docs/decisions/0077-kyc-centre.md): submissions, their
 * review by the operator, and the whitelabel switch KYCWITHDRAW3 that
 * makes a first withdrawal wait for verification.
 */
import {
  KYC_BACK_REQUIRED,
  KYC_ERROR_CODES,
  KYC_LIMITS,
  kycFieldProblems,
  normalizeDocNumber,
  normalizeKycName,
  type KycDocType,
  type KycStatus,
  type KycSubmitPayload,
} from '../../contract/kyc';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { loadWhitelabel } from '../settings/whitelabel';

export type KycReviewState = 'pending' | 'verified' | 'rejected';

interface SubmissionRow {
  id: string;
  full_name: string;
  doc_type: KycDocType;
  doc_number: string;
  status: KycReviewState;
  reject_reason: string | null;
  created_at: Date | string;
  reviewed_at: Date | string | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Only the last 4 characters travel back: the rest is the operator's to read. */
export const maskDocNumber = (number: string): string => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

async function latestSubmission(db: Db, memberId: number): Promise<SubmissionRow | null> {
  const [row] = await db.query<SubmissionRow>(
    `select id::text, full_name, doc_type, doc_number, status, reject_reason, created_at, reviewed_at
       from kyc_submissions where member_id = $1 order by id desc limit 1`,
    [memberId],
  );
  return row ?? null;
}

async function isVerified(db: Db, memberId: number): Promise<boolean> {
  const rows = await db.query("select 1 from kyc_submissions where member_id = $1 and status = 'verified' limit 1", [memberId]);
  return rows.length > 0;
}

/**
 * Whether the member's next withdrawal waits for verification: the
 * merchant's switch KYCWITHDRAW3 is on, the member is not verified, and
 * has no withdrawal yet that was not rejected (the switch guards the
 * first one; a member paid out before it was switched on keeps going).
 */
export async function kycBlocksWithdrawal(db: Db, merchantCode: string, memberId: number): Promise<boolean> {
  const { whitelabelVal } = await loadWhitelabel(db, merchantCode);
  if (!whitelabelVal.KYCWITHDRAW3) return false;
  if (await isVerified(db, memberId)) return false;
  const earlier = await db.query("select 1 from withdrawal_orders where member_id = $1 and status <> 'rejected' limit 1", [memberId]);
  return earlier.length === 0;
}

/** Refuses the withdrawal call while kycBlocksWithdrawal holds (business refusal, in the envelope). */
export async function requireKycForWithdrawal(db: Db, merchantCode: string, memberId: number): Promise<void> {
  if (await kycBlocksWithdrawal(db, merchantCode, memberId)) {
    throw new WpsError(KYC_ERROR_CODES.requiredForWithdrawal, 'kycRequiredForWithdrawal');
  }
}

/** The member's state: their latest submission's, or none. */
export async function loadKycStatus(db: Db, merchantCode: string, memberId: number): Promise<KycStatus> {
  const row = await latestSubmission(db, memberId);
  const requiredForWithdrawal = await kycBlocksWithdrawal(db, merchantCode, memberId);
  if (!row) {
    return { state: 'none', id: null, fullName: null, docType: null, docNumberMasked: null, submittedAt: null, reviewedAt: null, rejectReason: null, requiredForWithdrawal };
  }
  return {
    state: row.status,
    id: Number(row.id),
    fullName: row.full_name,
    docType: row.doc_type,
    docNumberMasked: maskDocNumber(row.doc_number),
    submittedAt: iso(row.created_at),
    reviewedAt: iso(row.reviewed_at),
    rejectReason: row.reject_reason,
    requiredForWithdrawal,
  };
}

const FIELD_ERRORS = {
  name: [KYC_ERROR_CODES.nameInvalid, 'kycNameInvalid'],
  birthDate: [KYC_ERROR_CODES.birthDateInvalid, 'kycBirthDateInvalid'],
  underAge: [KYC_ERROR_CODES.underAge, 'kycUnderAge'],
  docNumber: [KYC_ERROR_CODES.docNumberInvalid, 'kycDocNumberInvalid'],
} as const;

/**
 * Stores a submission after the same field checks the form runs
 * (contract/kyc.ts), with images this member uploaded as kind `kyc` and
 * not yet used by another submission. One pending at a time and nothing
 * after verification: the member row is the lock, the partial unique
 * indexes the backstop across servers. Answers the submission's id.
 */
export async function submitKyc(db: Db, merchantCode: string, memberId: number, input: KycSubmitPayload, now = new Date()): Promise<number> {
  const [problem] = kycFieldProblems(input, now);
  if (problem) {
    const [code, key] = FIELD_ERRORS[problem];
    throw new WpsError(code, key, 400);
  }
  if (KYC_BACK_REQUIRED[input.docType] && input.backImageId === null) throw new WpsError(KYC_ERROR_CODES.imageMissing, 'kycImageMissing', 400);
  const imageIds = [input.frontImageId, input.backImageId, input.selfieImageId].filter((id): id is number => id !== null);
  if (new Set(imageIds).size !== imageIds.length) throw new WpsError(KYC_ERROR_CODES.imageInvalid, 'kycImageInvalid', 400);
  try {
    return await db.transaction(async (tx) => {
      await tx.query('select id from members where id = $1 for update', [memberId]);
      const owned = await tx.query<{ id: string }>(
        `select u.id::text from uploaded_images u
          where u.member_id = $1 and u.kind = 'kyc' and u.id = any($2::bigint[])
            and not exists (select 1 from kyc_submissions k where u.id in (k.front_image_id, k.back_image_id, k.selfie_image_id))`,
        [memberId, imageIds.map(String)],
      );
      if (owned.length !== imageIds.length) throw new WpsError(KYC_ERROR_CODES.imageInvalid, 'kycImageInvalid', 400);
      const states = await tx.query<{ status: KycReviewState }>("select status from kyc_submissions where member_id = $1 and status in ('pending', 'verified')", [memberId]);
      if (states.some((s) => s.status === 'verified')) throw new WpsError(KYC_ERROR_CODES.alreadyVerified, 'kycAlreadyVerified');
      if (states.length > 0) throw new WpsError(KYC_ERROR_CODES.pending, 'kycPending');
      const [row] = await tx.query<{ id: string }>(
        `insert into kyc_submissions (merchant_code, member_id, full_name, birth_date, doc_type, doc_number, front_image_id, back_image_id, selfie_image_id)
         values ($1, $2, $3, $4::date, $5, $6, $7, $8, $9) returning id::text`,
        [merchantCode, memberId, normalizeKycName(input.fullName), input.birthDate, input.docType, normalizeDocNumber(input.docNumber),
          input.frontImageId, input.backImageId, input.selfieImageId],
      );
      return Number(row!.id);
    });
  } catch (error) {
    // Another server's insert won the race: it is pending now.
    if (isUniqueViolation(error)) throw new WpsError(KYC_ERROR_CODES.pending, 'kycPending');
    throw error;
  }
}

export interface KycQueueRow {
  id: number;
  username: string;
  fullName: string;
  birthDate: string;
  docType: KycDocType;
  docNumber: string;
  status: KycReviewState;
  rejectReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  imageIds: { front: number; back: number | null; selfie: number };
}

type QueueDbRow = SubmissionRow & { username: string; birth: string; front_image_id: string; back_image_id: string | null; selfie_image_id: string };

const QUEUE_SELECT = `select k.id::text, m.username, k.full_name, to_char(k.birth_date, 'YYYY-MM-DD') as birth, k.doc_type, k.doc_number, k.status,
        k.reject_reason, k.created_at, k.reviewed_at, k.front_image_id::text, k.back_image_id::text, k.selfie_image_id::text
   from kyc_submissions k join members m on m.id = k.member_id`;

const toQueueRow = (r: QueueDbRow): KycQueueRow => ({
  id: Number(r.id), username: r.username, fullName: r.full_name, birthDate: r.birth, docType: r.doc_type, docNumber: r.doc_number,
  status: r.status, rejectReason: r.reject_reason, createdAt: iso(r.created_at)!, reviewedAt: iso(r.reviewed_at),
  imageIds: { front: Number(r.front_image_id), back: r.back_image_id === null ? null : Number(r.back_image_id), selfie: Number(r.selfie_image_id) },
});

/** The merchant's submissions, oldest first: the pending ones, or all of them (the newest 200). */
export async function listKyc(db: Db, merchantCode: string, all: boolean): Promise<KycQueueRow[]> {
  const rows = await db.query<QueueDbRow>(
    all
      ? `select * from (${QUEUE_SELECT} where k.merchant_code = $1 order by k.id desc limit 200) newest order by id::bigint`
      : `${QUEUE_SELECT} where k.merchant_code = $1 and k.status = 'pending' order by k.id limit 200`,
    [merchantCode],
  );
  return rows.map(toQueueRow);
}

export async function findKyc(db: Db, merchantCode: string, id: number): Promise<KycQueueRow | null> {
  const [row] = await db.query<QueueDbRow>(`${QUEUE_SELECT} where k.merchant_code = $1 and k.id = $2`, [merchantCode, id]);
  return row ? toQueueRow(row) : null;
}

/**
 * Decides a pending submission, once: the update only matches while it is
 * pending, so two operators (or two servers) cannot both decide it.
 * Answers the decided row, or null when it is not a pending submission of this merchant.
 */
export async function reviewKyc(db: Db, merchantCode: string, id: number, decision: { verdict: 'verified' } | { verdict: 'rejected'; reason: string }): Promise<KycQueueRow | null> {
  const reason = decision.verdict === 'rejected' ? decision.reason.trim() : null;
  if (reason !== null && (reason.length === 0 || [...reason].length > KYC_LIMITS.reasonMax)) throw new RangeError('reason');
  const updated = await db.query(
    `update kyc_submissions set status = $3, reject_reason = $4, reviewed_at = now()
      where merchant_code = $1 and id = $2 and status = 'pending' returning id`,
    [merchantCode, id, decision.verdict, reason],
  );
  if (updated.length === 0) return null;
  return findKyc(db, merchantCode, id);
}
