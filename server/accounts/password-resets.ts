import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { hashToken } from './sessions';

/** Long enough to open a mail, short enough that an old mailbox is no key to the account. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/**
 * Issues the single-use token of a reset link (256 random bits, stored as
 * SHA-256). Only the newest link of a member works: asking again voids the
 * earlier ones.
 */
export async function issueResetToken(db: Db, memberId: number, merchantCode: string): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query('delete from password_resets where member_id = $1 or expires_at < now()', [memberId]);
    await tx.query(
      `insert into password_resets (token_hash, member_id, merchant_code, expires_at)
       values ($1, $2, $3, now() + ($4::bigint * interval '1 millisecond'))`,
      [hashToken(raw), memberId, merchantCode, RESET_LINK_TTL_MS],
    );
  });
  return raw;
}

/** The member a live, unused token of this merchant belongs to, or null. */
export async function resetTokenMember(db: Db, merchantCode: string, raw: string): Promise<number | null> {
  if (raw.length < 20 || raw.length > 100) return null;
  const [row] = await db.query<{ member_id: string | number }>(
    `select member_id from password_resets
      where token_hash = $1 and merchant_code = $2 and used_at is null and expires_at > now()`,
    [hashToken(raw), merchantCode],
  );
  return row ? Number(row.member_id) : null;
}

/** Uses the token up; true only for the one caller that did (two tabs submitting at once get one yes). */
export async function consumeResetToken(db: Db, merchantCode: string, raw: string): Promise<boolean> {
  const rows = await db.query(
    `update password_resets set used_at = now()
      where token_hash = $1 and merchant_code = $2 and used_at is null and expires_at > now() returning member_id`,
    [hashToken(raw), merchantCode],
  );
  return rows.length === 1;
}
