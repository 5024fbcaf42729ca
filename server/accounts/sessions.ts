import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/** Sessions last a week; logout revokes them at once. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a 256-bit random token; only its hash is stored. */
export async function issueSession(db: Db, memberId: number, meta: { ip?: string; deviceId?: string } = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into sessions (token_hash, member_id, expires_at, ip, device_id)
     values ($1, $2, now() + ($3::bigint * interval '1 millisecond'), $4, $5)`,
    [hashToken(token), memberId, SESSION_TTL_MS, meta.ip ?? null, meta.deviceId ?? null],
  );
  return token;
}

/** Ends the session; answers its member (null when it was no live session). */
export async function revokeSession(db: Db, token: string): Promise<number | null> {
  const [row] = await db.query<{ member_id: string | number }>(
    'update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null returning member_id',
    [hashToken(token)],
  );
  return row ? Number(row.member_id) : null;
}

/** The member id a live (unexpired, unrevoked) token belongs to. */
export async function sessionMemberId(db: Db, token: string): Promise<number | null> {
  const rows = await db.query<{ member_id: string | number }>(
    `select member_id from sessions
     where token_hash = $1 and revoked_at is null and expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ? Number(rows[0].member_id) : null;
}
