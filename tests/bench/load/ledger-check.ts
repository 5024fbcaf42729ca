/**
 * The ledger invariant of server/testing/ledger.ts (expectLedgerBalanced),
 * as plain queries for a tool outside the test runner: every wallet is the
 * sum of its entries, every entry's balance_after the running sum, no entry
 * without a wallet. Returns what is wrong; empty when balanced.
 */
import type { Db } from '../../../server/db/db';

export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const [drift] = await db.query<{ n: number }>(
    `select count(*)::int as n from (
       select w.member_id from wallets w left join ledger_entries e on e.member_id = w.member_id
        group by w.member_id, w.balance having w.balance <> coalesce(sum(e.amount), 0)) d`,
  );
  if (drift!.n > 0) problems.push(`${drift!.n} wallet(s) whose balance is not the sum of their entries`);
  const [broken] = await db.query<{ n: number }>(
    `select count(*)::int as n from (
       select balance_after, sum(amount) over (partition by member_id order by id) as running from ledger_entries
     ) chain where balance_after <> running`,
  );
  if (broken!.n > 0) problems.push(`${broken!.n} entries whose balance_after is not the running sum`);
  const [orphans] = await db.query<{ n: number }>(
    'select count(*)::int as n from ledger_entries e left join wallets w on w.member_id = e.member_id where w.member_id is null',
  );
  if (orphans!.n > 0) problems.push(`${orphans!.n} entries of members without a wallet`);
  const [rounds] = await db.query<{ n: number }>(
    `select count(*)::int as n from bet_records b
      where not exists (select 1 from ledger_entries e where e.reference = 'bet_record:' || b.id and e.kind = 'bet')`,
  );
  if (rounds!.n > 0) problems.push(`${rounds!.n} rounds without their bet entry`);
  return problems;
}
