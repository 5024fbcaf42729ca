/**
 * The ledger invariant by property (fast-check): random sequences of the
 * operations that move money (deposit approved or rejected, withdrawal held
 * then paid or released, agent transfer, game round, reward claim, rebate
 * claim) keep every wallet equal to the sum of its entries, never negative,
 * and equal to a plain model of what each operation should do; an
 * operation the model says cannot be afforded is refused, and one claim
 * raced twice pays once.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../accounts/members';
import { transferToDownline } from '../agent/transfers';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { claimRebate } from '../promotions/rebate';
import { claimReward } from '../promotions/rewards';
import { openTestDb } from '../testing/harness';
import { expectLedgerBalanced } from '../testing/ledger';
import { createDeposit, createWithdrawal, settleDeposit, settleWithdrawal, WITHDRAW_MAX_CENTS, WITHDRAW_MIN_CENTS } from './orders';
import { readBalance, settleRound } from './wallet';

const RUNS = 30;

type Op =
  | { kind: 'deposit'; who: number; cents: number; approve: boolean }
  | { kind: 'withdraw'; who: number; cents: number; decision: 'approve' | 'reject' | 'leave' }
  | { kind: 'transfer'; who: number; cents: number }
  | { kind: 'round'; who: number; bet: number; win: number }
  | { kind: 'reward'; who: number; cents: number }
  | { kind: 'rebate'; who: number };

const who = fc.integer({ min: 0, max: 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), who, cents: fc.integer({ min: 50_000_00, max: 2_000_000_00 }), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), who, cents: fc.integer({ min: WITHDRAW_MIN_CENTS, max: 3_000_000_00 }), decision: fc.constantFrom('approve' as const, 'reject' as const, 'leave' as const) }),
  fc.record({ kind: fc.constant('transfer' as const), who, cents: fc.integer({ min: 1, max: 3_000_000_00 }) }),
  fc.record({ kind: fc.constant('round' as const), who, bet: fc.integer({ min: 1, max: 500_000_00 }), win: fc.integer({ min: 0, max: 1_000_000_00 }) }),
  fc.record({ kind: fc.constant('reward' as const), who, cents: fc.integer({ min: 1, max: 100_000_00 }) }),
  fc.record({ kind: fc.constant('rebate' as const), who }),
);

let db: Db;
let accountId: number;
let nodeId: string;
let run = 0;
const counts = { runs: 0, ops: 0, refused: 0 };

beforeAll(async () => {
  db = await openTestDb();
  const [account] = await db.query<{ id: string }>("select id::text from deposit_accounts where merchant_code = 'DEMO' and enabled and max_amount >= 2000000 order by id limit 1");
  accountId = Number(account!.id);
  const [node] = await db.query<{ node_id: string }>("select node_id from games where merchant_code = 'DEMO' and game_type = 'RNG' limit 1");
  nodeId = node!.node_id;
}, 180_000);
afterAll(() => db?.close());

/** Runs the operation; true when it went through, false when refused (a WpsError, the product's refusal). */
async function apply(o: Op, agentId: number, members: number[], cards: number[], model: Map<number, number>): Promise<boolean> {
  const memberId = members[o.who]!;
  const add = (id: number, cents: number) => model.set(id, model.get(id)! + cents);
  try {
    switch (o.kind) {
      case 'deposit': {
        const order = await createDeposit(db, { memberId, merchantCode: 'DEMO', accountId, amountCents: o.cents, payerName: 'Nguyen Van A', receiptImageId: null, idempotencyKey: `p${run}-${counts.ops}` });
        await settleDeposit(db, 'DEMO', order.id, o.approve ? 'approve' : 'reject');
        if (o.approve) add(memberId, o.cents);
        return true;
      }
      case 'withdraw': {
        const affordable = model.get(memberId)! >= o.cents && o.cents <= WITHDRAW_MAX_CENTS;
        const order = await createWithdrawal(db, { memberId, merchantCode: 'DEMO', bankCardId: cards[o.who]!, amountCents: o.cents, idempotencyKey: `p${run}-${counts.ops}` }).catch((e: unknown) => {
          expect(affordable, 'a withdrawal the balance covers was refused').toBe(false);
          throw e;
        });
        expect(affordable, 'a withdrawal beyond the balance was held').toBe(true);
        add(memberId, -o.cents);
        if (o.decision !== 'leave') await settleWithdrawal(db, 'DEMO', order.id, o.decision);
        if (o.decision === 'reject') add(memberId, o.cents);
        return true;
      }
      case 'transfer': {
        const affordable = model.get(agentId)! >= o.cents;
        await transferToDownline(db, agentId, memberId, o.cents).catch((e: unknown) => {
          expect(affordable, 'a transfer the agent covers was refused').toBe(false);
          throw e;
        });
        expect(affordable, 'a transfer beyond the agent balance went through').toBe(true);
        add(agentId, -o.cents);
        add(memberId, o.cents);
        return true;
      }
      case 'round': {
        const affordable = model.get(memberId)! >= o.bet;
        await settleRound(db, { memberId, merchantCode: 'DEMO', nodeId, betCents: o.bet, winCents: o.win, outcome: '{}' }).catch((e: unknown) => {
          expect(affordable).toBe(false);
          throw e;
        });
        expect(affordable).toBe(true);
        add(memberId, o.win - o.bet);
        return true;
      }
      case 'reward': {
        const [item] = await db.query<{ id: string }>(
          `insert into reward_items (merchant_code, member_id, source, source_ref, title_vi, title_en, amount)
           values ('DEMO', $1, 'promotion', $2, 'x', 'x', $3::bigint / 100.0) returning id::text`,
          [memberId, `prop:${run}:${counts.ops}`, o.cents],
        );
        // the same item claimed twice at once: paid once
        const claims = await Promise.allSettled([claimReward(db, 'DEMO', memberId, Number(item!.id)), claimReward(db, 'DEMO', memberId, Number(item!.id))]);
        expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
        add(memberId, o.cents);
        return true;
      }
      case 'rebate': {
        const paid = await Promise.allSettled([claimRebate(db, 'DEMO', memberId), claimRebate(db, 'DEMO', memberId)]);
        const ok = paid.filter((p): p is PromiseFulfilledResult<{ amount: number; balance: number }> => p.status === 'fulfilled');
        expect(ok.length).toBeLessThanOrEqual(1);
        if (ok.length === 0) throw (paid[0] as PromiseRejectedResult).reason;
        add(memberId, Math.round(ok[0]!.value.amount * 100));
        return true;
      }
    }
  } catch (error) {
    if (!(error instanceof WpsError)) throw error;
    return false;
  }
}

