import { ERROR_CODES } from '../../contract/error-codes';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { postRound } from './ledger';

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
 * it in one statement (postRound, docs/decisions/0091). The wallet's row lock
 * queues concurrent rounds of one member (PostgreSQL row lock, PGlite's
 * single connection) and none is lost. A bet beyond the balance answers the
 * game's own code. Answers the new balance.
 */
export async function settleRound(db: Db, round: Round): Promise<number> {
  return (await settleRoundRecord(db, round)).balance;
}

/** settleRound, answering the bet record's id too (engines write their round's details beside it). */
export async function settleRoundRecord(db: Db, round: Round): Promise<{ recordId: number; balance: number }> {
  const posted = await postRound(db, {
    memberId: round.memberId,
    merchantCode: round.merchantCode,
    nodeId: round.nodeId,
    betCents: round.betCents,
    winCents: round.winCents,
    outcome: round.outcome,
    createdAt: round.at,
  });
  // No wallet, or a bet beyond the balance: nothing was written.
  if (!posted) throw new WpsError(ERROR_CODES.launchBalanceNotEnough, 'balanceNotEnough');
  return { recordId: posted.recordId, balance: Number(posted.balanceAfterCents) / 100 };
}
