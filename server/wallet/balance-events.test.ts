/**
 * The member's balance event leaves after the money has committed
 * (docs/decisions/0100), on PGlite and again on PostgreSQL: a subscriber
 * that reads the balance when the event arrives reads the new one, also
 * when the round settled inside a caller's longer transaction and when many
 * rounds of many members commit at once; nothing that did not commit (a
 * refused bet, a rolled-back transaction) and no free round sends one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { memberEventHub } from '../events/hub';
import { createTestMember } from '../games/test-members';
import { openTestDb } from '../testing/harness';
import { expectLedgerBalanced } from '../testing/ledger';
import { post, postRound, type RoundPosting } from './ledger';

const cents = async (db: Db, memberId: number) =>
  Number((await db.query<{ c: string }>('select (balance * 100)::bigint::text as c from wallets where member_id = $1', [memberId]))[0]!.c);

describe('balance events after the commit', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db?.close());

  /** Subscribes to the member's events; at each balance event reads the balance, as the app does. */
  async function watch(memberId: number) {
    const read: Promise<number>[] = [];
    const stop = await memberEventHub(db).subscribe({
      memberId, merchantCode: 'DEMO', onResync: () => undefined,
      onEvent: (event) => {
        if (event.kind === 'balance') read.push(cents(db, memberId));
      },
    });
    return { read, readings: () => Promise.all(read), stop };
  }
  /**
   * A member watched from the start: its opening credit's event has arrived
   * and been read (so none is still on its way when the test begins).
   */
  async function watchedMember(username: string, openingCents: number) {
    const member = await createTestMember(db, username, 0);
    const seen = await watch(member.id);
    await post(db, { memberId: member.id, kind: 'deposit', amountCents: openingCents, reference: `${username}:opening` });
    await expect.poll(() => seen.read.length).toBe(1);
    expect(await seen.readings()).toEqual([openingCents]);
    seen.read.length = 0;
    return { member, seen };
  }
  const round = (memberId: number, betCents: number, winCents: number): RoundPosting =>
    ({ memberId, merchantCode: 'DEMO', nodeId: '10001', betCents, winCents, outcome: '{}' });

  it('a round settled in a caller\'s transaction: the event comes after that commit, and the balance read then is the new one', async () => {
    const { member, seen } = await watchedMember('balev01', 10_000);
    await db.transaction(async (tx) => {
      expect(await postRound(tx, round(member.id, 1_000, 250))).not.toBeNull();
      await post(tx, { memberId: member.id, kind: 'bonus', amountCents: 50, reference: 'balev01:bonus' });
      for (let i = 0; i < 3; i++) await new Promise((next) => setImmediate(next));
      await tx.query('select 1');
      expect(seen.read).toHaveLength(0);
    });
    await expect.poll(() => seen.read.length).toBe(1);
    // The round's and the bonus's events of one transaction are one event.
    expect(await seen.readings()).toEqual([10_000 - 1_000 + 250 + 50]);
    seen.stop();
  });

  it('no event for a refused bet, a rolled-back transaction or a free round; the next real round sends one', async () => {
    const { member, seen } = await watchedMember('balev02', 1_000);
    expect(await postRound(db, round(member.id, 5_000, 0))).toBeNull();
    await expect(db.transaction(async (tx) => {
      await postRound(tx, round(member.id, 100, 0));
      throw new Error('the engine refused');
    })).rejects.toThrow('the engine refused');
    expect(await postRound(db, round(member.id, 0, 0))).not.toBeNull();
    expect(await postRound(db, round(member.id, 200, 0))).not.toBeNull();
    // Events leave in the order of their commits: the last round's is the only one.
    await expect.poll(() => seen.read.length).toBe(1);
    expect(await seen.readings()).toEqual([800]);
    seen.stop();
  });

  it('10 members spinning at once: every member\'s last event reads its final balance; the ledger balances', async () => {
    const watched = await Promise.all(Array.from({ length: 10 }, (_, i) => watchedMember(`balev1${i}`, 100_000)));
    const members = watched.map((w) => w.member);
    const seen = watched.map((w) => w.seen);
    const ROUNDS = 20;
    await Promise.all(members.map(async (member, i) => {
      for (let r = 0; r < ROUNDS; r++) expect(await postRound(db, round(member.id, 100, r % 3 === 0 ? 150 + i : 0))).not.toBeNull();
    }));
    const finals = await Promise.all(members.map((member) => cents(db, member.id)));
    // Each member won on rounds 0, 3, ..., 18: 7 wins of 150 + i cents, 20 bets of 100.
    expect(finals).toEqual(members.map((_, i) => 100_000 - ROUNDS * 100 + 7 * (150 + i)));
    await expect.poll(async () => Promise.all(seen.map(async (s) => (await s.readings()).at(-1)))).toEqual(finals);
    // Coalesced, never more events than rounds.
    for (const s of seen) expect(s.read.length).toBeLessThanOrEqual(ROUNDS);
    for (const s of seen) s.stop();
    await expectLedgerBalanced(db);
  });
});
