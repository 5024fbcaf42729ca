import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '../../contract/messages';
import { hashToken } from '../accounts/sessions';
import type { Db } from '../db/db';
import { publishMemberEvent } from '../events/member-events';

/** A chat page stays usable for a working day; the session it came from must still be alive. */
export const CHAT_TICKET_TTL_MS = 12 * 60 * 60 * 1000;

export interface ChatTicket {
  memberId: number;
  merchantCode: string;
  language: string;
  backUrl: string | null;
}

export async function issueChatTicket(db: Db, ticket: ChatTicket & { sessionToken: string }): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.query(
    `insert into chat_tickets (ticket_hash, member_id, merchant_code, session_hash, language, back_url, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + ($7::bigint * interval '1 millisecond'))`,
    [hashToken(raw), ticket.memberId, ticket.merchantCode, hashToken(ticket.sessionToken), ticket.language, ticket.backUrl, CHAT_TICKET_TTL_MS],
  );
  await db.query('delete from chat_tickets where member_id = $1 and expires_at < now()', [ticket.memberId]);
  return raw;
}

/** The ticket's member and session; null when unknown, expired, its session is over, or the member is disabled. */
export async function resolveChatTicket(db: Db, raw: string | undefined): Promise<(ChatTicket & { sessionHash: string }) | null> {
  if (!raw || raw.length < 20 || raw.length > 100) return null;
  const [row] = await db.query<{ member_id: string | number; merchant_code: string; language: string; back_url: string | null; session_hash: string }>(
    `select t.member_id, t.merchant_code, t.language, t.back_url, t.session_hash
       from chat_tickets t
       join members m on m.id = t.member_id
       join sessions s on s.token_hash = t.session_hash and s.member_id = t.member_id
      where t.ticket_hash = $1 and t.expires_at > now() and not m.disabled
        and s.revoked_at is null and s.expires_at > now()`,
    [hashToken(raw)],
  );
  return row
    ? { memberId: Number(row.member_id), merchantCode: row.merchant_code, language: row.language, backUrl: row.back_url, sessionHash: row.session_hash }
    : null;
}

interface ChatRow {
  id: string | number;
  sender: 'member' | 'operator';
  body: string;
  created_ms: number;
}

const toMessage = (row: ChatRow): ChatMessage => ({ id: Number(row.id), sender: row.sender, body: row.body, createdAt: row.created_ms });
const COLUMNS = 'id, sender, body, floor(extract(epoch from created_at) * 1000)::float8 as created_ms';

/**
 * Stores a message and tells the member's open streams on every server
 * instance (its id on the member event channel, sent at the commit: the
 * streams then read it, docs/decisions/0063).
 */
export async function postChatMessage(
  db: Db,
  message: { merchantCode: string; memberId: number; sender: 'member' | 'operator'; body: string },
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<ChatRow>(
      `insert into chat_messages (merchant_code, member_id, sender, body, read_at)
       values ($1, $2, $3, $4, case when $3 = 'member' then now() else null end) returning ${COLUMNS}`,
      [message.merchantCode, message.memberId, message.sender, message.body],
    );
    const stored = toMessage(row as ChatRow);
    await publishMemberEvent(tx, message.memberId, { kind: 'chat', id: stored.id });
    return stored;
  });
}

/** The newest messages (oldest first), or those after `afterId`. */
export async function chatHistory(db: Db, memberId: number, afterId = 0, limit = 100): Promise<ChatMessage[]> {
  const rows = await db.query<ChatRow>(
    `select * from (select ${COLUMNS} from chat_messages where member_id = $1 and id > $2 order by id desc limit $3) recent order by id`,
    [memberId, afterId, limit],
  );
  return rows.map(toMessage);
}

/** Operator messages the member has not seen (value.unReadCount). */
export async function chatUnreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "select count(*)::int as n from chat_messages where member_id = $1 and sender = 'operator' and read_at is null",
    [memberId],
  );
  return row?.n ?? 0;
}

export async function markChatRead(db: Db, memberId: number): Promise<void> {
  await db.query("update chat_messages set read_at = now() where member_id = $1 and sender = 'operator' and read_at is null", [memberId]);
}

export interface OpenChat {
  username: string;
  memberId: number;
  lastBody: string;
  lastSender: 'member' | 'operator';
  lastAt: number;
  waiting: number;
}

/** Chats of the merchant, most recent first; `waiting` counts member messages since the last operator answer. */
export async function listChats(db: Db, merchantCode: string, limit = 50): Promise<OpenChat[]> {
  const rows = await db.query<{ username: string; member_id: string | number; body: string; sender: 'member' | 'operator'; created_ms: number; waiting: number }>(
    `select m.username, c.member_id, c.body, c.sender, floor(extract(epoch from c.created_at) * 1000)::float8 as created_ms,
            (select count(*)::int from chat_messages w where w.member_id = c.member_id and w.sender = 'member'
               and w.id > coalesce((select max(o.id) from chat_messages o where o.member_id = c.member_id and o.sender = 'operator'), 0)) as waiting
       from chat_messages c join members m on m.id = c.member_id
      where c.merchant_code = $1
        and c.id = (select max(id) from chat_messages l where l.member_id = c.member_id)
      order by c.id desc limit $2`,
    [merchantCode, limit],
  );
  return rows.map((r) => ({ username: r.username, memberId: Number(r.member_id), lastBody: r.body, lastSender: r.sender, lastAt: r.created_ms, waiting: r.waiting }));
}
