import type { Db } from '../db/db';

/**
 * The demo merchant's receiving accounts (bank transfer), with their own
 * limits and the bank's NAPAS BIN that their VietQR codes name
 * (docs/decisions/0060-deposit-memo-vietqr.md).
 */
const DEMO_DEPOSIT_ACCOUNTS = [
  { bankCode: 'VCB', bankBin: '970436', bankName: 'Vietcombank', accountName: 'CONG TY WPS GIAI TRI', accountNumber: '0071001234567', min: 50_000, max: 300_000_000 },
  { bankCode: 'TCB', bankBin: '970407', bankName: 'Techcombank', accountName: 'CONG TY WPS GIAI TRI', accountNumber: '19036512345011', min: 100_000, max: 50_000_000 },
  { bankCode: 'ACB', bankBin: '970416', bankName: 'ACB', accountName: 'CONG TY WPS GIAI TRI', accountNumber: '24681357', min: 50_000, max: 20_000_000 },
] as const;

/** Inserts the receiving accounts a merchant lacks (the seed runs on every start). */
export async function seedDepositAccounts(db: Db, merchantCode: string): Promise<void> {
  for (const [sort, a] of DEMO_DEPOSIT_ACCOUNTS.entries()) {
    await db.query(
      `insert into deposit_accounts (merchant_code, method, bank_code, bank_bin, bank_name, account_name, account_number, min_amount, max_amount, sort)
       values ($1, 'BANK', $2, $3, $4, $5, $6, $7, $8, $9) on conflict (merchant_code, account_number) do nothing`,
      [merchantCode, a.bankCode, a.bankBin, a.bankName, a.accountName, a.accountNumber, a.min, a.max, sort],
    );
  }
}
