import { ERROR_CODES } from '../../src/api/contract/error-codes';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';

/** The member's balance; a member without a wallet row has 0. */
export async function readBalance(db: Db, memberId: number): Promise<number> {
  const [row] = await db.query<{ balance: number }>('select balance::float8 as balance from wallets where member_id = $1', [memberId]);
  return row ? Number(row.balance) : 0;
}

export interface Round {
  memberId: number;
  merchantCode: string;
  nodeId: string;
  /** Amounts in cents (hundredths), so no float rounding reaches the ledger. */
  betCents: number;
  winCents: number;
  outcome: string;
}

/**
 * Settles one game round in ONE transaction: lock the wallet row, refuse
 * when the bet exceeds the balance, debit the bet, credit the win, record
 * the bet. Concurrent rounds of one member queue on the row lock (PostgreSQL)
 * or on PGlite's single connection, so none is lost. Answers the new balance.
 */
export async function settleRound(db: Db, round: Round): Promise<number> {
  return db.transaction(async (tx) => {
    const [wallet] = await tx.query<{ cents: string }>(
      'select (balance * 100)::bigint::text as cents from wallets where member_id = $1 for update',
      [round.memberId],
    );
    if (!wallet || BigInt(wallet.cents) < BigInt(round.betCents)) {
      throw new WpsError(ERROR_CODES.launchBalanceNotEnough, 'balanceNotEnough');
    }
    const [updated] = await tx.query<{ balance: number }>(
      `update wallets set balance = balance - ($2::bigint / 100.0) + ($3::bigint / 100.0), updated_at = now()
        where member_id = $1 returning balance::float8 as balance`,
      [round.memberId, round.betCents, round.winCents],
    );
    const balance = Number(updated!.balance);
    await tx.query(
      `insert into bet_records (member_id, merchant_code, node_id, bet, win, balance_after, outcome)
       values ($1, $2, $3, $4::bigint / 100.0, $5::bigint / 100.0, (select balance from wallets where member_id = $1), $6)`,
      [round.memberId, round.merchantCode, round.nodeId, round.betCents, round.winCents, round.outcome],
    );
    return balance;
  });
}
