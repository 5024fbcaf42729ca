/**
 * The bank's transfer notifications (docs/decisions/0061) through the real
 * route: 200 concurrent notifications mixing exact matches, repeats of the
 * same provider id, second transfers for an order already credited, wrong
 * signatures, near-miss amounts and memos that match nothing. Each order is
 * credited at most once, exactly the right ones are, the ledger stays
 * balanced. Runs on PGlite (unit) and PostgreSQL (server-pg).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { createTestMember } from '../games/test-members';
import { transferCommand, transfersCommand } from './ops';
import { closeTestApp, openTestApp, testApp } from '../testing/harness';
import { expectLedgerBalanced } from '../testing/ledger';
import { BANK_NOTIFY_PATH, BANK_SIGNATURE_HEADER, normalizeContent, signBankBody } from './bank-notify';
import { createDeposit } from './orders';

const SECRET = 'test-bank-notify-secret-0123456789abcdef';
const OPENING_CENTS = 1_000_00;

interface Order { id: number; memberId: number; memo: string; cents: number }

let db: Db;
let app: FastifyInstance;
let accountId: number;
let accountNumber: string;
let serial = 0;

function send(body: object, signature: string | null = signBankBody(JSON.stringify(body), SECRET), target = app) {
  const payload = JSON.stringify(body);
  return target.inject({
    method: 'POST', url: BANK_NOTIFY_PATH, payload,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { [BANK_SIGNATURE_HEADER]: signature }) },
  });
}

const notification = (providerId: string, cents: number, content: string, time: number | string = Date.now()) =>
  ({ id: providerId, accountNumber, amount: cents / 100, content, time });

async function newOrder(prefix: string): Promise<Order> {
  serial += 1;
  const member = await createTestMember(db, `${prefix}${serial}`, OPENING_CENTS / 100);
  const cents = (100_000 + serial * 1_000) * 100;
  const order = await createDeposit(db, {
    memberId: member.id, merchantCode: 'DEMO', accountId, amountCents: cents, payerName: 'Nguyen Van A', receiptImageId: null, idempotencyKey: `bank-notify-${serial}`,
  });
  return { id: order.id, memberId: member.id, memo: order.memo, cents };
}

async function statusOf(orderId: number) {
  const [row] = await db.query<{ status: string }>('select status from deposit_orders where id = $1', [orderId]);
  return row!.status;
}

async function depositEntries(orderId: number) {
  const [row] = await db.query<{ n: string }>("select count(*)::text as n from ledger_entries where reference = $1 and kind = 'deposit'", [`deposit_order:${orderId}`]);
  return Number(row!.n);
}

beforeAll(async () => {
  ({ db, app } = await openTestApp({ bankNotifySecret: SECRET }));
  const [account] = await db.query<{ id: string; account_number: string }>("select id::text, account_number from deposit_accounts where merchant_code = 'DEMO' and bank_code = 'VCB'");
  accountId = Number(account!.id);
  accountNumber = account!.account_number;
}, 60_000);
afterAll(() => closeTestApp(db, app));

describe('bank transfer notifications', () => {
  it('memos are WPS + order number, only A–Z and 0–9, at most 25 characters', async () => {
    const order = await newOrder('memo_');
    expect(order.memo).toMatch(/^WPSD\d{12,}$/);
    expect(order.memo.length).toBeLessThanOrEqual(25);
    expect(normalizeContent(`ck ${order.memo.toLowerCase()} - FT123`)).toContain(order.memo);
  });

  it('is off without BANK_NOTIFY_SECRET (404), refuses a missing or wrong signature and an old timestamp (403)', async () => {
    const order = await newOrder('refuse_');
    const off = await testApp(db, { bankNotifySecret: null });
    try {
      expect((await send(notification('off-1', order.cents, order.memo), undefined, off)).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    expect((await send(notification('nosig-1', order.cents, order.memo), null)).statusCode).toBe(403);
    expect((await send(notification('badsig-1', order.cents, order.memo), signBankBody('other body', SECRET))).statusCode).toBe(403);
    expect((await send(notification('oldsig-1', order.cents, order.memo), signBankBody(JSON.stringify(notification('oldsig-1', order.cents, order.memo)), 'wrong-secret'))).statusCode).toBe(403);
    expect((await send(notification('stale-1', order.cents, order.memo, Date.now() - 6 * 60_000))).statusCode).toBe(403);
    expect(await statusOf(order.id)).toBe('pending');
    const [rows] = await db.query<{ n: string }>("select count(*)::text as n from bank_transfers where provider_id in ('off-1', 'nosig-1', 'badsig-1', 'oldsig-1', 'stale-1')");
    expect(rows!.n).toBe('0');
  });

  it('credits the order whose memo the content carries, once, with an inbox message', async () => {
    const order = await newOrder('credit_');
    const body = notification('credit-1', order.cents, `NGUYEN VAN A chuyen tien ${order.memo} FT26112512345`, new Date().toISOString());
    const first = await send(body);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({ outcome: 'credited' });
    expect((await send(body)).json().value).toEqual({ outcome: 'duplicate' });
    expect(await statusOf(order.id)).toBe('approved');
    expect(await depositEntries(order.id)).toBe(1);
    const [inbox] = await db.query<{ n: string }>('select count(*)::text as n from inbox_messages where member_id = $1', [order.memberId]);
    expect(inbox!.n).toBe('1');
  });

  it('keeps a near-miss amount unmatched; the operator lists it and assigns it, crediting what arrived', async () => {
    const order = await newOrder('assign_');
    const answer = await send(notification('assign-1', order.cents - 1_000_00, `${order.memo}`));
    expect(answer.json().value).toEqual({ outcome: 'unmatched' });
    expect(await statusOf(order.id)).toBe('pending');
    const context = { db, merchantCode: 'DEMO', app: null };
    const listing = await transfersCommand.run(context, null);
    expect(listing).toContain('assign-1');
    const [transfer] = await db.query<{ id: string }>("select id::text from bank_transfers where provider_id = 'assign-1'");
    const done = await transferCommand.run(context, transferCommand.parse(['assign', transfer!.id, String(order.id)], {}));
    expect(done).toContain('approved');
    expect(await statusOf(order.id)).toBe('approved');
    const [credit] = await db.query<{ c: string }>("select (amount * 100)::bigint::text as c from ledger_entries where reference = $1 and kind = 'deposit'", [`deposit_order:${order.id}`]);
    expect(Number(credit!.c)).toBe(order.cents - 1_000_00);
    await expect(transferCommand.run(context, { id: Number(transfer!.id), orderId: order.id })).rejects.toThrow(/not an unmatched transfer/);
    await expectLedgerBalanced(db);
  });

  it('200 concurrent notifications: each order credited at most once, exactly the matching ones, ledger balanced', async () => {
    const exact = await Promise.all(Array.from({ length: 40 }, () => newOrder('conc_exact_')));
    const nearMiss = await Promise.all(Array.from({ length: 20 }, () => newOrder('conc_near_')));
    const badSigOnly = await Promise.all(Array.from({ length: 10 }, () => newOrder('conc_sig_')));
    const run = `r${Date.now()}`;
    const calls: { body: object; signature?: string | null; expect: number }[] = [];
    for (const o of exact) {
      const body = notification(`${run}-exact-${o.id}`, o.cents, `chuyen khoan ${o.memo}`);
      calls.push({ body, expect: 200 }, { body, expect: 200 }, { body, expect: 200 }); // the provider retries: same id three times
    }
    for (const o of exact.slice(0, 10)) calls.push({ body: notification(`${run}-second-${o.id}`, o.cents, o.memo), expect: 200 }); // real second transfer
    for (const o of nearMiss) calls.push({ body: notification(`${run}-near-${o.id}`, o.cents + 1_00, o.memo), expect: 200 });
    for (const o of badSigOnly) {
      const body = notification(`${run}-sig-${o.id}`, o.cents, o.memo);
      calls.push({ body, signature: signBankBody(JSON.stringify(body), `${SECRET}x`), expect: 403 }, { body, signature: null, expect: 403 });
      calls.push({ body: { ...body, amount: body.amount + 1 }, signature: signBankBody(JSON.stringify(body), SECRET), expect: 403 }); // body changed after signing
    }
    for (let i = 0; calls.length < 200; i++) calls.push({ body: notification(`${run}-none-${i}`, 500_000_00, `WPSD000000${i} tra no`), expect: 200 });
    expect(calls).toHaveLength(200);
    // shuffled, all at once
    calls.sort(() => Math.random() - 0.5);
    const started = performance.now();
    const answers = await Promise.all(calls.map((c) => send(c.body, c.signature)));
    const ms = performance.now() - started;
    answers.forEach((a, i) => expect(a.statusCode, JSON.stringify(calls[i]!.body)).toBe(calls[i]!.expect));
    const outcomes = answers.filter((a) => a.statusCode === 200).map((a) => a.json<{ value: { outcome: string } }>().value.outcome);
    const count = (what: string) => outcomes.filter((o) => o === what).length;
    expect(count('credited')).toBe(40);
    expect(count('duplicate')).toBe(80);
    expect(count('unmatched')).toBe(10 + 20 + (200 - 120 - 10 - 20 - 30));

    for (const o of exact) {
      expect(await statusOf(o.id)).toBe('approved');
      expect(await depositEntries(o.id)).toBe(1);
    }
    for (const o of [...nearMiss, ...badSigOnly]) {
      expect(await statusOf(o.id)).toBe('pending');
      expect(await depositEntries(o.id)).toBe(0);
    }
    const members = [...exact, ...nearMiss, ...badSigOnly];
    for (const o of members) {
      const [w] = await db.query<{ c: string }>('select (balance * 100)::bigint::text as c from wallets where member_id = $1', [o.memberId]);
      expect(Number(w!.c)).toBe(OPENING_CENTS + (exact.includes(o) ? o.cents : 0));
    }
    const [sigRows] = await db.query<{ n: string }>('select count(*)::text as n from bank_transfers where provider_id like $1', [`${run}-sig-%`]);
    expect(sigRows!.n).toBe('0');
    const [matched] = await db.query<{ n: string }>("select count(*)::text as n from bank_transfers where provider_id like $1 and status = 'matched'", [`${run}-%`]);
    expect(matched!.n).toBe('40');
    await expectLedgerBalanced(db);
    console.info(`[bank notify concurrency] 200 notifications at once: ${ms.toFixed(0)} ms; ${JSON.stringify({ credited: count('credited'), duplicate: count('duplicate'), unmatched: count('unmatched'), refused: answers.length - outcomes.length })}`);
  }, 120_000);
});
