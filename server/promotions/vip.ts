import type { VipValue } from '../../contract/promotions';
import { memberRank, rankStats } from '../accounts/vip-ranks';
import type { Db } from '../db/db';

/** Levels with their conditions and benefits, the member's rank, figures and progress (spec: vipProgress). */
export async function loadVip(db: Db, merchantCode: string, memberId: number): Promise<VipValue> {
  const [rank, stats] = await Promise.all([memberRank(db, memberId), rankStats(db, memberId)]);
  const [settings] = await db.query<{ vip_benefit: boolean }>('select vip_benefit from promotion_settings where merchant_code = $1', [merchantCode]);
  const levels = await db.query<{ id: number; level: number; label_name: string; min_turnover: string; min_bet_count: number; min_deposit: string;
    upgrade_bonus: string | null; birthday_bonus: string | null; daily_withdraw_limit: string | null; daily_withdraw_count: number | null }>(
    `select r.id, r.level, r.label_name, r.min_turnover::text, r.min_bet_count, r.min_deposit::text,
            b.upgrade_bonus::text, b.birthday_bonus::text, b.daily_withdraw_limit::text, b.daily_withdraw_count
       from vip_ranks r left join vip_benefits b on b.level = r.level order by r.level`,
  );
  const current = rank.current ? levels.find((l) => l.id === rank.current!.id) : undefined;
  return {
    enabled: settings?.vip_benefit ?? false,
    currentLevel: current?.level ?? null,
    currentLabel: rank.current?.labelName ?? null,
    stats: { turnover: stats.turnover, betCount: stats.bets, deposits: stats.deposits },
    progress: rank.progress,
    levels: levels.map((l) => ({
      id: l.id,
      level: l.level,
      labelName: l.label_name,
      minTurnover: Number(l.min_turnover),
      minBetCount: l.min_bet_count,
      minDeposit: Number(l.min_deposit),
      upgradeBonus: Number(l.upgrade_bonus ?? 0),
      birthdayBonus: Number(l.birthday_bonus ?? 0),
      dailyWithdrawLimit: Number(l.daily_withdraw_limit ?? 0),
      dailyWithdrawCount: l.daily_withdraw_count ?? 0,
    })),
  };
}
