/**
 * The in-house fast lottery (docs/decisions/0067-lottery-draws.md): one
 * game of the in-house vendor in the lottery category, drawn every 5
 * minutes, with its odds. Written only when missing: an operator's odds stay.
 */
import { IN_HOUSE_VENDOR } from '../../../src/config/constants';
import type { Db } from '../db';
import { searchKey } from '../../games/search-key';

export const FAST_LOTTERY = {
  gameCode: 'bgs-lott-5m',
  /** Far above the catalogue's counted ids (10001 upwards), so adding it moves no other game. */
  nodeId: '90001',
  nameVi: 'Xổ Số Nhanh 5 Phút',
  nameEn: 'Fast Lottery 5 Min',
  drawIntervalSeconds: 300,
} as const;

/**
 * The demo's odds (docs/fairness.md, "Fast lottery"): lô 23,000 a point pays
 * 80,000 per occurrence (RTP 93.91 %), đề 1,000 pays 95,000 (95 %),
 * 3 càng 1,000 pays 900,000 (90 %).
 */
export const FAST_LOTTERY_ODDS = [
  { betType: 'lo', pointPrice: 23_000, payoutPerPoint: 80_000, minPoints: 1, maxPoints: 100 },
  { betType: 'de', pointPrice: 1_000, payoutPerPoint: 95_000, minPoints: 1, maxPoints: 5_000 },
  { betType: 'cang3', pointPrice: 1_000, payoutPerPoint: 900_000, minPoints: 1, maxPoints: 1_000 },
] as const;

export async function seedFastLottery(db: Db, merchantCode: string): Promise<void> {
  const g = FAST_LOTTERY;
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into game_vendor_categories (merchant_code, vendor_code, game_type, sort_order) values ($1, $2, 'LOTT', 1000) on conflict do nothing`,
      [merchantCode, IN_HOUSE_VENDOR],
    );
    await tx.query(
      `insert into games (merchant_code, node_id, game_id, vendor_code, game_type, name_vi, name_en, search_key, classifies, is_new, min_bet, sort_order)
       values ($1, $2, $3, $4, 'LOTT', $5, $6, $7, '{NEW}', true, 1000, 0) on conflict do nothing`,
      [merchantCode, g.nodeId, g.gameCode, IN_HOUSE_VENDOR, g.nameVi, g.nameEn, searchKey(`${g.nameVi} ${g.nameEn}`)],
    );
    await tx.query(
      `insert into lottery_games (merchant_code, game_code, node_id, prize_mode, draw_interval_seconds, sort_order)
       values ($1, $2, $3, 'LOTT', $4, 1000) on conflict do nothing`,
      [merchantCode, g.gameCode, g.nodeId, g.drawIntervalSeconds],
    );
    for (const [i, o] of FAST_LOTTERY_ODDS.entries()) {
      await tx.query(
        `insert into lottery_bet_types (merchant_code, game_code, bet_type, point_price, payout_per_point, min_points, max_points, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
        [merchantCode, g.gameCode, o.betType, o.pointPrice, o.payoutPerPoint, o.minPoints, o.maxPoints, i],
      );
    }
  });
}
