/**
 * The demo's sportsbook and cockfight tables (docs/decisions/0073): the
 * book's limits, a table for every cockfight game with its timing and
 * odds, and the first fixtures. Written only when missing: an operator's
 * limits, timing and odds stay.
 */
import type { Db } from '../db';
import { ensureFixtures } from '../../sports/fixtures';

/** Per bet: 10,000 to 10,000,000; a bet returns at most 500,000,000; a parlay has at most 8 legs. */
export const DEMO_BOOK = { minStake: 10_000, maxStake: 10_000_000, maxPayout: 500_000_000, maxLegs: 8 } as const;

/**
 * A fight every three minutes (2½ minutes of betting, 30 s of fight); Meron
 * and Wala at 1.90 (RTP 95.5 %), Draw at 9.00 (RTP 90 %) under the mapping of
 * docs/fairness.md "Cockfight"; 10,000 to 5,000,000 a bet.
 */
export const DEMO_COCKFIGHT_TABLE = { bettingSeconds: 150, fightSeconds: 30, meron: 1.9, wala: 1.9, draw: 9, minStake: 10_000, maxStake: 5_000_000 } as const;

export async function seedSports(db: Db, merchantCode: string, now = Date.now()): Promise<void> {
  const b = DEMO_BOOK;
  const t = DEMO_COCKFIGHT_TABLE;
  await db.query(
    `insert into sports_books (merchant_code, min_stake, max_stake, max_payout, max_legs) values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [merchantCode, b.minStake, b.maxStake, b.maxPayout, b.maxLegs],
  );
  await db.query(
    `insert into cockfight_tables (merchant_code, node_id, betting_seconds, fight_seconds, meron_odds, wala_odds, draw_odds, min_stake, max_stake)
     select merchant_code, node_id, $2, $3, $4, $5, $6, $7, $8 from games where merchant_code = $1 and game_type = 'COCKFIGHT'
     on conflict do nothing`,
    [merchantCode, t.bettingSeconds, t.fightSeconds, t.meron, t.wala, t.draw, t.minStake, t.maxStake],
  );
  await ensureFixtures(db, merchantCode, now);
}
