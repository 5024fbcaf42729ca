/**
 * 1,000 mixed wallet operations at concurrency 50 through the order code the
 * routes and the operator use: deposits approved or rejected, a deposit
 * approved twice at the same moment (one must lose), withdrawals held and
 * then paid or released (the hold may be refused), and game rounds. Nothing
 * may be lost, nothing may go negative, no order may move money twice.
 * PGlite always; PostgreSQL (real parallel transactions) when installed.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_ERROR_CODES } from '../../contract/wallet';
import type { Db } from '../db/db';
import { openReadyDb } from '../db/open';
import { createTestMember } from '../games/test-members';
import { WpsError } from '../http/wps-error';
import { expectLedgerBalanced } from '../testing/ledger';
import { openSuitePglite } from '../testing/pglite-suite';
import { POSTGRES_UNAVAILABLE } from '../testing/postgres';
import { sharedTestPostgres, type SharedTestPostgres } from '../testing/postgres-suite';
import { createDeposit, createWithdrawal, settleDeposit, settleWithdrawal } from './orders';
import { settleRound } from './wallet';

const OPERATIONS = 1_000;
const CONCURRENCY = 50;
const MEMBERS = 5;
const OPENING_CENTS = 500_000_00;

interface Outcome { memberId: number; deltaCents: number; refused: boolean; kind: string }

let keySeq = 0;
const refusedWith = (error: unknown, ...codes: string[]) => error instanceof WpsError && codes.includes(error.errorCode);

async function operation(db: Db, member: { id: number; cardId: number; accountId: number }): Promise<Outcome> {
  const pick = randomInt(6);
  const amountCents = randomInt(50_000, 2_000_000) * 100;
  const memberId = member.id;
  const key = `conc-${++keySeq}`;
  if (pick <= 2) {
    let order;
    try {
      order = await createDeposit(db, { memberId, merchantCode: 'DEMO', accountId: member.accountId, amountCents, payerName: 'Conc', receiptImageId: null, idempotencyKey: key });
    } catch (error) {
      // DEPOSIT_PENDING_MAX: ten operations of one member run at once, so several of its deposits can be pending.
      if (!refusedWith(error, WALLET_ERROR_CODES.depositPendingLimit)) throw error;
      return { memberId, deltaCents: 0, refused: true, kind: 'deposit refused' };
    }
    if (pick === 0) {
      await settleDeposit(db, 'DEMO', order.id, 'approve');
      return { memberId, deltaCents: amountCents, refused: false, kind: 'deposit approved' };
    }
    if (pick === 1) {
      await settleDeposit(db, 'DEMO', order.id, 'reject');
      return { memberId, deltaCents: 0, refused: false, kind: 'deposit rejected' };
    }
    // the operator's double click: two approvals race, exactly one credits
    const results = await Promise.allSettled([settleDeposit(db, 'DEMO', order.id, 'approve'), settleDeposit(db, 'DEMO', order.id, 'approve')]);
    const won = results.filter((r) => r.status === 'fulfilled').length;
    expect(won).toBe(1);
    for (const r of results) if (r.status === 'rejected') expect(refusedWith(r.reason, WALLET_ERROR_CODES.orderNotPending)).toBe(true);
    return { memberId, deltaCents: amountCents, refused: false, kind: 'deposit raced' };
  }
  if (pick <= 4) {
    try {
      const order = await createWithdrawal(db, { memberId, merchantCode: 'DEMO', bankCardId: member.cardId, amountCents: Math.min(amountCents * 4, 50_000_000_00), idempotencyKey: key });
      const paid = pick === 3;
      await settleWithdrawal(db, 'DEMO', order.id, paid ? 'approve' : 'reject');
      return { memberId, deltaCents: paid ? -order.amount * 100 : 0, refused: false, kind: paid ? 'withdrawal paid' : 'withdrawal released' };
    } catch (error) {
      if (!refusedWith(error, WALLET_ERROR_CODES.insufficient)) throw error;
      return { memberId, deltaCents: 0, refused: true, kind: 'withdrawal refused' };
    }
  }
  const betCents = randomInt(1, 5_000_000) * 100;
  const winCents = randomInt(3) === 0 ? betCents * 2 : 0;
  try {
    await settleRound(db, { memberId, merchantCode: 'DEMO', nodeId: '10001', betCents, winCents, outcome: 'concurrency' });
    return { memberId, deltaCents: winCents - betCents, refused: false, kind: 'round' };
  } catch (error) {
    if (!refusedWith(error, 'launch_game_balance_not_enough')) throw error;
    return { memberId, deltaCents: 0, refused: true, kind: 'round refused' };
  }
}

async function run(db: Db, label: string, prefix: string): Promise<void> {
  const [account] = await db.query<{ id: string }>("select id::text from deposit_accounts where merchant_code = 'DEMO' order by sort limit 1");
  const members: { id: number; cardId: number; accountId: number }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const { id } = await createTestMember(db, `${prefix}${i}`, OPENING_CENTS / 100);
    const [card] = await db.query<{ id: string }>(
      "insert into bank_cards (member_id, bank_code, bank_name, card_number, holder_name) values ($1, 'VCB', 'Vietcombank', $2, 'Conc') returning id::text",
      [id, `9000${i}`],
    );
    members.push({ id, cardId: Number(card!.id), accountId: Number(account!.id) });
  }
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < OPERATIONS) {
      next += 1;
      outcomes.push(await operation(db, members[randomInt(MEMBERS)]!));
    }
  }));
  const ms = performance.now() - started;
  expect(outcomes).toHaveLength(OPERATIONS);
  for (const member of members) {
    const expected = OPENING_CENTS + outcomes.filter((o) => o.memberId === member.id).reduce((sum, o) => sum + o.deltaCents, 0);
    const [row] = await db.query<{ c: string }>('select (balance * 100)::bigint::text as c from wallets where member_id = $1', [member.id]);
    expect(Number(row!.c), `member ${member.id}`).toBe(expected);
  }
  const ids = members.map((m) => m.id);
  const [negative] = await db.query<{ n: string }>('select count(*)::text as n from ledger_entries where balance_after < 0 and member_id = any($1::bigint[])', [ids]);
  expect(negative!.n).toBe('0');
  // no order moved money twice: one deposit entry per approved order, one hold and at most one release per withdrawal
  const doubled = await db.query(
    `select reference, kind from ledger_entries where member_id = any($1::bigint[]) and (reference like 'deposit_order:%' or reference like 'withdrawal_order:%')
      group by reference, kind having count(*) > 1`, [ids]);
  expect(doubled).toEqual([]);
  const [pending] = await db.query<{ n: string }>(
    "select (select count(*) from deposit_orders where status = 'pending' and member_id = any($1::bigint[])) + (select count(*) from withdrawal_orders where status = 'pending' and member_id = any($1::bigint[])) as n", [ids]);
  expect(Number(pending!.n)).toBe(0);
  await expectLedgerBalanced(db);
  const counts = outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o.kind]: (acc[o.kind] ?? 0) + 1 }), {});
  const refused = outcomes.filter((o) => o.refused).length;
  expect(refused).toBeGreaterThan(0);
  console.info(`[wallet orders concurrency ${label}] ${OPERATIONS} operations at concurrency ${CONCURRENCY} on ${MEMBERS} members: `
    + `${ms.toFixed(0)} ms, ${(OPERATIONS / (ms / 1000)).toFixed(0)} operations/s, ${refused} refused; ${JSON.stringify(counts)}`);
}

describe('wallet orders under concurrency: PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    // a copy of the run's migrated, seeded PGlite (openSuitePglite), as the PostgreSQL half copies its template
    db = await openSuitePglite();
  }, 60_000);
  afterAll(() => db?.close());

  it('1,000 mixed deposits, withdrawals and rounds at concurrency 50 lose nothing, never go negative, never settle twice', () => run(db, 'PGlite', 'word_pgl_'), 180_000);
});

describe.skipIf(POSTGRES_UNAVAILABLE !== null)('wallet orders under concurrency: PostgreSQL', () => {
  let server: SharedTestPostgres;
  let db: Db;
  beforeAll(async () => {
    server = sharedTestPostgres();
    // a copy of the run's migrated, seeded template (openReadyDb finds nothing to do)
    db = await openReadyDb({ databaseUrl: (await server.createDatabase('wallet_orders_concurrency', { fromTemplate: true })).url, dataDir: null }, ['DEMO']);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await server?.dropDatabases();
  });

  it('1,000 mixed deposits, withdrawals and rounds at concurrency 50 lose nothing, never go negative, never settle twice', () => run(db, 'PostgreSQL', 'word_pg_'), 180_000);
});
