import type { FeedbackEntry } from '../../contract/messages';
import type { Db } from '../db/db';

export async function insertFeedback(
  db: Db,
  entry: { merchantCode: string; memberId: number; type: number; content: string; sender: string },
): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    'insert into feedback (merchant_code, member_id, type, content, sender) values ($1, $2, $3, $4, $5) returning id',
    [entry.merchantCode, entry.memberId, entry.type, entry.content, entry.sender],
  );
  return Number(row?.id);
}

interface FeedbackRow {
  id: string | number;
  type: number;
  content: string;
  reply: string | null;
  created_ms: number;
  replied_ms: number | null;
}

const COLUMNS = `id, type, content, reply, floor(extract(epoch from created_at) * 1000)::float8 as created_ms,
  floor(extract(epoch from replied_at) * 1000)::float8 as replied_ms`;

const toEntry = (row: FeedbackRow): FeedbackEntry => ({
  id: Number(row.id), type: row.type, content: row.content, reply: row.reply, createdAt: row.created_ms, repliedAt: row.replied_ms,
});

export async function memberFeedback(db: Db, memberId: number, limit = 50): Promise<FeedbackEntry[]> {
  const rows = await db.query<FeedbackRow>(`select ${COLUMNS} from feedback where member_id = $1 order by id desc limit $2`, [memberId, limit]);
  return rows.map(toEntry);
}

export interface FeedbackForOperator extends FeedbackEntry {
  username: string;
  memberId: number;
}

/** Newest first; unanswered ones only unless `all`. */
export async function operatorFeedback(db: Db, merchantCode: string, all: boolean, limit = 50): Promise<FeedbackForOperator[]> {
  const rows = await db.query<FeedbackRow & { username: string; member_id: string | number }>(
    `select f.id, f.type, f.content, f.reply, floor(extract(epoch from f.created_at) * 1000)::float8 as created_ms,
            floor(extract(epoch from f.replied_at) * 1000)::float8 as replied_ms,
            m.username, f.member_id
       from feedback f join members m on m.id = f.member_id
      where f.merchant_code = $1 and ($2 or f.reply is null)
      order by f.id desc limit $3`,
    [merchantCode, all, limit],
  );
  return rows.map((row) => ({ ...toEntry(row), username: row.username, memberId: Number(row.member_id) }));
}

/** The member it belongs to, or null when there is no such feedback of this merchant. */
export async function replyFeedback(db: Db, merchantCode: string, id: number, reply: string): Promise<number | null> {
  const rows = await db.query<{ member_id: string | number }>(
    'update feedback set reply = $3, replied_at = now() where id = $1 and merchant_code = $2 returning member_id',
    [id, merchantCode, reply],
  );
  return rows[0] ? Number(rows[0].member_id) : null;
}
