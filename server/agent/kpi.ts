import type { MemberKpi, TeamFooter } from '../../contract/agent';
import type { Db } from '../db/db';
import { TEAM_CTE } from './tree';

/** Integer cents of a numeric text, so totals add up exactly. */
export const cents = (value: string | null | undefined): number => Math.round(Number(value ?? 0) * 100);
export const units = (centsValue: number): number => centsValue / 100;

interface Row {
  id: string;
  username: string;
  type: number;
  depth: number;
  created_in_range: boolean;
  deposit: string | null;
  withdrawal: string | null;
  rebate: string | null;
  bet: string | null;
  valid_bet: string | null;
  win_loss: string | null;
  bet_count: string | null;
  logged_in: boolean;
  online: boolean;
}

export interface MemberFigures {
  memberId: number;
  username: string;
  type: number;
  level: number;
  betCount: number;
  /** All money in cents. */
  deposit: number;
  withdrawal: number;
  bet: number;
  validBet: number;
  winLoss: number;
  rebate: number;
  registered: boolean;
  loggedIn: boolean;
  online: boolean;
}

/**
 * One row per member of the agent's team over [from, to), from the ledger
 * (deposits; withdrawals = holds minus released holds; rebates received)
 * and the bet records (bets, valid bets, win/loss from the member's side).
 * Valid bets are the stakes of settled rounds, as the manual rebate counts
 * them (decision 0033): every demo-slot round is settled, so today they
 * equal the bets; the column is kept for games with void rounds.
 */
export async function teamFigures(db: Db, agentId: number, from: Date, to: Date): Promise<MemberFigures[]> {
  const rows = await db.query<Row>(
    `with recursive ${TEAM_CTE},
     money as (
       select e.member_id,
              sum(e.amount) filter (where e.kind = 'deposit') as deposit,
              -sum(e.amount) filter (where e.kind in ('withdrawal_hold', 'hold_release')) as withdrawal,
              sum(e.amount) filter (where e.kind = 'rebate') as rebate
         from ledger_entries e join team t on t.id = e.member_id
        where e.created_at >= $2 and e.created_at < $3
        group by e.member_id
     ),
     bets as (
       select b.member_id, sum(b.bet) as bet,
              sum(b.bet) as valid_bet,
              sum(b.win - b.bet) as win_loss, count(*) as bet_count
         from bet_records b join team t on t.id = b.member_id
        where b.created_at >= $2 and b.created_at < $3
        group by b.member_id
     )
     select m.id::text, m.username, m.type, t.depth,
            (m.created_at >= $2 and m.created_at < $3) as created_in_range,
            money.deposit::text, money.withdrawal::text, money.rebate::text,
            bets.bet::text, bets.valid_bet::text, bets.win_loss::text, bets.bet_count::text,
            exists (select 1 from sessions s where s.member_id = m.id and s.created_at >= $2 and s.created_at < $3) as logged_in,
            exists (select 1 from sessions s where s.member_id = m.id and s.revoked_at is null and s.expires_at > now()) as online
       from team t join members m on m.id = t.id
       left join money on money.member_id = m.id
       left join bets on bets.member_id = m.id
      order by t.depth, m.username`,
    [agentId, from.toISOString(), to.toISOString()],
  );
  return rows.map((row) => ({
    memberId: Number(row.id),
    username: row.username,
    type: row.type,
    level: row.depth,
    betCount: Number(row.bet_count ?? 0),
    deposit: cents(row.deposit),
    withdrawal: cents(row.withdrawal),
    bet: cents(row.bet),
    validBet: cents(row.valid_bet),
    winLoss: cents(row.win_loss),
    rebate: cents(row.rebate),
    registered: row.created_in_range,
    loggedIn: row.logged_in,
    online: row.online,
  }));
}

type MoneyKey = 'deposit' | 'withdrawal' | 'bet' | 'validBet' | 'winLoss' | 'rebate';
const MONEY_KEYS: readonly MoneyKey[] = ['deposit', 'withdrawal', 'bet', 'validBet', 'winLoss', 'rebate'];

/** Sums of the money fields, back in currency units. */
export function moneyTotals(rows: readonly MemberFigures[]): Record<MoneyKey, number> & { betCount: number } {
  const total = { deposit: 0, withdrawal: 0, bet: 0, validBet: 0, winLoss: 0, rebate: 0, betCount: 0 };
  for (const row of rows) {
    for (const key of MONEY_KEYS) total[key] += row[key];
    total.betCount += row.betCount;
  }
  for (const key of MONEY_KEYS) total[key] = units(total[key]);
  return total;
}

export function teamFooter(rows: readonly MemberFigures[]): TeamFooter {
  const { betCount: _betCount, ...money } = moneyTotals(rows);
  return {
    teamLoginMemberCount: rows.filter((r) => r.loggedIn).length,
    teamBetMemberCount: rows.filter((r) => r.betCount > 0).length,
    teamRegisterMemberCount: rows.filter((r) => r.registered).length,
    teamOnlineCount: rows.filter((r) => r.online).length,
    teamMemberCount: rows.length,
    ...money,
  };
}

export function memberKpi(row: MemberFigures): MemberKpi {
  return {
    memberId: row.memberId,
    username: row.username,
    type: row.type,
    level: row.level,
    betCount: row.betCount,
    deposit: units(row.deposit),
    withdrawal: units(row.withdrawal),
    bet: units(row.bet),
    validBet: units(row.validBet),
    winLoss: units(row.winLoss),
    rebate: units(row.rebate),
  };
}

/** A page of rows with the paging fields of the wire (pageNum from 1). */
export function pageOf<T>(rows: readonly T[], pageNo: number, size: number) {
  const pageSize = Math.min(Math.max(size, 1), 100);
  const totalPages = Math.ceil(rows.length / pageSize);
  const pageNum = Math.max(pageNo, 1);
  return {
    list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pageNum,
    pageSize,
    totalPages,
    totalCount: rows.length,
  };
}
