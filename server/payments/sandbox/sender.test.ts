/**
 * The sandbox's sender between passes (./delivery.ts sandboxSender): it asks
 * the database only when something is due, is woken by this app's own
 * sandbox writes, finds another process's writes at its re-check, and closes
 * a pay page when it lapses. The sender's clock is the test's (`t`); the
 * database's is real, so rows are written with due times already reached.
 * Runs on PGlite (server) and PostgreSQL (server-pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY } from '../../../contract/payments';
import type { Db } from '../../db/db';
import { openTestDb, testConfig } from '../../testing/harness';
import { SANDBOX_EXPIRY_RECHECK_MS, SANDBOX_RECHECK_MS, sandboxSender } from './delivery';
import { sandboxProvider, SANDBOX_SESSION_MINUTES } from './sandbox-provider';
import { onSandboxWork } from './wake';

let db: Db;
let statements = 0;
/** The suite's database, counting what the sender asks of it. */
let counted: Db;
beforeAll(async () => {
  db = await openTestDb();
  counted = {
    ...db,
    query: (sql, params) => {
      statements += 1;
      return db.query(sql, params);
    },
  } as Db;
}, 60_000);
afterAll(() => db?.close());

const config = testConfig({ payments: { provider: 'sandbox', sandboxDelayMs: 0, callbackSecret: 'sender-test-secret' } });
const attempts = async (ref: string) =>
  Number((await db.query<{ n: number }>('select callback_attempts as n from sandbox_payments where ref = $1', [ref]))[0]?.n);
const statusOf = async (ref: string) => (await db.query<{ status: string }>('select status from sandbox_payments where ref = $1', [ref]))[0]?.status;
/** A card row as another server process writes it: due at once, no wake here. */
const foreignCard = async (ref: string) => {
  await db.query(
    `insert into sandbox_payments (ref, kind, method, merchant_code, order_no, amount, card_value, status, callback_due_at)
     values ($1, 'card', 'CARD', 'DEMO', $1, 10000, 10000, 'succeeded', now())`,
    [ref],
  );
};
const statementsOf = async (pass: () => Promise<void>) => {
  const before = statements;
  await pass();
  return statements - before;
};

describe('sandbox sender', () => {
  it('asks the database nothing between its re-checks while nothing is due', async () => {
    let t = 0;
    const sender = sandboxSender({ db: counted, config }, () => t);
    // first pass: lapsed pages, due callbacks, the next due time
    expect(await statementsOf(() => sender.pass())).toBe(3);
    for (t = 500; t < SANDBOX_RECHECK_MS; t += 500) expect(await statementsOf(() => sender.pass())).toBe(0);
    t = SANDBOX_RECHECK_MS;
    expect(await statementsOf(() => sender.pass())).toBe(2);
    t = SANDBOX_EXPIRY_RECHECK_MS;
    expect(await statementsOf(() => sender.pass())).toBe(3);
  });

  it("sends at once what this app's sandbox wrote (it wakes the sender), and what another process wrote at the re-check", async () => {
    let t = 0;
    const sender = sandboxSender({ db, config }, () => t);
    const forget = onSandboxWork(db, () => sender.wake());
    try {
      await sender.pass();
      const provider = sandboxProvider(db, { secret: 'sender-test-secret', delayMs: 0 });
      const { ref } = await provider.submitCard({ merchantCode: 'DEMO', orderNo: 'sender-card-1', telco: 'VIETTEL', serial: '10000000001', pin: '123456789012', faceValueCents: 1_000_000, gateway: GATEWAY.MOBILE });
      t = 1;
      await sender.pass();
      // tried (the order is unknown to the merchant side here, so it stays undelivered: a try is what is checked)
      expect(await attempts(ref)).toBe(1);

      await foreignCard('sender-foreign-1');
      t = 2;
      await sender.pass();
      expect(await attempts('sender-foreign-1')).toBe(0);
      t = 2 + SANDBOX_RECHECK_MS;
      await sender.pass();
      expect(await attempts('sender-foreign-1')).toBe(1);
    } finally {
      forget();
    }
  });

  it('closes a pay page when it lapses, not a re-check later, and sends its callback in the same pass', async () => {
    await db.query("update sandbox_payments set status = 'failed' where status = 'open'");
    await db.query(
      `insert into sandbox_payments (ref, kind, method, merchant_code, order_no, amount, status, created_at)
       values ('sender-page-soon', 'wallet', 'MOMO', 'DEMO', 'sender-page-soon', 10000, 'open', now() - ($1::int * interval '1 minute') + interval '2 seconds')`,
      [SANDBOX_SESSION_MINUTES],
    );
    let t = 0;
    const sender = sandboxSender({ db, config }, () => t);
    await sender.pass();
    const wait = sender.dueIn().expiry;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2_000);

    // a page opened elsewhere, lapsed already: closed when the sender next looks, at the soon page's time
    await db.query(
      `insert into sandbox_payments (ref, kind, method, merchant_code, order_no, amount, status, created_at)
       values ('sender-page-lapsed', 'wallet', 'ZALOPAY', 'DEMO', 'sender-page-lapsed', 10000, 'open', now() - ($1::int * interval '1 minute') - interval '1 minute')`,
      [SANDBOX_SESSION_MINUTES],
    );
    t = wait - 1;
    await sender.pass();
    expect(await statusOf('sender-page-lapsed')).toBe('open');
    t = wait;
    await sender.pass();
    expect(await statusOf('sender-page-lapsed')).toBe('expired');
    expect(await attempts('sender-page-lapsed')).toBe(1);
  });
});
