/**
 * The provider's callback route (docs/decisions/0071): forged, tampered,
 * old and replayed callbacks, callbacks for an unknown order, another
 * payment's reference or an order already settled, and amounts that
 * differ change nothing; a burst of concurrent duplicates credits once.
 * Runs on PGlite (unit) and PostgreSQL (server-pg).
 */
import { describe, expect, it } from 'vitest';
import { PAYMENT_PATHS } from '../../contract/payments';
import { createTestMember, type TestMember } from '../games/test-members';
import { suiteApp } from '../testing/suite-app';
import { paymentCallbacksCommand } from './ops';
import { PAYMENT_CALLBACK_PATH, type ProviderCallback } from './callbacks';
import { PAYMENT_SIGNATURE_HEADER, signCallbackBody } from './signature';

const SECRET = 'test-payment-callback-secret-0123456789abcdef';
const suite = suiteApp({ ledgerBalanced: true, config: { payments: { provider: 'sandbox', callbackSecret: SECRET, sandboxDelayMs: 60_000 } } });

let seq = 0;
const key = () => `pay-cb-${Date.now()}-${++seq}`;

interface Order { id: number; orderNo: string; ref: string; member: TestMember }

async function walletOrder(username: string, amount = 100_000): Promise<Order> {
  const member = await createTestMember(suite.db, username, 0);
  const made = (await suite.app.inject({
    method: 'POST', url: PAYMENT_PATHS.walletDeposit, headers: { merchant: 'DEMO', authorization: member.token },
    payload: { method: 'MOMO', amount, idempotencyKey: key() },
  })).json<{ value: { id: number; orderNo: string } }>().value;
  const [row] = await suite.db.query<{ provider_ref: string }>('select provider_ref from deposit_orders where id = $1', [made.id]);
  return { id: made.id, orderNo: made.orderNo, ref: row!.provider_ref, member };
}

const callbackOf = (order: Order, overrides: Partial<ProviderCallback> = {}): ProviderCallback => ({
  eventId: `evt-${order.ref}`, type: 'deposit', providerRef: order.ref, orderNo: order.orderNo, status: 'succeeded', amount: 100_000,
  cardValue: null, timestamp: Date.now(), ...overrides,
});

function send(body: string, signature: string | null = signCallbackBody(body, SECRET), provider = 'sandbox') {
  return suite.app.inject({
    method: 'POST', url: `${PAYMENT_CALLBACK_PATH}/${provider}`, payload: body,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [PAYMENT_SIGNATURE_HEADER]: signature }) },
  });
}
const outcome = (reply: { json: () => unknown }) => (reply.json() as { value: { outcome: string } }).value.outcome;

async function state(order: Order) {
  const [row] = await suite.db.query<{ status: string; cents: string; credits: string }>(
    `select o.status, (w.balance * 100)::bigint::text as cents,
            (select count(*)::text from ledger_entries e where e.reference = 'deposit_order:' || o.id and e.kind = 'deposit') as credits
       from deposit_orders o join wallets w on w.member_id = o.member_id where o.id = $1`, [order.id]);
  return { status: row!.status, balance: Number(row!.cents) / 100, credits: Number(row!.credits) };
}
const untouched = { status: 'pending', balance: 0, credits: 0 };

