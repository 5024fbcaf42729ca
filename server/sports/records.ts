/**
 * The betting record's details of sports bets (docs/decisions/0073): the
 * slip's bet and its selections, read by the record's row id.
 */
import type { SportsRound } from '../../contract/sports';
import type { Db } from '../db/db';
import { betsByIds } from './bets';

export async function sportsRecordDetails(db: Db, recordIds: readonly number[]): Promise<Map<number, SportsRound>> {
  const out = new Map<number, SportsRound>();
  if (recordIds.length === 0) return out;
  const rows = await db.query<{ id: string; record: string }>(
    'select id::text, bet_record_id::text as record from sports_bets where bet_record_id = any($1::bigint[])', [recordIds]);
  const bets = await betsByIds(db, null, rows.map((r) => Number(r.id)));
  for (const [i, bet] of bets.entries()) {
    out.set(Number(rows[i]!.record), { engine: 'sports', betId: bet.betId, kind: bet.kind, odds: bet.odds, status: bet.status, legs: bet.legs });
  }
  return out;
}
