/**
 * 1,000 mixed money operations at concurrency 50 on a few members: credits,
 * debits the balance may refuse, and game rounds (bet and win). Nothing may
 * be lost (final = opening + every accepted amount), no balance may go
 * negative at any entry, and the ledger invariant must hold. Runs on PGlite
 * and, when the binaries are installed, on a real PostgreSQL whose pool
 * gives real parallel transactions queueing on the row lock.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openReadyDb } from '../db/open';
import { createTestMember } from '../games/test-members';
import { expectLedgerBalanced } from '../testing/ledger';
import { openSuitePglite } from '../testing/pglite-suite';
import { POSTGRES_UNAVAILABLE } from '../testing/postgres';
import { sharedTestPostgres, type SharedTestPostgres } from '../testing/postgres-suite';
import { InsufficientBalanceError, post } from './ledger';
import { settleRound } from './wallet';

const OPERATIONS = 1_000;
const CONCURRENCY = 50;
const MEMBERS = 4;
const OPENING_CENTS = 50_000;

type Outcome = { memberId: number; deltaCents: number; refused: boolean };

/** One random operation; answers what it did to the balance (0 when refused). */
async function randomOperation(db: Db, memberId: number): Promise<Outcome> {
  const pick = randomInt(3);
  try {
    if (pick === 0) {
      const cents = randomInt(1, 20_000);
      await post(db, { memberId, kind: 'deposit', amountCents: cents, reference: 'concurrency:credit' });
      return { memberId, deltaCents: cents, refused: false };
    }
    if (pick === 1) {
      // Debits are sized to be refused now and then once a balance runs low.
      const cents = randomInt(1, 40_000);
      await post(db, { memberId, kind: 'withdrawal_hold', amountCents: -cents, reference: 'concurrency:debit' });
      return { memberId, deltaCents: -cents, refused: false };
    }
    const betCents = randomInt(1, 30_000);
    const winCents = randomInt(4) === 0 ? betCents * randomInt(1, 4) : 0;
    await settleRound(db, { memberId, merchantCode: 'DEMO', nodeId: '10001', betCents, winCents, outcome: 'concurrency' });
    return { memberId, deltaCents: winCents - betCents, refused: false };
  } catch (error) {
    const refused = error instanceof InsufficientBalanceError
      || (error instanceof Error && 'errorCode' in error && error.errorCode === 'launch_game_balance_not_enough');
    if (!refused) throw error;
    return { memberId, deltaCents: 0, refused: true };
  }
}

/** Runs OPERATIONS operations with at most CONCURRENCY in flight. */
async function runMixed(db: Db, memberIds: number[]): Promise<{ outcomes: Outcome[]; ms: number }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < OPERATIONS) {
      next += 1;
      outcomes.push(await randomOperation(db, memberIds[randomInt(memberIds.length)]!));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { outcomes, ms: performance.now() - started };
}

async function checkNothingLost(db: Db, label: string, prefix: string): Promise<void> {
  const ids: number[] = [];
  for (let i = 0; i < MEMBERS; i += 1) ids.push((await createTestMember(db, `${prefix}${i}`, OPENING_CENTS / 100)).id);
  const { outcomes, ms } = await runMixed(db, ids);
  expect(outcomes).toHaveLength(OPERATIONS);
  const refused = outcomes.filter((o) => o.refused).length;
  for (const id of ids) {
    const expected = OPENING_CENTS + outcomes.filter((o) => o.memberId === id).reduce((sum, o) => sum + o.deltaCents, 0);
    const [row] = await db.query<{ c: string }>('select (balance * 100)::bigint::text as c from wallets where member_id = $1', [id]);
    expect(Number(row!.c), `member ${id}`).toBe(expected);
  }
  const [negative] = await db.query<{ n: string }>(
    'select count(*)::text as n from ledger_entries where balance_after < 0 and member_id = any($1::bigint[])', [ids]);
  expect(negative!.n).toBe('0');
  await expectLedgerBalanced(db);
  // Both paths must be exercised for the test to mean anything (about a third is refused on average).
  expect(refused).toBeGreaterThan(0);
  expect(refused).toBeLessThan(OPERATIONS * 0.75);
  console.info(`[ledger concurrency ${label}] ${OPERATIONS} operations at concurrency ${CONCURRENCY} on ${MEMBERS} members: `
    + `${ms.toFixed(0)} ms, ${(OPERATIONS / (ms / 1000)).toFixed(0)} operations/s, ${refused} refused`);
}

describe('ledger under concurrency: PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    // a copy of the run's migrated, seeded PGlite (openSuitePglite), as the PostgreSQL half copies its template
    db = await openSuitePglite();
  }, 60_000);
  afterAll(() => db?.close());

  it('1,000 mixed operations at concurrency 50 lose nothing and never go negative', () => checkNothingLost(db, 'PGlite', 'conc_pgl_'), 120_000);
});

if (POSTGRES_UNAVAILABLE) console.warn(`skipping the PostgreSQL ledger concurrency test: ${POSTGRES_UNAVAILABLE}`);

describe.skipIf(POSTGRES_UNAVAILABLE !== null)('ledger under concurrency: PostgreSQL', () => {
  let server: SharedTestPostgres;
  let db: Db;
  beforeAll(async () => {
    server = sharedTestPostgres();
    // a copy of the run's migrated, seeded template (openReadyDb finds nothing to do)
    db = await openReadyDb({ databaseUrl: (await server.createDatabase('ledger_concurrency', { fromTemplate: true })).url, dataDir: null }, ['DEMO']);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await server?.dropDatabases();
  });

  it('1,000 mixed operations at concurrency 50 lose nothing and never go negative', () => checkNothingLost(db, 'PostgreSQL', 'conc_pg_'), 120_000);
});
