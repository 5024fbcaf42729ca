/**
 * The betting record's details of cockfight bets (docs/decisions/0073): the
 * side, the round's result and its fairness values; a bet's record is
 * written when its round resolves, so its seed is always revealed there.
 */
import type { CockfightRecord } from '../../contract/cockfight';
import type { CockfightSide } from '../../contract/cockfight-round';
import { COCKFIGHT_NONCE } from '../../contract/cockfight-round';
import type { Db } from '../db/db';

export async function cockfightRecordDetails(db: Db, recordIds: readonly number[]): Promise<Map<number, CockfightRecord>> {
  const out = new Map<number, CockfightRecord>();
  if (recordIds.length === 0) return out;
  const rows = await db.query<{
    record: string; round_no: string; side: CockfightSide; odds_h: string; result: CockfightSide; server_seed: string; server_seed_hash: string; client_seed: string;
  }>(
    `select b.bet_record_id::text as record, r.round_no::text, b.side, (b.odds * 100)::bigint::text as odds_h, r.result, r.server_seed, r.server_seed_hash, r.client_seed
       from cockfight_bets b join cockfight_rounds r on r.id = b.round_id where b.bet_record_id = any($1::bigint[]) and r.status = 'resolved'`,
    [recordIds],
  );
  for (const r of rows) {
    out.set(Number(r.record), {
      engine: 'cockfight', roundNo: Number(r.round_no), side: r.side, odds: Number(r.odds_h) / 100, result: r.result,
      fairness: { serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: COCKFIGHT_NONCE, serverSeed: r.server_seed },
    });
  }
  return out;
}
