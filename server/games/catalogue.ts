import type { FastifyRequest } from 'fastify';
import type { Game, GamePage, GameType } from '../../contract/games';
import type { WireLanguage } from '../../contract/headers';
import type { Db } from '../db/db';
import { publicOrigin } from '../http/public-origin';
import type { Merchant } from '../settings/merchant';
import { searchKey } from './search-key';

/** Answers name images with absolute URLs, so a PWA served from another origin than the API still finds them. */
export function assetBase(request: FastifyRequest, merchant: Merchant): string {
  const origin = publicOrigin(request, merchant.mainDomain);
  return `${origin.scheme}://${origin.host}`;
}

export function gameIconPath(vendor: string, gameId: string): string {
  return `/wps/game/icons/${encodeURIComponent(vendor)}/${encodeURIComponent(gameId)}.webp`;
}

export function vendorLogoPath(vendor: string): string {
  return `/wps/game/vendor-logos/${encodeURIComponent(vendor)}.webp`;
}

/** The games list of SPORTS also holds e-sports and cockfight games (spec: they fall back to SPORTS). */
export function typesOf(gameType: GameType): GameType[] {
  return gameType === 'SPORTS' ? ['SPORTS', 'ESPORTS', 'COCKFIGHT'] : [gameType];
}

export interface GameRow {
  node_id: string;
  game_id: string;
  vendor_code: string;
  game_type: GameType;
  name_vi: string;
  name_en: string;
  classifies: string[];
  min_bet: number;
  is_new: boolean;
  room_id: string | null;
  support_play: boolean;
  is_h5: boolean;
}

/** Columns of GameRow, for queries over `games g`. min_bet as float8: pg returns numeric as a string. */
export const GAME_COLUMNS = `g.node_id, g.game_id, g.vendor_code, g.game_type, g.name_vi, g.name_en, g.classifies,
  g.min_bet::float8 as min_bet, g.is_new, g.room_id, g.support_play, g.is_h5`;

export function toGame(row: GameRow, language: WireLanguage, base: string): Game {
  const name = language === 'EN' ? row.name_en : row.name_vi;
  return {
    gameId: row.game_id,
    nodeId: row.node_id,
    gameName: name,
    nodeName: name,
    vassalage: row.vendor_code,
    gameType: row.game_type,
    gameClassify: row.classifies,
    iconUrl: `${base}${gameIconPath(row.vendor_code, row.game_id)}`,
    showIcon: true,
    roomId: row.room_id,
    supportPlay: row.support_play,
    minBet: Number(row.min_bet),
    isNew: row.is_new,
    ...gameFieldsOf(row),
  };
}

/**
 * The spec's further game fields (docs/decisions/0093): the vendor's code of
 * the game (its gameId here), whether it plays in a mobile browser, and a
 * lottery game's mode and play type: LOTT draws are the traditional ones
 * (trad), ELOTT the entertainment e-lottery (ent).
 */
export function gameFieldsOf(row: Pick<GameRow, 'game_id' | 'game_type' | 'is_h5'>): Pick<Game, 'gameCode' | 'isGameH5' | 'lottoMode' | 'playType'> {
  const lottery = row.game_type === 'LOTT' || row.game_type === 'ELOTT' ? row.game_type : null;
  return {
    gameCode: row.game_id,
    isGameH5: row.is_h5,
    lottoMode: lottery,
    playType: lottery === 'LOTT' ? 'trad' : lottery === 'ELOTT' ? 'ent' : null,
  };
}

export interface GameQuery {
  merchantCode: string;
  gameType?: GameType;
  vendor?: string;
  name?: string;
  classify?: string;
  isNew?: boolean;
  minBet?: number;
  /** Only slots with at least this many lines (docs/decisions/0102); a game without lines never matches. */
  minLine?: number;
  /** Only this member's favourites, newest first. */
  favouritesOf?: number;
  /** Only games this member launched, most recent first. */
  recentOf?: number;
  pageNo: number;
  pageSize: number;
}

/** One page of games matching every filter given, with the paging numbers of the whole match. */
export async function queryGames(db: Db, query: GameQuery, language: WireLanguage, base: string): Promise<GamePage> {
  const params: unknown[] = [query.merchantCode];
  const where = ['g.merchant_code = $1', 'g.enabled'];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let from = 'games g';
  let order = 'g.sort_order, g.node_id';

  if (query.gameType) where.push(`g.game_type = any(${add(typesOf(query.gameType))}::text[])`);
  if (query.vendor) where.push(`g.vendor_code = ${add(query.vendor.toUpperCase())}`);
  const needle = query.name ? searchKey(query.name) : '';
  if (needle) where.push(`position(${add(needle)} in g.search_key) > 0`);
  // "new" is one question however it is asked (isNew=1 or gameClassify=NEW): one answer
  const NEW_GAME = '(g.is_new or \'NEW\' = any(g.classifies))';
  if (query.classify === 'NEW') where.push(NEW_GAME);
  else if (query.classify) where.push(`${add(query.classify)} = any(g.classifies)`);
  if (query.classify === 'HOT') order = 'g.hot_rank nulls last, g.node_id';
  if (query.isNew && query.classify !== 'NEW') where.push(NEW_GAME);
  if (query.minBet !== undefined) where.push(`g.min_bet <= ${add(query.minBet)}`);
  if (query.minLine !== undefined) where.push(`g.line_count >= ${add(query.minLine)}`);
  if (query.favouritesOf !== undefined) {
    from += ` join game_favourites f on f.node_id = g.node_id and f.member_id = ${add(query.favouritesOf)}`;
    order = 'f.created_at desc, g.node_id';
  }
  if (query.recentOf !== undefined) {
    from += ` join game_recent r on r.node_id = g.node_id and r.member_id = ${add(query.recentOf)}`;
    order = 'r.launched_at desc, g.node_id';
  }

  const filter = `from ${from} where ${where.join(' and ')}`;
  const [count] = await db.query<{ total: number }>(`select count(*)::float8 as total ${filter}`, params);
  const totalCount = Number(count?.total ?? 0);
  const offset = (query.pageNo - 1) * query.pageSize;
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} ${filter} order by ${order} limit ${add(query.pageSize)} offset ${add(offset)}`,
    params,
  );
  return {
    games: rows.map((row) => toGame(row, language, base)),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
  };
}

export async function findGame(db: Db, merchantCode: string, nodeId: string): Promise<GameRow | null> {
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from games g where g.merchant_code = $1 and g.node_id = $2 and g.enabled`,
    [merchantCode, nodeId],
  );
  return rows[0] ?? null;
}

/** Hot games, in hot order; optionally of one type. */
export async function hotGames(db: Db, merchantCode: string, gameType: GameType | undefined, language: WireLanguage, base: string): Promise<Game[]> {
  const params: unknown[] = [merchantCode];
  let typeFilter = '';
  if (gameType) {
    params.push(typesOf(gameType));
    typeFilter = 'and g.game_type = any($2::text[])';
  }
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from games g
      where g.merchant_code = $1 and g.enabled and g.hot_rank is not null ${typeFilter}
      order by g.hot_rank, g.node_id`,
    params,
  );
  return rows.map((row) => toGame(row, language, base));
}
