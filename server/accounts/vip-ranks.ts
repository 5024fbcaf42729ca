import type { RankProgressValue } from '../../contract/member';
import type { Db } from '../db/db';

interface RankRow {
  id: number;
  level: number;
  label_name: string;
  min_turnover: string;
  min_bet_count: number;
  min_deposit: string;
}

/** What the rank conditions read: valid bets (sum and count) and deposits. */
export interface RankStats {
  turnover: number;
  bets: number;
  deposits: number;
}

export interface MemberRank {
  /** The rank the member holds (null only if no rank table rows exist). */
  current: { id: number; labelName: string } | null;
  progress: RankProgressValue;
}

/**
 * A rank's conditions: turnover (sum of valid bets), number of bets and
 * deposits (migration 018), each only when the rank asks for it (a minimum
 * above 0): a condition nobody has to meet is not one the bar counts, so a
 * new member starts at the bottom of it.
 */
function rankConditions(rank: RankRow): ((s: RankStats) => boolean)[] {
  const minimums = [
    { needs: Number(rank.min_turnover), met: (s: RankStats) => s.turnover >= Number(rank.min_turnover) },
    { needs: rank.min_bet_count, met: (s: RankStats) => s.bets >= rank.min_bet_count },
    { needs: Number(rank.min_deposit), met: (s: RankStats) => s.deposits >= Number(rank.min_deposit) },
  ];
  return minimums.filter((condition) => condition.needs > 0).map((condition) => condition.met);
}
function conditionsMet(rank: RankRow, s: RankStats): number {
  return rankConditions(rank).filter((met) => met(s)).length;
}

export async function rankStats(db: Db, memberId: number): Promise<RankStats> {
  const [bets] = await db.query<{ turnover: string; bets: string }>(
    'select coalesce(sum(bet), 0)::text as turnover, count(*)::text as bets from bet_records where member_id = $1',
    [memberId],
  );
  const [deposits] = await db.query<{ total: string }>(
    "select coalesce(sum(amount), 0)::text as total from ledger_entries where member_id = $1 and kind = 'deposit'",
    [memberId],
  );
  return { turnover: Number(bets?.turnover ?? 0), bets: Number(bets?.bets ?? 0), deposits: Number(deposits?.total ?? 0) };
}

/**
 * The member's rank and their progress to the next one, computed from their
 * bets: the highest rank whose conditions are all met is held; the next
 * rank's conditions met so far are "completed". At the top rank there is
 * no next label, which the spec reads as full progress.
 */
export async function memberRank(db: Db, memberId: number): Promise<MemberRank> {
  const ranks = await db.query<RankRow>('select id, level, label_name, min_turnover::text, min_bet_count, min_deposit::text from vip_ranks order by level');
  const stats = await rankStats(db, memberId);
  let held = -1;
  for (const [index, rank] of ranks.entries()) {
    if (conditionsMet(rank, stats) < rankConditions(rank).length) break;
    held = index;
  }
  const current = held >= 0 ? { id: ranks[held]!.id, labelName: ranks[held]!.label_name } : null;
  const next = ranks[held + 1];
  const progress: RankProgressValue = next
    ? { completedConditionsCount: conditionsMet(next, stats), totalExpectedConditionsCount: rankConditions(next).length, rankLabelId: next.id, nextLabelName: next.label_name }
    : { completedConditionsCount: 0, totalExpectedConditionsCount: 0, rankLabelId: null, nextLabelName: null };
  return { current, progress };
}