describe('the ledger under random sequences of money operations', () => {
  it(`keeps balance = sum of entries, never negative, equal to the model (${RUNS} sequences of up to 12)`, async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 5_000_000_00 }), async (ops, agentOpening) => {
      run += 1;
      counts.runs += 1;
      const agentId = (await createMember(db, { merchantCode: 'DEMO', username: `propag${run}`, passwordHash: 'x', type: 1, balance: agentOpening / 100 }))!;
      const members: number[] = [];
      const cards: number[] = [];
      for (const n of [0, 1]) {
        const id = (await createMember(db, { merchantCode: 'DEMO', username: `propm${run}x${n}`, passwordHash: 'x', type: 0, balance: 0, parentId: agentId }))!;
        const [card] = await db.query<{ id: string }>(
          "insert into bank_cards (member_id, bank_code, bank_name, card_number, holder_name) values ($1, 'TCB', 'Techcombank', $2, 'NGUYEN VAN A') returning id::text",
          [id, `9704${run}${n}0000`],
        );
        members.push(id);
        cards.push(Number(card!.id));
      }
      const model = new Map<number, number>([[agentId, agentOpening], [members[0]!, 0], [members[1]!, 0]]);
      for (const o of ops) {
        counts.ops += 1;
        if (!(await apply(o, agentId, members, cards, model))) counts.refused += 1;
      }
      for (const [id, cents] of model) {
        const balance = await readBalance(db, id);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(Math.round(balance * 100)).toBe(cents);
      }
      await expectLedgerBalanced(db);
    }), { numRuns: RUNS });
    console.info(`ledger property: ${counts.runs} sequences, ${counts.ops} operations, ${counts.refused} refused`);
    const negative = await db.query('select member_id from wallets where balance < 0');
    expect(negative).toEqual([]);
  }, 600_000);
});
