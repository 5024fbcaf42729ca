import { APPLY_LIMITS, PROMOTION_ERROR_CODES } from '../../contract/promotions';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { post, toCents } from '../wallet/ledger';
import { requireOwnedImages } from '../http/image-upload';
import { memberStateInput } from './promotions';
import { canApply, promotionState } from './states';

export interface ApplyInput {
  merchantCode: string;
  memberId: number;
  promotionId: number;
  remark: string;
  /** Ids of images the member uploaded (kind 'promotion'), already checked by content there. */
  imageIds: readonly number[];
  now?: number;
}

/**
 * Checks the spec's limits (remark ≤ 140, ≤ 3 images, each one this member's
 * upload: png/jpg ≤ 5 MB by content, checked when uploaded) and the
 * promotion's state; stores the application.
 */
export async function applyForPromotion(db: Db, input: ApplyInput): Promise<number> {
  const remark = input.remark.trim();
  if ([...remark].length > APPLY_LIMITS.remarkMax) throw new WpsError(PROMOTION_ERROR_CODES.remarkTooLong, 'promotionRemarkTooLong', 400);
  const imageIds = [...new Set(input.imageIds)];
  if (imageIds.length > APPLY_LIMITS.imagesMax) throw new WpsError(PROMOTION_ERROR_CODES.tooManyImages, 'promotionTooManyImages', 400);
  await requireOwnedImages(db, input.memberId, 'promotion', imageIds);
  return db.transaction(async (tx) => {
    // one application at a time per member: the member row is the lock
    await tx.query('select id from members where id = $1 for update', [input.memberId]);
    const { input: state } = await memberStateInput(tx, input.merchantCode, input.memberId, input.promotionId, input.now);
    if (!canApply(state)) {
      const now = promotionState(state);
      if (now === 'applying') throw new WpsError(PROMOTION_ERROR_CODES.pending, 'promotionPending');
      if (now === 'closed' || now === 'coming_soon') throw new WpsError(PROMOTION_ERROR_CODES.notOpen, 'promotionNotOpen');
      if (now === 'issued') throw new WpsError(PROMOTION_ERROR_CODES.limitReached, 'promotionLimitReached');
      throw new WpsError(PROMOTION_ERROR_CODES.actionNotAllowed, 'promotionActionNotAllowed');
    }
    const [row] = await tx.query<{ id: string }>(
      `insert into promotion_applications (merchant_code, promotion_id, member_id, remark) values ($1, $2, $3, $4) returning id::text`,
      [input.merchantCode, input.promotionId, input.memberId, remark],
    );
    const id = Number(row!.id);
    for (const imageId of imageIds) {
      const attached = await tx.query('insert into promotion_application_images (application_id, image_id) values ($1, $2) on conflict do nothing returning image_id', [id, imageId]);
      if (attached.length === 0) throw new WpsError(PROMOTION_ERROR_CODES.imageUsed, 'promotionImageUsed', 400);
    }
    return id;
  });
}

export interface PendingApplication {
  id: number;
  promotionId: number;
  title: string;
  username: string;
  remark: string;
  images: number;
  bonusAmount: number;
  createdAt: string;
}

export async function listApplications(db: Db, merchantCode: string, status: 'pending' | 'all' = 'pending'): Promise<PendingApplication[]> {
  const rows = await db.query<{ id: string; promotion_id: number; title_en: string; username: string; remark: string; images: string; bonus: string; created: string; status: string }>(
    `select a.id::text, a.promotion_id, p.title_en, m.username, a.remark, a.status, p.bonus_amount::text as bonus,
            to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as created,
            (select count(*) from promotion_application_images i where i.application_id = a.id)::text as images
       from promotion_applications a
       join promotions p on p.merchant_code = a.merchant_code and p.id = a.promotion_id
       join members m on m.id = a.member_id
      where a.merchant_code = $1 and ($2 = 'all' or a.status = 'pending')
      order by a.id`,
    [merchantCode, status],
  );
  return rows.map((r) => ({
    id: Number(r.id), promotionId: r.promotion_id, title: r.title_en, username: r.username, remark: r.remark,
    images: Number(r.images), bonusAmount: Number(r.bonus), createdAt: r.created,
  }));
}

export class ReviewError extends Error {}

/**
 * The operator's verdict on a pending application. Approving pays the bonus
 * (the promotion's, or the amount given) as one `bonus` ledger entry with
 * reference application:<id>, in the same transaction as the status change.
 */
export async function reviewApplication(
  db: Db,
  merchantCode: string,
  id: number,
  verdict: { approve: true; amount?: number } | { approve: false; note?: string },
): Promise<{ memberId: number; amount: number }> {
  return db.transaction(async (tx) => {
    const [app] = await tx.query<{ member_id: string; status: string; bonus: string }>(
      `select a.member_id::text, a.status, p.bonus_amount::text as bonus
         from promotion_applications a join promotions p on p.merchant_code = a.merchant_code and p.id = a.promotion_id
        where a.merchant_code = $1 and a.id = $2 for update of a`,
      [merchantCode, id],
    );
    if (!app) throw new ReviewError(`no application ${id}`);
    if (app.status !== 'pending') throw new ReviewError(`application ${id} is already ${app.status}`);
    const memberId = Number(app.member_id);
    if (!verdict.approve) {
      await tx.query("update promotion_applications set status = 'rejected', review_note = $2, reviewed_at = now() where id = $1", [id, verdict.note ?? null]);
      return { memberId, amount: 0 };
    }
    const amount = verdict.amount ?? Number(app.bonus);
    const cents = toCents(amount);
    if (cents < 0) throw new ReviewError('the bonus cannot be negative');
    await tx.query("update promotion_applications set status = 'approved', bonus_amount = $2, reviewed_at = now() where id = $1", [id, amount]);
    if (cents > 0) await post(tx, { memberId, kind: 'bonus', amountCents: cents, reference: `application:${id}` });
    return { memberId, amount };
  });
}