describe('provider callbacks', () => {
  it('refuse a forged, tampered, unsigned, old or future callback, and one for another provider; nothing is recorded', async () => {
    const order = await walletOrder('cb_forged');
    const body = JSON.stringify(callbackOf(order));
    expect((await send(body, signCallbackBody(body, `${SECRET}-not`))).statusCode).toBe(403);
    expect((await send(body, null)).statusCode).toBe(403);
    expect((await send(body, 'sha256=zz')).statusCode).toBe(403);
    expect((await send(body.replace('100000', '900000'), signCallbackBody(body, SECRET))).statusCode).toBe(403);
    expect((await send(JSON.stringify(callbackOf(order, { timestamp: Date.now() - 6 * 60_000 })))).statusCode).toBe(403);
    expect((await send(JSON.stringify(callbackOf(order, { timestamp: Date.now() + 6 * 60_000 })))).statusCode).toBe(403);
    expect((await send(body, signCallbackBody(body, SECRET), 'momo-direct')).statusCode).toBe(404);
    expect((await send('not json', signCallbackBody('not json', SECRET))).statusCode).toBe(400);
    expect((await send('{"eventId":"x"}', signCallbackBody('{"eventId":"x"}', SECRET))).statusCode).toBe(400);
    expect(await state(order)).toEqual(untouched);
    const [rows] = await suite.db.query<{ n: string }>('select count(*)::text as n from payment_callbacks where order_no = $1', [order.orderNo]);
    expect(rows!.n).toBe('0');
  });

  it('credit once: a replay of the same event is a duplicate, a second event for the settled order is ignored', async () => {
    const order = await walletOrder('cb_replay');
    const body = JSON.stringify(callbackOf(order));
    expect(outcome(await send(body))).toBe('applied');
    expect(await state(order)).toEqual({ status: 'approved', balance: 100_000, credits: 1 });
    expect(outcome(await send(body))).toBe('duplicate');
    expect(outcome(await send(JSON.stringify(callbackOf(order, { eventId: `again-${order.ref}` }))))).toBe('ignored');
    expect(outcome(await send(JSON.stringify(callbackOf(order, { eventId: `late-cancel-${order.ref}`, status: 'cancelled' }))))).toBe('ignored');
    expect(await state(order)).toEqual({ status: 'approved', balance: 100_000, credits: 1 });
    // the operator sees what changed nothing
    const listing = await paymentCallbacksCommand.run({ db: suite.db, merchantCode: 'DEMO', app: null }, null);
    expect(listing).toContain(`again-${order.ref}`);
    expect(listing).not.toContain(`evt-${order.ref}`);
  });

  it('change nothing for an unknown order, another payment\'s reference or another amount', async () => {
    const order = await walletOrder('cb_unknown');
    expect(outcome(await send(JSON.stringify(callbackOf(order, { eventId: 'u1', orderNo: 'D999999999999' }))))).toBe('ignored');
    expect(outcome(await send(JSON.stringify(callbackOf(order, { eventId: 'u2', providerRef: 'pay_someone_else' }))))).toBe('ignored');
    expect(outcome(await send(JSON.stringify(callbackOf(order, { eventId: 'u3', amount: 99_999 }))))).toBe('mismatch');
    expect(outcome(await send(JSON.stringify(callbackOf(order, { eventId: 'u4', type: 'payout' }))))).toBe('ignored');
    expect(await state(order)).toEqual(untouched);
    // the right one still credits
    expect(outcome(await send(JSON.stringify(callbackOf(order))))).toBe('applied');
    expect(await state(order)).toEqual({ status: 'approved', balance: 100_000, credits: 1 });
  });

  it('credit once under a burst of concurrent duplicates and competing events', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, (_, i) => walletOrder(`cb_burst_${i}`)));
    const calls = orders.flatMap((order) => {
      const same = JSON.stringify(callbackOf(order));
      return [
        ...Array.from({ length: 12 }, () => same),
        ...Array.from({ length: 4 }, (_, i) => JSON.stringify(callbackOf(order, { eventId: `rival-${i}-${order.ref}` }))),
        JSON.stringify(callbackOf(order, { eventId: `cancel-${order.ref}`, status: 'cancelled' })),
      ];
    });
    const answers = await Promise.all(calls.map((body) => send(body)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const outcomes = answers.map(outcome);
    // each order: exactly one event applied (a success, or the cancel if it came first), the rest changed nothing
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(orders.length);
    expect(outcomes.filter((o) => o === 'duplicate').length).toBeGreaterThanOrEqual(orders.length * 11);
    for (const order of orders) {
      const now = await state(order);
      expect(now.credits).toBe(now.status === 'approved' ? 1 : 0);
      expect(now.balance).toBe(now.status === 'approved' ? 100_000 : 0);
      expect(now.status).not.toBe('pending');
    }
  }, 60_000);
});
