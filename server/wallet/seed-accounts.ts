import type { Db } from '../db/db';

/** The demo merchant's receiving accounts (bank transfer), with their own limits. */
const DEMO_DEPOSIT_ACCOUNTS = [
  { bankCode: 'VCB', bankName: 'Vietcombank', accountName: 'CONG TY WPS GIAI TRI', accountNumber: '0071001234567', min: 50_000, max: 300_000_000 },
  { bankCode: 'TCB', bankName: 'Techcombank', accountName: 'CONG TY WPS GIAI TRI', accountNumber: '19036512345011', min: 100_000, max: 50_000_000 },
  { bankCode: 'ACB', bankName: 'ACB', accountName: 'CONG TY WPS GIAI TRI', accountNumber: '24681357', min: 50_000, max: 20_000_000 },
] as const;

/** Inserts the receiving accounts a merchant lacks (the seed runs on every start). */
export async function seedDepositAccounts(db: Db, merchantCode: string): Promise<void> {
  for (const [sort, a] of DEMO_DEPOSIT_ACCOUNTS.entries()) {
    await db.query(
      `insert into deposit_accounts (merchant_code, method, bank_code, bank_name, account_name, account_number, min_amount, max_amount, sort)
       values ($1, 'BANK', $2, $3, $4, $5, $6, $7, $8) on conflict (merchant_code, account_number) do nothing`,
      [merchantCode, a.bankCode, a.bankName, a.accountName, a.accountNumber, a.min, a.max, sort],
    );
  }
}
