import type { WireLanguage } from '../../contract/headers';
import type { Db } from '../db/db';
import { gameIconPath } from './catalogue';

export interface LotteryGame {
  gameCode: string;
  gameName: string;
  iconUrl: string;
  prizeMode: 'LOTT' | 'ELOTT';
  drawIntervalSeconds: number;
  nodeId: string;
  gameId: string;
  vassalage: string;
}

/** Lottery games in menu order, or only the popular ones in popularity order. */
export async function loadLotteryGames(db: Db, merchantCode: string, popular: boolean, language: WireLanguage, base: string): Promise<LotteryGame[]> {
  const rows = await db.query<{ game_code: string; name_vi: string; name_en: string; vendor_code: string; game_id: string; prize_mode: 'LOTT' | 'ELOTT'; draw_interval_seconds: number; node_id: string }>(
    `select l.game_code, g.name_vi, g.name_en, g.vendor_code, g.game_id, l.prize_mode, l.draw_interval_seconds, l.node_id
       from lottery_games l join games g on g.merchant_code = l.merchant_code and g.node_id = l.node_id
      where l.merchant_code = $1 and g.enabled ${popular ? 'and l.popular_rank is not null' : ''}
      order by ${popular ? 'l.popular_rank' : 'l.sort_order'}, l.game_code`,
    [merchantCode],
  );
  return rows.map((r) => ({
    gameCode: r.game_code,
    gameName: language === 'EN' ? r.name_en : r.name_vi,
    iconUrl: `${base}${gameIconPath(r.vendor_code, r.game_id)}`,
    prizeMode: r.prize_mode,
    drawIntervalSeconds: r.draw_interval_seconds,
    nodeId: r.node_id,
    gameId: r.game_id,
    vassalage: r.vendor_code,
  }));
}

export async function loadLotteryMenu(db: Db, merchantCode: string): Promise<{ prizeMode: Record<string, string> }> {
  const rows = await db.query<{ game_key: string; prize_mode: string }>(
    'select game_key, prize_mode from lottery_prize_modes where merchant_code = $1 order by game_key',
    [merchantCode],
  );
  return { prizeMode: Object.fromEntries(rows.map((r) => [r.game_key, r.prize_mode])) };
}
