/**
 * The money ledger: the ONLY code that changes wallets.balance (a test greps
 * the server for any other writer). Every change is an entry in
 * ledger_entries written in the same transaction as the balance it moves,
 * so a balance always equals the sum of its entries (migration 014).
 * Amounts are integer cents end to end: SQL numeric never sees a float.
 */
import { preparedSql, type Db } from '../db/db';
import { sendMemberEventAfterCommit } from '../events/member-events';
import { WpsError } from '../http/wps-error';

export const LEDGER_KINDS = [
  'deposit', 'withdrawal_hold', 'hold_release', 'bet', 'win', 'bonus', 'rebate', 'transfer', 'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_ERROR_CODES = {
  insufficientBalance: 'wallet.balance.insufficient',
  walletMissing: 'wallet.not.found',
} as const;

/**
 * A debit the balance does not cover. A refusal of the request (409), never
 * a fault; callers with a wire code of their own (the game's
 * launch_game_balance_not_enough) catch it and answer theirs.
 */
export class InsufficientBalanceError extends WpsError {
  constructor(
    readonly balanceCents: bigint,
    readonly amountCents: number,
  ) {
    super(LEDGER_ERROR_CODES.insufficientBalance, 'balanceNotEnough', 409);
    this.name = 'InsufficientBalanceError';
  }
}

export interface Posting {
  memberId: number;
  kind: LedgerKind;
  /** Signed integer cents: positive credits, negative debits. Zero is refused (an entry must move money). */
  amountCents: number;
  /** What caused it, e.g. `bet_record:42`, `deposit_order:7`, `opening`. */
  reference: string;
  /**
   * When it happened, for seed data that back-dates history; omitted, the
   * transaction's time. Entries are append-only (migration 031), so a date
   * can only be given here, never changed afterwards.
   */
  createdAt?: Date;
}

export interface PostedEntry {
  id: number;
  balanceAfterCents: bigint;
}

function checkPosting(posting: Posting): void {
  if (!Number.isSafeInteger(posting.amountCents) || posting.amountCents === 0) {
    throw new Error(`ledger amount must be a non-zero integer of cents, got ${posting.amountCents}`);
  }
  if (!LEDGER_KINDS.includes(posting.kind)) throw new Error(`unknown ledger kind ${posting.kind}`);
  if (posting.reference.length === 0) throw new Error('a ledger entry needs a reference');
}

/**
 * Moves one member's balance by one entry: locks the wallet row (FOR UPDATE),
 * refuses a debit beyond the balance, updates the balance and writes the
 * entry. Given a transaction it joins it (so a game round's bet, win and
 * bet record commit together); given the database it opens its own.
 */
export async function post(tx: Db, posting: Posting): Promise<PostedEntry> {
  checkPosting(posting);
  return tx.transaction(async (t) => {
    const [wallet] = await t.query<{ cents: string; merchant_code: string }>(
      `select (w.balance * 100)::bigint::text as cents, m.merchant_code
         from wallets w join members m on m.id = w.member_id
        where w.member_id = $1 for update of w`,
      [posting.memberId],
    );
    if (!wallet) throw new WpsError(LEDGER_ERROR_CODES.walletMissing, 'balanceNotEnough', 404);
    const after = BigInt(wallet.cents) + BigInt(posting.amountCents);
    if (after < 0n) throw new InsufficientBalanceError(BigInt(wallet.cents), posting.amountCents);
    await t.query(
      'update wallets set balance = $2::bigint / 100.0, updated_at = now() where member_id = $1',
      [posting.memberId, after.toString()],
    );
    const [entry] = await t.query<{ id: string | number }>(
      `insert into ledger_entries (member_id, merchant_code, kind, amount, balance_after, reference, created_at)
       values ($1, $2, $3, $4::bigint / 100.0, $5::bigint / 100.0, $6, coalesce($7::timestamptz, now())) returning id`,
      [posting.memberId, wallet.merchant_code, posting.kind, posting.amountCents, after.toString(), posting.reference,
        posting.createdAt?.toISOString() ?? null],
    );
    // The member's open apps reload the balance once this commits, on any instance (docs/decisions/0063),
    // sent after the commit so no money transaction waits for the notify lock (docs/decisions/0100).
    // Identical events of one moment are sent once: a transaction's several entries make one event.
    sendMemberEventAfterCommit(t, posting.memberId, { kind: 'balance' });
    return { id: Number(entry!.id), balanceAfterCents: after };
  });
}

export interface RoundPosting {
  memberId: number;
  /** The record's merchant and game, as the round names them. */
  merchantCode: string;
  nodeId: string;
  /** Integer cents, both >= 0: the bet is debited first (an entry when > 0), then the win credited (an entry when > 0). */
  betCents: number;
  winCents: number;
  outcome: string;
  createdAt?: Date;
}

