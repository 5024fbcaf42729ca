/**
 * Blackjack rounds through the ledger (docs/decisions/0068-blackjack-rounds.md).
 * Each step is ONE transaction: the deal locks the member's seed row (rounds
 * take nonces in turn, as spins do) and stakes the bet; an action locks the
 * round's row, so a double tap or a second tab waits and then finds the step
 * already played; a double or a split stakes again; the settlement pays and
 * writes the bet record and its details. Every ledger entry names the bet
 * record the round settles into (`bet_record:<id>`, its id taken at the deal).
 */
import { act, deal, type BlackjackAction, legalActions, payoutCents, shoeFor, type Table } from '../../../contract/blackjack';
import { BLACKJACK_ERROR_CODES, type BlackjackPlayValue } from '../../../contract/blackjack-play';
import { ERROR_CODES } from '../../../contract/error-codes';
import type { Db } from '../../db/db';
import { WpsError } from '../../http/wps-error';
import { InsufficientBalanceError, LEDGER_ERROR_CODES, post } from '../../wallet/ledger';
import { readBalance } from '../../wallet/wallet';
import { activeSeed, publicSeed, takeNonce } from '../fairness/seeds';
import { openRound, recordOf, roundByDealId, roundById, type RoundRow, tableOf, viewOf } from './round-row';

export interface DealRequest {
  memberId: number;
  merchantCode: string;
  nodeId: string;
  betCents: number;
  dealId: string;
}

export interface ActionRequest {
  memberId: number;
  nodeId: string;
  roundId: number;
  step: number;
  action: BlackjackAction;
}

/** A stake the balance does not cover answers the game's own code (as a spin does), never a fault. */
async function stake(tx: Db, row: Pick<RoundRow, 'memberId' | 'betRecordId'>, cents: number): Promise<void> {
  try {
    await post(tx, { memberId: row.memberId, kind: 'bet', amountCents: -cents, reference: `bet_record:${row.betRecordId}` });
  } catch (error) {
    if (error instanceof InsufficientBalanceError || (error instanceof WpsError && error.errorCode === LEDGER_ERROR_CODES.walletMissing)) {
      throw new WpsError(ERROR_CODES.launchBalanceNotEnough, 'balanceNotEnough', 409);
    }
    throw error;
  }
}

const walletCents = async (tx: Db, memberId: number) =>
  BigInt((await tx.query<{ cents: string }>('select (balance * 100)::bigint::text as cents from wallets where member_id = $1', [memberId]))[0]!.cents);

/** Pays the settled table, writes the bet record (its reserved id) and the round's details, and closes the row. */
async function settle(tx: Db, row: RoundRow, table: Table): Promise<RoundRow> {
  const payout = payoutCents(table, row.betCents);
  const reference = `bet_record:${row.betRecordId}`;
  const after = payout > 0
    ? (await post(tx, { memberId: row.memberId, kind: 'win', amountCents: payout, reference })).balanceAfterCents
    : await walletCents(tx, row.memberId);
  const settled: RoundRow = { ...row, payoutCents: payout, phase: 'settled' };
  const outcome = `blackjack nonce ${row.nonce}: dealer ${table.dealer.join(' ')}; ${table.hands.map((h) => h.cards.join(' ')).join(' | ')}`;
  await tx.query(
    `insert into bet_records (id, member_id, merchant_code, node_id, bet, win, balance_after, outcome)
     values ($1, $2, $3, $4, $5::bigint / 100.0, $6::bigint / 100.0, $7::bigint / 100.0, $8)`,
    [row.betRecordId, row.memberId, row.merchantCode, row.nodeId, row.stakedCents, payout, after.toString(), outcome],
  );
  await tx.query(
    `insert into game_rounds (bet_record_id, member_id, node_id, engine, seed_id, nonce, client_seed, spin_id, details)
     values ($1, $2, $3, 'blackjack', $4, $5, $6, $7, $8::jsonb)`,
    [row.betRecordId, row.memberId, row.nodeId, row.seedId, row.nonce, row.clientSeed, `blackjack-${row.id}`, JSON.stringify(recordOf(row, table))],
  );
  await tx.query("update blackjack_rounds set payout = $2::bigint / 100.0, phase = 'settled', settled_at = now(), updated_at = now() where id = $1", [row.id, payout]);
  return settled;
}

