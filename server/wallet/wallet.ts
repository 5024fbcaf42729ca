import { ERROR_CODES } from '../../contract/error-codes';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { InsufficientBalanceError, LEDGER_ERROR_CODES, post } from './ledger';

/** The member's balance; a member without a wallet row has 0. */
export async function readBalance(db: Db, memberId: number): Promise<number> {
  const [row] = await db.query<{ balance: number }>('select balance::float8 as balance from wallets where member_id = $1', [memberId]);
  return row ? Number(row.balance) : 0;
}

export interface Round {
  memberId: number;
  merchantCode: string;
  nodeId: string;
  /** Amounts in cents (hundredths), so no float rounding reaches the ledger. A free spin stakes 0 (no bet entry). */
  betCents: number;
  winCents: number;
  outcome: string;
  /** When it was played, for seed data that back-dates rounds; omitted, now. */
  at?: Date;
}

/**
 * Settles one game round in ONE transaction through the ledger: the bet and
 * the win are two entries referencing the round's bet record, written with
 * it. The ledger locks the wallet row, so concurrent rounds of one member
 * queue (PostgreSQL row lock, PGlite's single connection) and none is lost.
 * A bet beyond the balance answers the game's own code. Answers the new balance.
 */
export async function settleRound(db: Db, round: Round): Promise<number> {
  return (await settleRoundRecord(db, round)).balance;
}

/** settleRound, answering the bet record's id too (engines write their round's details beside it). */
export async function settleRoundRecord(db: Db, round: Round): Promise<{ recordId: number; balance: number }> {
  return db.transaction(async (tx) => {
    // The wallet's lock before the record's id: on PostgreSQL concurrent rounds
    // would otherwise draw ids in another order than they settle, and the
    // records' balance_after would not follow their ids.
    await tx.query('select 1 from wallets where member_id = $1 for update', [round.memberId]);
    // The record's id next, so both entries can name it before it is written.
    const [next] = await tx.query<{ id: string }>("select nextval(pg_get_serial_sequence('bet_records', 'id'))::text as id");
    const reference = `bet_record:${next!.id}`;
    let after: bigint;
    try {
      after = round.betCents > 0
        ? (await post(tx, { memberId: round.memberId, kind: 'bet', amountCents: -round.betCents, reference, createdAt: round.at })).balanceAfterCents
        // a free spin stakes nothing: no entry, the balance as it stands
        : BigInt((await tx.query<{ cents: string }>('select (balance * 100)::bigint::text as cents from wallets where member_id = $1', [round.memberId]))[0]!.cents);
    } catch (error) {
      if (error instanceof InsufficientBalanceError || (error instanceof WpsError && error.errorCode === LEDGER_ERROR_CODES.walletMissing)) {
        throw new WpsError(ERROR_CODES.launchBalanceNotEnough, 'balanceNotEnough');
      }
      throw error;
    }
    if (round.winCents > 0) {
      ({ balanceAfterCents: after } = await post(tx, { memberId: round.memberId, kind: 'win', amountCents: round.winCents, reference, createdAt: round.at }));
    }
    await tx.query(
      `insert into bet_records (id, member_id, merchant_code, node_id, bet, win, balance_after, outcome, created_at)
       values ($1, $2, $3, $4, $5::bigint / 100.0, $6::bigint / 100.0, $7::bigint / 100.0, $8, coalesce($9::timestamptz, now()))`,
      [next!.id, round.memberId, round.merchantCode, round.nodeId, round.betCents, round.winCents, after.toString(), round.outcome,
        round.at?.toISOString() ?? null],
    );
    return { recordId: Number(next!.id), balance: Number(after) / 100 };
  });
}
