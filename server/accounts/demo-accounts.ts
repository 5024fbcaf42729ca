import type { Db } from '../db/db';
import { DEMO_ACCOUNTS } from '../db/seed-data/demo-accounts';
import { createMember } from './members';
import { hashPassword } from './password-hash';

// One hash per demo password per process: scrypt is the slow part of a
// start (and of every test database), and the demo passwords are public anyway.
const hashes = new Map<string, Promise<string>>();
export function demoHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/**
 * Creates the demo accounts that are missing; an existing one, with
 * whatever password its owner set since, is left alone (no hashing at all).
 */
export async function seedDemoAccounts(db: Db, merchantCode: string): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.query('select 1 from members where merchant_code = $1 and username = $2', [merchantCode, account.username]);
    if (existing.length > 0) continue;
    await createMember(db, {
      merchantCode,
      username: account.username,
      passwordHash: await demoHash(account.password),
      type: account.type,
      nickname: account.nickname,
      phone: account.dialingCode && account.mobileNum ? { dialingCode: account.dialingCode, mobileNum: account.mobileNum } : null,
      // the operator's own demo numbers
      mobileVerified: true,
      email: account.email,
      ownAffiliateCode: account.ownAffiliateCode,
      balance: account.balance,
      registerMethod: null,
      registerUrl: null,
    });
  }
}
