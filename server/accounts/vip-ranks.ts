import type { RankProgressValue } from '../../src/api/contract/member';
import type { Db } from '../db/db';

interface RankRow {
  id: number;
  level: number;
  label_name: string;
  min_turnover: string;
  min_bet_count: number;
}

export interface MemberRank {
  /** The rank the member holds (null only if no rank table rows exist). */
  current: { id: number; labelName: string } | null;
  progress: RankProgressValue;
}

/** Each rank has two conditions: turnover (sum of bets) and number of bets. */
function conditionsMet(rank: RankRow, turnover: number, bets: number): number {
  return (turnover >= Number(rank.min_turnover) ? 1 : 0) + (bets >= rank.min_bet_count ? 1 : 0);
}

/**
 * The member's rank and their progress to the next one, computed from their
 * bets: the highest rank whose conditions are all met is held; the next
 * rank's conditions met so far are "completed". At the top rank there is
 * no next label, which the spec reads as full progress.
 */
export async function memberRank(db: Db, memberId: number): Promise<MemberRank> {
  const ranks = await db.query<RankRow>('select id, level, label_name, min_turnover::text, min_bet_count from vip_ranks order by level');
  const [stats] = await db.query<{ turnover: string; bets: string }>(
    'select coalesce(sum(bet), 0)::text as turnover, count(*)::text as bets from bet_records where member_id = $1',
    [memberId],
  );
  const turnover = Number(stats?.turnover ?? 0);
  const bets = Number(stats?.bets ?? 0);
  let held = -1;
  for (const [index, rank] of ranks.entries()) {
    if (conditionsMet(rank, turnover, bets) < 2) break;
    held = index;
  }
  const current = held >= 0 ? { id: ranks[held]!.id, labelName: ranks[held]!.label_name } : null;
  const next = ranks[held + 1];
  const progress: RankProgressValue = next
    ? { completedConditionsCount: conditionsMet(next, turnover, bets), totalExpectedConditionsCount: 2, rankLabelId: next.id, nextLabelName: next.label_name }
    : { completedConditionsCount: 0, totalExpectedConditionsCount: 0, rankLabelId: null, nextLabelName: null };
  return { current, progress };
}
