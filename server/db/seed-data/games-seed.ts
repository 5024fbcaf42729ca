import type { Db } from '../db';
import { CATEGORY_ORDER, vendorCategoryOf } from '../../games/categories';
import { buildCatalogue, VENDORS } from './games-catalogue';
import {
  ANNOUNCEMENTS,
  buildBanners,
  buildLottery,
  buildWinners,
  LOTTERY_PRIZE_MODES,
  PROMOTIONS,
} from './games-content';

/** Rows per insert: 650 games × 14 columns would come close to PostgreSQL's parameter limit in one go. */
const BATCH = 100;

/** insert … on conflict do nothing, in batches: never overwrites what an operator changed. */
async function insertMissing(tx: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + BATCH).map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} on conflict do nothing`, params);
  }
}

/**
 * A game's own free-play flag (docs/decisions/0094): a trial account's play
 * money opens every game whose bets settle as it plays (reels, cards, fish,
 * live tables, the fast lottery); a sports or e-sports bet waits for its
 * match's kick-off and the operator's result (docs/decisions/0073).
 * Migration 047 applies the same rule to games seeded before it.
 */
export function supportsFreePlay(gameType: string): boolean {
  return !['SPORTS', 'ESPORTS'].includes(gameType);
}

/** Seeds the games lobby, announcements, promotions, winners and lottery under `merchantCode`. Idempotent. */
export async function seedGames(db: Db, merchantCode: string): Promise<void> {
  const games = buildCatalogue();
  await db.transaction(async (tx) => {
    await insertMissing(tx, 'game_vendors', ['merchant_code', 'code', 'display_name', 'maintenance'],
      VENDORS.map((v) => [merchantCode, v.code, v.displayName, v.maintenance ?? false]));
    // A vendor seeded under maintenance gets a window from the first start, a month long.
    await tx.query(
      `update game_vendors set maintain_start = now(), maintain_end = now() + interval '30 days'
        where merchant_code = $1 and maintenance and maintain_start is null and code = any($2::text[])`,
      [merchantCode, VENDORS.filter((v) => v.maintenance).map((v) => v.code)],
    );
    await insertMissing(tx, 'game_vendor_categories', ['merchant_code', 'vendor_code', 'game_type', 'sort_order'],
      [...VENDORS.flatMap((v, i) => v.categories.map((c) => [merchantCode, v.code, c.type, CATEGORY_ORDER.indexOf(vendorCategoryOf(c.type)) * 100 + i])),
        // the in-house card tables (games-catalogue.ts IN_HOUSE_TABLES) list BGS among the card vendors
        [merchantCode, 'BGS', 'PVP', CATEGORY_ORDER.indexOf(vendorCategoryOf('PVP')) * 100 + VENDORS.findIndex((v) => v.code === 'BGS')]]);
    await insertMissing(tx, 'games',
      ['merchant_code', 'node_id', 'game_id', 'vendor_code', 'game_type', 'name_vi', 'name_en', 'search_key', 'classifies',
        'min_bet', 'is_new', 'hot_rank', 'room_id', 'sort_order', 'support_play'],
      games.map((g) => [merchantCode, g.nodeId, g.gameId, g.vendor, g.gameType, g.nameVi, g.nameEn, g.searchKey, g.classifies,
        g.minBet, g.isNew, g.hotRank, g.roomId, g.sortOrder, supportsFreePlay(g.gameType)]));
    // Line counts (migration 049) reach rows seeded before it too; a count an operator set stays.
    const slots = games.filter((g) => g.lineCount !== null);
    await tx.query(
      `update games g set line_count = c.line_count
         from unnest($2::text[], $3::int[]) as c(node_id, line_count)
        where g.merchant_code = $1 and g.node_id = c.node_id and g.line_count is null`,
      [merchantCode, slots.map((g) => g.nodeId), slots.map((g) => g.lineCount)],
    );
    await insertMissing(tx, 'game_winners', ['merchant_code', 'id', 'node_id', 'user_name', 'win_amount'],
      buildWinners(games).map((w) => [merchantCode, w.id, w.nodeId, w.userName, w.winAmount]));
    await insertMissing(tx, 'lottery_games',
      ['merchant_code', 'game_code', 'node_id', 'prize_mode', 'draw_interval_seconds', 'popular_rank', 'sort_order'],
      buildLottery(games).map((l, i) => [merchantCode, l.gameCode, l.nodeId, l.prizeMode, l.drawIntervalSeconds, l.popularRank, i]));
    await insertMissing(tx, 'lottery_prize_modes', ['merchant_code', 'game_key', 'prize_mode'],
      LOTTERY_PRIZE_MODES.map(([key, mode]) => [merchantCode, key, mode]));
    await insertMissing(tx, 'banners',
      ['merchant_code', 'id', 'group_name', 'title_vi', 'title_en', 'linkage_type', 'linkage', 'node_id', 'vendor', 'sort_order'],
      buildBanners(games).map((b, i) => [merchantCode, b.id, b.groupName, b.title[0], b.title[1], b.linkageType, b.linkage,
        b.nodeId, b.vendor, i]));
    await insertMissing(tx, 'announcements',
      ['merchant_code', 'id', 'kind', 'group_name', 'title_vi', 'title_en', 'content_vi', 'content_en', 'start_date', 'sort_order'],
      ANNOUNCEMENTS.map((a, i) => [merchantCode, a.id, a.kind, a.groupName, a.title[0], a.title[1], a.content[0], a.content[1],
        a.startDate, i]));
    await insertMissing(tx, 'promotions',
      ['merchant_code', 'id', 'title_vi', 'title_en', 'content_vi', 'content_en', 'start_date', 'end_date', 'category_ids', 'sort_order'],
      PROMOTIONS.map((p, i) => [merchantCode, p.id, p.title[0], p.title[1], p.content[0], p.content[1], p.startDate, p.endDate,
        p.categoryIds, i]));
  });
}
