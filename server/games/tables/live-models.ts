import type { WireLanguage } from '../../../contract/headers';
import type { LiveModel } from '../../../contract/live-tables';
import type { Db } from '../../db/db';
import { GAME_COLUMNS, gameIconPath, type GameRow } from '../catalogue';
import { liveTableOf } from '../engines';
import { WATCH_MS } from './rounds';

/**
 * The merchant's live tables as the live model list (contract/live-tables.ts):
 * each LIVE game that deals a table (server/games/engines.ts), in the
 * lobby's order; active unless its vendor is under maintenance, streaming
 * while its rounds run, which is while someone watched it within WATCH_MS
 * (the scheduler deals only those tables: docs/decisions/0072).
 */
export async function liveModels(db: Db, merchantCode: string, language: WireLanguage, base: string, now: number): Promise<LiveModel[]> {
  const rows = await db.query<GameRow & { vendor_name: string; maintenance: boolean; streaming: boolean }>(
    `select ${GAME_COLUMNS}, v.display_name as vendor_name, v.maintenance,
            coalesce(t.watched_at > $2, false) as streaming
       from games g
       join game_vendors v on v.merchant_code = g.merchant_code and v.code = g.vendor_code
       left join live_tables t on t.merchant_code = g.merchant_code and t.node_id = g.node_id
      where g.merchant_code = $1 and g.game_type = 'LIVE' and g.enabled and g.room_id is not null
      order by g.sort_order, g.node_id`,
    [merchantCode, new Date(now - WATCH_MS)],
  );
  return rows.flatMap((row) => {
    const table = liveTableOf(row);
    if (!table) return [];
    return [{
      nodeId: row.node_id,
      gameId: row.game_id,
      name: language === 'EN' ? row.name_en : row.name_vi,
      vassalage: row.vendor_code,
      vendorName: row.vendor_name,
      engine: table.engine,
      iconUrl: `${base}${gameIconPath(row.vendor_code, row.game_id)}`,
      active: !row.maintenance,
      streaming: !row.maintenance && row.streaming,
    }];
  });
}
