import { randomBytes } from 'node:crypto';
import { preparedSql, type Db } from '../db/db';
import { hashToken } from '../accounts/sessions';
import { GAME_COLUMNS, type GameRow } from './catalogue';

/** Long enough for a session of play, short enough that a leaked game URL soon stops working. */
export const LAUNCH_TICKET_TTL_MS = 2 * 60 * 60 * 1000;

export interface LaunchTicket {
  memberId: number;
  merchantCode: string;
  nodeId: string;
}

/**
 * A launch hands the game a ticket of its own (256 random bits, stored as
 * SHA-256), valid for one member and one game only: the member's session
 * token never appears in a URL. The ticket remembers the session that
 * launched it (its token's hash) and dies with it: logout, a password
 * change that revokes other devices, or the session's expiry.
 */
export async function issueLaunchTicket(db: Db, ticket: LaunchTicket & { sessionToken: string }): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db.query(
    `insert into game_launch_tickets (ticket_hash, member_id, merchant_code, node_id, session_hash, expires_at)
     values ($1, $2, $3, $4, $5, now() + ($6::bigint * interval '1 millisecond'))`,
    [hashToken(raw), ticket.memberId, ticket.merchantCode, ticket.nodeId, hashToken(ticket.sessionToken), LAUNCH_TICKET_TTL_MS],
  );
  // Old tickets of this member are garbage; drop them while we are here.
  await db.query('delete from game_launch_tickets where member_id = $1 and expires_at < now()', [ticket.memberId]);
  return raw;
}

/** Who may use a ticket: live, of a live session, of a member not disabled (`t` the ticket, `m` its member, `s` its session). */
const LIVE_TICKET_WHERE = `t.ticket_hash = $1 and t.expires_at > now() and not m.disabled
        and s.revoked_at is null and s.expires_at > now()`;

/** The live ticket's owner and game; null when unknown, expired, its session is over, or the member is disabled. */
export async function resolveLaunchTicket(db: Db, raw: string): Promise<LaunchTicket | null> {
  if (raw.length < 20 || raw.length > 100) return null;
  const [row] = await db.query<{ member_id: string | number; merchant_code: string; node_id: string }>(
    `select t.member_id, t.merchant_code, t.node_id
       from game_launch_tickets t
       join members m on m.id = t.member_id
       join sessions s on s.token_hash = t.session_hash and s.member_id = t.member_id
      where ${LIVE_TICKET_WHERE}`,
    [hashToken(raw)],
  );
  return row ? { memberId: Number(row.member_id), merchantCode: row.merchant_code, nodeId: row.node_id } : null;
}

// The game's columns are GAME_COLUMNS (node_id among them); the ticket's own are named apart.
const TICKET_GAME_SQL = preparedSql('launch_ticket_game', `select t.member_id as ticket_member_id, t.merchant_code as ticket_merchant_code, t.node_id as ticket_node_id,
            g.node_id is not null as game_found, ${GAME_COLUMNS}
       from game_launch_tickets t
       join members m on m.id = t.member_id
       join sessions s on s.token_hash = t.session_hash and s.member_id = t.member_id
       left join games g on g.merchant_code = t.merchant_code and g.node_id = t.node_id and g.enabled
      where ${LIVE_TICKET_WHERE}`);

/**
 * resolveLaunchTicket and findGame in one query (a spin's first of two round
 * trips, docs/decisions/0091): the ticket as there, and its game when it is
 * enabled (null otherwise).
 */
export async function resolveLaunchTicketGame(db: Db, raw: string): Promise<{ ticket: LaunchTicket; game: GameRow | null } | null> {
  if (raw.length < 20 || raw.length > 100) return null;
  const [row] = await db.query<GameRow & { ticket_member_id: string | number; ticket_merchant_code: string; ticket_node_id: string; game_found: boolean }>(
    TICKET_GAME_SQL,
    [hashToken(raw)],
  );
  if (!row) return null;
  const { ticket_member_id: memberId, ticket_merchant_code: merchantCode, ticket_node_id: nodeId, game_found: found, ...game } = row;
  return { ticket: { memberId: Number(memberId), merchantCode, nodeId }, game: found ? game : null };
}
