import { randomInt } from 'node:crypto';
import { AGENT_ERROR_CODES, MAX_AFFILIATE_LINKS, type AffLinksValue } from '../../contract/agent';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');

/** The agent's links (not deleted) with how many members each registered, and its own code. */
export async function listLinks(db: Db, agentId: number): Promise<AffLinksValue> {
  const [own] = await db.query<{ own_affiliate_code: string | null }>('select own_affiliate_code from members where id = $1', [agentId]);
  const rows = await db.query<{ id: string; code: string; note: string | null; created_at: Date | string; registrations: string }>(
    `select l.id::text, l.code, l.note, l.created_at,
            (select count(*) from members m where m.parent_id = l.member_id and upper(m.affiliate_code) = upper(l.code))::text as registrations
       from agent_affiliate_links l where l.member_id = $1 and l.deleted_at is null order by l.created_at desc, l.id desc`,
    [agentId]);
  return {
    ownCode: own?.own_affiliate_code ?? null,
    list: rows.map((r) => ({ id: Number(r.id), code: r.code, note: r.note, createdAt: new Date(r.created_at).toISOString(), registrations: Number(r.registrations) })),
  };
}

export async function createLink(db: Db, merchantCode: string, agentId: number, note: string | null): Promise<void> {
  const [{ n } = { n: '0' }] = await db.query<{ n: string }>(
    'select count(*)::text as n from agent_affiliate_links where member_id = $1 and deleted_at is null', [agentId]);
  if (Number(n) >= MAX_AFFILIATE_LINKS) throw new WpsError(AGENT_ERROR_CODES.linkLimit, 'agentLinkLimit');
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    // a code must not shadow an agent's own code or a member's referral code either
    const clash = await db.query('select 1 from members where merchant_code = $1 and upper(own_affiliate_code) = $2', [merchantCode, code]);
    if (clash.length > 0) continue;
    const rows = await db.query(
      'insert into agent_affiliate_links (merchant_code, member_id, code, note) values ($1, $2, $3, $4) on conflict do nothing returning id',
      [merchantCode, agentId, code, note]);
    if (rows.length > 0) return;
  }
  throw new Error('no free affiliate code after 5 attempts');
}

/** Deleting keeps the row (its registrations stay counted under the agent) but the code stops working. */
export async function deleteLink(db: Db, agentId: number, id: number): Promise<void> {
  const rows = await db.query(
    'update agent_affiliate_links set deleted_at = now() where id = $1 and member_id = $2 and deleted_at is null returning id', [id, agentId]);
  if (rows.length === 0) throw new WpsError(AGENT_ERROR_CODES.linkNotFound, 'agentLinkNotFound');
}

/** The agent behind a live link code (case ignored), for registration. */
export async function linkAgent(db: Db, merchantCode: string, code: string): Promise<{ id: number; code: string } | null> {
  const [row] = await db.query<{ member_id: string; code: string }>(
    `select l.member_id::text, l.code from agent_affiliate_links l join members m on m.id = l.member_id
      where l.merchant_code = $1 and upper(l.code) = upper($2) and l.deleted_at is null and not m.disabled`,
    [merchantCode, code.trim()]);
  return row ? { id: Number(row.member_id), code: row.code } : null;
}