async function answer(tx: Db, row: RoundRow, table: Table): Promise<BlackjackPlayValue> {
  return { round: viewOf(row, table), balance: await readBalance(tx, row.memberId), seed: publicSeed(await activeSeed(tx, row.memberId)) };
}

export async function dealRound(db: Db, request: DealRequest): Promise<BlackjackPlayValue> {
  return db.transaction(async (tx) => {
    const seed = await activeSeed(tx, request.memberId, true);
    const known = await roundByDealId(tx, request.memberId, request.dealId);
    if (known) return answer(tx, known, await tableOf(known));
    if (await openRound(tx, request.memberId, request.nodeId)) throw new WpsError(BLACKJACK_ERROR_CODES.roundOpen, 'blackjackRoundOpen', 409);
    const nonce = await takeNonce(tx, seed);
    const [ids] = await tx.query<{ round: string; record: string }>(
      "select nextval(pg_get_serial_sequence('blackjack_rounds', 'id'))::text as round, nextval(pg_get_serial_sequence('bet_records', 'id'))::text as record",
    );
    let row: RoundRow = {
      id: Number(ids!.round), betRecordId: Number(ids!.record), memberId: request.memberId, merchantCode: request.merchantCode, nodeId: request.nodeId,
      seedId: seed.id, nonce, clientSeed: seed.clientSeed, serverSeed: seed.serverSeed, serverSeedHash: seed.serverSeedHash,
      betCents: request.betCents, stakedCents: request.betCents, payoutCents: 0, actions: [], phase: 'player',
    };
    await tx.query(
      `insert into blackjack_rounds (id, bet_record_id, member_id, merchant_code, node_id, seed_id, nonce, client_seed, deal_id, bet, staked, phase)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::bigint / 100.0, $10::bigint / 100.0, 'player')`,
      [row.id, row.betRecordId, row.memberId, row.merchantCode, row.nodeId, row.seedId, nonce, row.clientSeed, request.dealId, request.betCents],
    );
    await stake(tx, row, request.betCents);
    const table = deal(await shoeFor(seed.serverSeed, seed.clientSeed, nonce));
    if (table.phase === 'settled') row = await settle(tx, row, table);
    return answer(tx, row, table);
  });
}

export async function actRound(db: Db, request: ActionRequest): Promise<BlackjackPlayValue> {
  return db.transaction(async (tx) => {
    const row = await roundById(tx, request.memberId, request.roundId, true);
    if (!row || row.nodeId !== request.nodeId) throw new WpsError(BLACKJACK_ERROR_CODES.roundNotFound, 'blackjackRoundNotFound', 404);
    const table = await tableOf(row);
    if (request.step !== row.actions.length) {
      // the same action sent again (a double tap, a retry after a lost reply) answers the round as it now stands
      if (row.actions[request.step] === request.action) return answer(tx, row, table);
      throw new WpsError(BLACKJACK_ERROR_CODES.stepStale, 'blackjackStepStale', 409);
    }
    if (table.phase !== 'player' || !legalActions(table)[request.action]) {
      throw new WpsError(BLACKJACK_ERROR_CODES.actionInvalid, 'blackjackActionInvalid', 409);
    }
    const extra = request.action === 'double' || request.action === 'split' ? row.betCents : 0;
    if (extra > 0) await stake(tx, row, extra);
    const next = act(table, request.action);
    let updated: RoundRow = { ...row, actions: [...row.actions, request.action], stakedCents: row.stakedCents + extra };
    await tx.query(
      'update blackjack_rounds set actions = $2::text[], staked = $3::bigint / 100.0, updated_at = now() where id = $1',
      [row.id, updated.actions, updated.stakedCents],
    );
    if (next.phase === 'settled') updated = await settle(tx, updated, next);
    return answer(tx, updated, next);
  });
}

/** The member's table for the state call: the open round of this game, if any, as it stands. */
export async function resumeRound(db: Db, memberId: number, nodeId: string) {
  const row = await openRound(db, memberId, nodeId);
  return row ? viewOf(row, await tableOf(row)) : null;
}
