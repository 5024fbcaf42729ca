/**
 * The ledger invariant, for any test that moves money: every wallet's
 * balance equals the sum of its ledger entries, and every entry's
 * balance_after is the running sum of its member's entries up to it (so no
 * entry was written against a stale balance). Call it after the money tests.
 */
import { expect } from 'vitest';
import type { Db } from '../db/db';

export async function expectLedgerBalanced(db: Db): Promise<void> {
  const drift = await db.query<{ member_id: string; balance: string; entries: string }>(
    `select w.member_id::text, w.balance::text, coalesce(sum(e.amount), 0)::text as entries
       from wallets w left join ledger_entries e on e.member_id = w.member_id
      group by w.member_id, w.balance
     having w.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(drift, 'wallets whose balance is not the sum of their entries').toEqual([]);
  const broken = await db.query<{ id: string }>(
    `select id::text from (
       select id, balance_after, sum(amount) over (partition by member_id order by id) as running from ledger_entries
     ) chain where balance_after <> running limit 5`,
  );
  expect(broken, 'entries whose balance_after is not the running sum').toEqual([]);
  const orphans = await db.query<{ member_id: string }>(
    'select distinct e.member_id::text from ledger_entries e left join wallets w on w.member_id = e.member_id where w.member_id is null',
  );
  expect(orphans, 'entries of members without a wallet').toEqual([]);
}
