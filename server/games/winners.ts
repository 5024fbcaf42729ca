import type { GameType } from '../../contract/games';
import type { WireLanguage } from '../../contract/headers';
import type { Db } from '../db/db';
import { GAME_COLUMNS, type GameRow, toGame, typesOf } from './catalogue';

export interface Winner {
  game: { iconUrl: string; gameName: string; nodeId: string; vassalage: string; gameType: GameType };
  vo: { winAmount: number; userName: string };
}

/** The winners board: biggest wins first, optionally of one category (ALL = every one). */
export async function loadWinners(
  db: Db, merchantCode: string, category: GameType | 'ALL', limit: number, language: WireLanguage, base: string,
): Promise<Winner[]> {
  const params: unknown[] = [merchantCode, limit];
  let typeFilter = '';
  if (category !== 'ALL') {
    params.push(typesOf(category));
    typeFilter = 'and g.game_type = any($3::text[])';
  }
  const rows = await db.query<GameRow & { user_name: string; win_amount: number }>(
    `select ${GAME_COLUMNS}, w.user_name, w.win_amount::float8 as win_amount
       from game_winners w join games g on g.merchant_code = w.merchant_code and g.node_id = w.node_id
      where w.merchant_code = $1 ${typeFilter}
      order by w.win_amount desc, w.id limit $2`,
    params,
  );
  return rows.map((row) => {
    const game = toGame(row, language, base);
    return {
      game: { iconUrl: game.iconUrl, gameName: game.gameName, nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType },
      vo: { winAmount: Number(row.win_amount), userName: row.user_name },
    };
  });
}
