/**
 * Tickets for the member event stream (docs/decisions/0063). The app
 * authenticates with an Authorization header, which EventSource cannot
 * send; it trades it for a ticket that opens one stream within
 * STREAM_TICKET_TTL_MS. Stored hashed (a ticket in a URL may reach access
 * logs; used, it is worth nothing), tied to the session it came from.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../accounts/sessions';
import type { Db } from '../db/db';

export const STREAM_TICKET_TTL_MS = 60_000;

export interface StreamTicket {
  memberId: number;
  merchantCode: string;
  sessionHash: string;
}

export async function issueStreamTicket(db: Db, ticket: Omit<StreamTicket, 'sessionHash'> & { sessionToken: string }): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.query('delete from event_stream_tickets where member_id = $1 and expires_at < now()', [ticket.memberId]);
  await db.query(
    `insert into event_stream_tickets (ticket_hash, member_id, merchant_code, session_hash, expires_at)
     values ($1, $2, $3, $4, now() + ($5::bigint * interval '1 millisecond'))`,
    [hashToken(raw), ticket.memberId, ticket.merchantCode, hashToken(ticket.sessionToken), STREAM_TICKET_TTL_MS],
  );
  return raw;
}

/** Uses the ticket up: its member and session, or null when unknown, used, expired, or its session is over. */
export async function consumeStreamTicket(db: Db, raw: string | undefined): Promise<StreamTicket | null> {
  if (!raw || raw.length < 20 || raw.length > 100) return null;
  const [row] = await db.query<{ member_id: string | number; merchant_code: string; session_hash: string }>(
    `delete from event_stream_tickets where ticket_hash = $1 and expires_at > now()
     returning member_id, merchant_code, session_hash`,
    [hashToken(raw)],
  );
  if (!row || !(await sessionHolds(db, row.session_hash))) return null;
  return { memberId: Number(row.member_id), merchantCode: row.merchant_code, sessionHash: row.session_hash };
}

/** The session is live and its member not disabled: what an open stream checks again and again. */
export async function sessionHolds(db: Db, sessionHash: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from sessions s join members m on m.id = s.member_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and not m.disabled`,
    [sessionHash],
  );
  return rows.length > 0;
}
