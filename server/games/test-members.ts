/** Test helpers: members with a wallet and a live session, created straight in the database. */
import { issueSession } from '../accounts/sessions';
import type { Db } from '../db/db';
import { openWallet, toCents } from '../wallet/ledger';

export interface TestMember {
  id: number;
  token: string;
}

export async function createTestMember(db: Db, username: string, balance: number, type = 0): Promise<TestMember> {
  const [row] = await db.query<{ id: string | number }>(
    `insert into members (merchant_code, username, password_hash, type, first_time_login)
     values ('DEMO', $1, 'not-a-real-hash', $2, false) returning id`,
    [username, type],
  );
  const id = Number(row!.id);
  await openWallet(db, id, { amountCents: toCents(balance), reference: 'opening:test-member' });
  return { id, token: await issueSession(db, id) };
}
