import type { InboxMessage, InboxPage } from '../../contract/messages';
import type { Db } from '../db/db';
import { publishMemberEvent, publishMerchantEvent } from '../events/member-events';
import type { LocalizedText } from './texts';

export interface NewInboxMessage {
  merchantCode: string;
  memberId: number;
  kind: string;
  title: LocalizedText;
  body: LocalizedText;
  url: string | null;
}

export const INBOX_TITLE_MAX = 120;
export const INBOX_BODY_MAX = 2000;

/** Writes one message (the member's open apps hear of it at the commit, docs/decisions/0063); returns its id. */
export async function insertInboxMessage(db: Db, message: NewInboxMessage): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string | number }>(
      `insert into inbox_messages (merchant_code, member_id, kind, title_vi, title_en, body_vi, body_en, url)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [message.merchantCode, message.memberId, message.kind, message.title.vi, message.title.en, message.body.vi, message.body.en, message.url],
    );
    await publishMemberEvent(tx, message.memberId, { kind: 'inbox' });
    return Number(row?.id);
  });
}

/**
 * One row per active non-trial member of the merchant, in one statement;
 * returns the members written to. A run id (an operator broadcast) makes
 * it safe to repeat: members that already hold this run's message are
 * skipped (server/db/migrations/022_broadcast_runs.sql).
 */
export async function broadcastInboxMessage(db: Db, message: Omit<NewInboxMessage, 'memberId'>, runId: string | null = null): Promise<number[]> {
  return db.transaction(async (tx) => {
    const members = await broadcastRows(tx, message, runId);
    // One event for the merchant, not one per member: a broadcast may reach every member.
    if (members.length > 0) await publishMerchantEvent(tx, message.merchantCode, { kind: 'inbox' });
    return members;
  });
}

async function broadcastRows(db: Db, message: Omit<NewInboxMessage, 'memberId'>, runId: string | null): Promise<number[]> {
  const rows = await db.query<{ member_id: string | number }>(
    `insert into inbox_messages (merchant_code, member_id, kind, title_vi, title_en, body_vi, body_en, url, broadcast_run)
     select merchant_code, id, $2, $3, $4, $5, $6, $7, $8 from members
      where merchant_code = $1 and not disabled and type <> 4
     on conflict (member_id, broadcast_run) where broadcast_run is not null do nothing
     returning member_id`,
    [message.merchantCode, message.kind, message.title.vi, message.title.en, message.body.vi, message.body.en, message.url, runId],
  );
  return rows.map((row) => Number(row.member_id));
}

export async function inboxUnreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from inbox_messages where member_id = $1 and read_at is null',
    [memberId],
  );
  return row?.n ?? 0;
}

interface InboxRow {
  id: string | number;
  kind: string;
  title_vi: string;
  title_en: string;
  body_vi: string;
  body_en: string;
  url: string | null;
  read: boolean;
  created_ms: number;
}

export async function inboxPage(db: Db, memberId: number, language: string, pageNo: number, pageSize: number): Promise<InboxPage> {
  const [counts] = await db.query<{ total: number; unread: number }>(
    `select count(*)::int as total, count(*) filter (where read_at is null)::int as unread
       from inbox_messages where member_id = $1`,
    [memberId],
  );
  const rows = await db.query<InboxRow>(
    `select id, kind, title_vi, title_en, body_vi, body_en, url, read_at is not null as read,
            floor(extract(epoch from created_at) * 1000)::float8 as created_ms
       from inbox_messages where member_id = $1
      order by created_at desc, id desc limit $2 offset $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  const en = language.toUpperCase() === 'EN';
  const list: InboxMessage[] = rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    title: en ? row.title_en : row.title_vi,
    body: en ? row.body_en : row.body_vi,
    url: row.url,
    read: row.read,
    createdAt: row.created_ms,
  }));
  const total = counts?.total ?? 0;
  return { list, pageNo, pageSize, totalCount: total, totalPages: Math.max(1, Math.ceil(total / pageSize)), unread: counts?.unread ?? 0 };
}

/** False when the message is not this member's. */
export async function markInboxRead(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    'update inbox_messages set read_at = coalesce(read_at, now()) where id = $1 and member_id = $2 returning id',
    [id, memberId],
  );
  return rows.length > 0;
}

export async function markAllInboxRead(db: Db, memberId: number): Promise<number> {
  const rows = await db.query('update inbox_messages set read_at = now() where member_id = $1 and read_at is null returning id', [memberId]);
  return rows.length;
}

export async function deleteInboxMessage(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db.query('delete from inbox_messages where id = $1 and member_id = $2 returning id', [id, memberId]);
  return rows.length > 0;
}
