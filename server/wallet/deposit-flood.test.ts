/**
 * Security review M5: one member created 250 deposit orders in under two
 * seconds, and the operator's list (oldest 200) no longer showed a real
 * member's deposit made afterwards. Through the real app and the ops command.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_PENDING_MAX, WALLET_ERROR_CODES, WALLET_PATHS } from '../../contract/wallet';
import type { Db } from '../db/db';
import { createTestMember, type TestMember } from '../games/test-members';
import { depositCommand, depositsCommand } from './ops';
import { closeTestApp, openTestApp } from '../testing/harness';

describe('deposit orders per member and the operator list', () => {
  let db: Db;
  let app: FastifyInstance;
  let accountId: number;

  beforeAll(async () => {
    ({ db, app } = await openTestApp());
    const [account] = await db.query<{ id: string }>("select id::text from deposit_accounts where merchant_code = 'DEMO' and enabled order by sort limit 1");
    accountId = Number(account!.id);
  });
  afterAll(() => closeTestApp(db, app));

  const deposit = async (m: TestMember, key: string, amount = 100_000) =>
    (await app.inject({
      method: 'POST', url: WALLET_PATHS.deposit, headers: { merchant: 'DEMO', authorization: m.token },
      payload: { accountId, amount, payerName: 'Nguyen Van A', receiptImageId: null, idempotencyKey: key },
    })).json<{ success: boolean; errorCode: string | null; value: { id: number; orderNo: string; max?: number } }>();
  const ops = (command: typeof depositsCommand, words: string[] = [], options: Record<string, string> = {}) =>
    command.run({ db, merchantCode: 'DEMO', app: null }, command.parse(words, options));

  it(`a burst of orders leaves exactly ${DEPOSIT_PENDING_MAX} pending; the rest are refused with the translated code`, async () => {
    const m = await createTestMember(db, 'flood_a', 0);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => deposit(m, `burst-key-${i}`)));
    const accepted = answers.filter((a) => a.success);
    expect(accepted).toHaveLength(DEPOSIT_PENDING_MAX);
    for (const refused of answers.filter((a) => !a.success)) {
      expect(refused).toMatchObject({ errorCode: WALLET_ERROR_CODES.depositPendingLimit, value: { max: DEPOSIT_PENDING_MAX } });
    }
    // A repeated submit of an accepted order still answers it; a settled order frees a place.
    const first = accepted[0]!.value;
    const repeatKey = `burst-key-${answers.indexOf(accepted[0]!)}`;
    expect((await deposit(m, repeatKey)).value.id).toBe(first.id);
    expect((await deposit(m, 'after-limit-key')).errorCode).toBe(WALLET_ERROR_CODES.depositPendingLimit);
    await ops(depositCommand, ['reject', String(first.id)]);
    expect((await deposit(m, 'after-reject-key')).success).toBe(true);
  });

  it('the operator list is newest first and pages, so old floods cannot hide a new deposit', async () => {
    const flooder = await createTestMember(db, 'flood_b', 0);
    // An old flood (as before the cap): 250 pending orders written straight to the table.
    await db.query(
      `insert into deposit_orders (order_no, member_id, merchant_code, account_id, amount, payer_name, idempotency_key, created_at)
       select 'DFLOOD' || lpad(g::text, 6, '0'), $1, 'DEMO', $2, 50000, 'flood', 'flood-' || g, now() - interval '2 days'
         from generate_series(1, 250) g`,
      [flooder.id, accountId],
    );
    const real = await createTestMember(db, 'flood_real', 0);
    const order = (await deposit(real, 'real-key-1', 777_777)).value;

    const firstPage = await ops(depositsCommand);
    const lines = firstPage.split('\n');
    expect(lines[0]).toMatch(/pending deposits, newest first: page 1 of \d+ \(\d+ in all/);
    expect(lines[1]).toContain(order.orderNo);
    expect(lines[1]).toContain('777,777.00');
    expect(lines).toHaveLength(1 + 50);

    const mine = await ops(depositsCommand, [], { member: 'FLOOD_REAL' });
    expect(mine.split('\n')).toHaveLength(2);
    const today = new Date(Date.now() - 60_000).toISOString().slice(0, 10);
    expect(await ops(depositsCommand, [], { member: 'flood_b', since: today })).toBe('no pending deposits of flood_b');
    const paged = await ops(depositsCommand, [], { member: 'flood_b', page: '3', limit: '100' });
    expect(paged.split('\n')).toHaveLength(1 + 50);
    expect(paged).toContain('page 3 of 3 (250 in all');
    expect(await ops(depositsCommand, [], { status: 'rejected', member: 'flood_a' })).toMatch(/rejected deposits of flood_a.*\n.*rejected/);
    expect(() => depositsCommand.parse([], { status: 'lost' })).toThrow(/--status/);
    expect(() => depositsCommand.parse([], { limit: '0' })).toThrow(/--limit/);
  });
});