/** A settled round; null when the wallet is missing or does not cover the bet (nothing was written). */
export interface PostedRound {
  recordId: number;
  balanceAfterCents: bigint;
}

/*
 * One game round in ONE statement (docs/decisions/0091): the wallet's UPDATE
 * takes its row lock and refuses a bet beyond the balance (re-checked on the
 * newest row when it waited for another round); the bet record and its id
 * are drawn only after that lock, so records and entries follow the order in
 * which rounds settle; the bet and win entries name the record and carry the
 * running balance; the balance event leaves after the commit
 * (docs/decisions/0100), never inside the statement. A single
 * statement is its own transaction (or joins the caller's): all of it or
 * none. Used instead of post() + post() + insert: about a dozen round trips
 * to the database become one (docs/bench.md#load-figures).
 */
const ROUND_SQL = preparedSql('ledger_round', `
with u as (
  update wallets w
     set balance = w.balance + ($3::bigint - $2::bigint) / 100.0,
         updated_at = case when $2::bigint = 0 and $3::bigint = 0 then w.updated_at else now() end
    from members m
   where w.member_id = $1 and m.id = w.member_id and w.balance * 100 >= $2::bigint
  returning (w.balance * 100)::bigint as after_cents, m.merchant_code
),
rec as (
  insert into bet_records (member_id, merchant_code, node_id, bet, win, balance_after, outcome, created_at)
  select $1, $4, $5, $2::bigint / 100.0, $3::bigint / 100.0, u.after_cents / 100.0, $6, coalesce($7::timestamptz, now()) from u
  returning id
),
ent as (
  insert into ledger_entries (member_id, merchant_code, kind, amount, balance_after, reference, created_at)
  select $1, u.merchant_code, x.kind, x.amount / 100.0, x.after / 100.0, 'bet_record:' || rec.id, coalesce($7::timestamptz, now())
    from u cross join rec
    cross join lateral (values (1, 'bet', -$2::bigint, u.after_cents - $3::bigint), (2, 'win', $3::bigint, u.after_cents)) as x(ord, kind, amount, after)
   where x.amount <> 0
   order by x.ord
  returning id
)
select u.after_cents::text as after_cents, rec.id::text as record_id, (select count(*) from ent)::int as entries
  from u cross join rec`);

/**
 * Settles a game round: debits the bet, credits the win and writes the
 * round's bet record (bet_records), the entries referencing it as
 * `bet_record:<id>`, in one statement. Answers null, having written
 * nothing, when the member has no wallet or the balance does not cover the bet.
 */
export async function postRound(db: Db, round: RoundPosting): Promise<PostedRound | null> {
  for (const cents of [round.betCents, round.winCents]) {
    if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`a round's bet and win must be integer cents >= 0, got ${cents}`);
  }
  const [row] = await db.query<{ after_cents: string; record_id: string }>(ROUND_SQL, [
    round.memberId, round.betCents, round.winCents, round.merchantCode, round.nodeId, round.outcome,
    round.createdAt?.toISOString() ?? null,
  ]);
  // The member's open apps reload the balance once this has committed (docs/decisions/0063, 0100):
  // after the statement (its own transaction) or after the caller's transaction; a free round moved nothing.
  if (row && (round.betCents > 0 || round.winCents > 0)) sendMemberEventAfterCommit(db, round.memberId, { kind: 'balance' });
  return row ? { recordId: Number(row.record_id), balanceAfterCents: BigInt(row.after_cents) } : null;
}

/**
 * Creates the member's wallet at zero and, when an opening amount is given,
 * credits it through the ledger (an `adjustment`, or `bonus` for trial
 * money), so even a new wallet's balance is the sum of its entries.
 * A wallet that already exists is left as it is.
 */
export async function openWallet(
  tx: Db,
  memberId: number,
  opening: { amountCents: number; kind?: LedgerKind; reference?: string } = { amountCents: 0 },
): Promise<void> {
  await tx.transaction(async (t) => {
    const created = await t.query('insert into wallets (member_id) values ($1) on conflict do nothing returning member_id', [memberId]);
    if (created.length > 0 && opening.amountCents !== 0) {
      await post(t, { memberId, kind: opening.kind ?? 'adjustment', amountCents: opening.amountCents, reference: opening.reference ?? 'opening' });
    }
  });
}

/** A money value in currency units (as the wire carries it) to integer cents. */
export function toCents(amount: number): number {
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents) || Math.abs(amount * 100 - cents) > 1e-6) throw new Error(`not a whole number of cents: ${amount}`);
  return cents;
}
