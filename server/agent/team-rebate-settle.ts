import type { Db } from '../db/db';
import { post } from '../wallet/ledger';
import { dayOf, requireClosed } from './periods';
import { rebateIncome } from './rebates';

/**
 * Pays every agent its team rebate income of one day (ledger kind rebate,
 * reference team_rebate:<agent>:<day>); an agent already paid for the day
 * is skipped, so a repeated run pays nothing twice. Only a day that has
 * ended at `now` (PeriodOpenError otherwise, before anything is paid).
 */
export async function settleTeamRebates(db: Db, merchantCode: string, day: string, now = new Date()): Promise<{ paid: number; already: number; totalCents: number }> {
  const report = { paid: 0, already: 0, totalCents: 0 };
  const { from, to } = dayOf(day);
  requireClosed({ from, to }, now);
  const agents = await db.query<{ id: string }>(
    `select distinct m.id::text from members m join agent_rebate_rates r on r.member_id = m.id
      where m.merchant_code = $1 and m.type not in (0, 4, 40) and r.rate > 0 order by 1`, [merchantCode]);
  for (const agent of agents) {
    const [income] = await rebateIncome(db, Number(agent.id), merchantCode, from, to);
    const amount = Math.round((income?.income ?? 0) * 100);
    if (amount <= 0) continue;
    const reference = `team_rebate:${agent.id}:${day}`;
    const paid = await db.transaction(async (tx) => {
      await tx.query('select 1 from wallets where member_id = $1 for update', [agent.id]);
      if ((await tx.query('select 1 from ledger_entries where reference = $1', [reference])).length > 0) return false;
      await post(tx, { memberId: Number(agent.id), kind: 'rebate', amountCents: amount, reference });
      return true;
    });
    if (paid) {
      report.paid++;
      report.totalCents += amount;
    } else report.already++;
  }
  return report;
}
