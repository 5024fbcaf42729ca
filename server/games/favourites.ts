import { GAME_ERROR_CODES } from '../../contract/games';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { findGame } from './catalogue';

/** The member's favourite node ids, newest first. */
export async function favouriteIds(db: Db, memberId: number, pageNo: number, pageSize: number): Promise<string[]> {
  const rows = await db.query<{ node_id: string }>(
    `select node_id from game_favourites where member_id = $1
      order by created_at desc, node_id limit $2 offset $3`,
    [memberId, pageSize, (pageNo - 1) * pageSize],
  );
  return rows.map((r) => r.node_id);
}

/**
 * Adds a favourite. Idempotent: adding one already there succeeds and
 * changes nothing (the live client ignores such adds anyway), so a retried
 * request can never fail. An unknown game is refused.
 */
export async function addFavourite(db: Db, merchantCode: string, memberId: number, nodeId: string): Promise<void> {
  if (!(await findGame(db, merchantCode, nodeId))) throw new WpsError(GAME_ERROR_CODES.gameNotFound, 'gameNotFound');
  await db.query('insert into game_favourites (member_id, node_id) values ($1, $2) on conflict do nothing', [memberId, nodeId]);
}

/** Removing a game that is not a favourite succeeds too. */
export async function removeFavourite(db: Db, memberId: number, nodeId: string): Promise<void> {
  await db.query('delete from game_favourites where member_id = $1 and node_id = $2', [memberId, nodeId]);
}

/** A launch moves the game to the top of the member's recent list. */
export async function recordRecent(db: Db, memberId: number, nodeId: string): Promise<void> {
  await db.query(
    `insert into game_recent (member_id, node_id, launched_at) values ($1, $2, clock_timestamp())
     on conflict (member_id, node_id) do update set launched_at = excluded.launched_at`,
    [memberId, nodeId],
  );
}
