/**
 * Deposits and payouts through the sandbox provider, end to end on the
 * server (docs/decisions/0071): the methods on offer and an operator's
 * switch (hidden and refused), an e-wallet payment on the hosted page, a
 * scratch card worth less than declared (credited its real value less the
 * telco's fee, and told so), a card that is invalid or sent twice, the PIN
 * kept nowhere, and withdrawals paid out by the provider's callback. Runs on
 * PGlite (unit) and PostgreSQL (server-pg).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PAYMENT_ERROR_CODES, PAYMENT_PATHS, paymentMethodsValueSchema } from '../../contract/payments';
import { WALLET_ERROR_CODES, WALLET_PATHS, depositOrderSchema } from '../../contract/wallet';
import { createTestMember, type TestMember } from '../games/test-members';
import { sendEncrypted } from '../routes/auth-test-helpers';
import { testConfig } from '../testing/harness';
import { suiteApp } from '../testing/suite-app';
import { createWithdrawal } from '../wallet/orders';
import { depositCommand, withdrawalCommand } from '../wallet/ops';
import { paymentCallbacksCommand, paymentMethodCommand, paymentMethodsCommand, paymentTelcoCommand, payoutCommand } from './ops';
import { deliverDueSandboxCallbacks } from './sandbox/delivery';
import { SANDBOX_PAY_PATH } from './sandbox/sandbox-provider';

const logLines: string[] = [];
// No delay: the sandbox's outcomes are due at once, and the test delivers them itself (no timer runs).
const CONFIG = { payments: { provider: 'sandbox', sandboxDelayMs: 0 }, logger: true, logStream: { write: (line: string) => void logLines.push(line) } } as const;
const suite = suiteApp({ ledgerBalanced: true, config: CONFIG });

const headers = (m: TestMember) => ({ merchant: 'DEMO', authorization: m.token, origin: 'https://app.example.com' });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { success: boolean; errorCode: string | null; value: any };

const get = async (m: TestMember | null, url: string): Promise<Reply> =>
  (await suite.app.inject({ method: 'GET', url, headers: m ? headers(m) : { merchant: 'DEMO' } })).json();
const post = async (m: TestMember, url: string, payload: object): Promise<Reply> =>
  (await suite.app.inject({ method: 'POST', url, headers: headers(m), payload })).json();
const card = async (m: TestMember, payload: object): Promise<Reply> =>
  (await sendEncrypted(suite.app, 'POST', PAYMENT_PATHS.cardDeposit, payload, headers(m))).json();
const ops = (command: { parse: (w: string[], o: Record<string, string>) => unknown; run: (c: never, p: never) => Promise<string> }, words: string[], options: Record<string, string> = {}) =>
  command.run({ db: suite.db, merchantCode: 'DEMO', app: { db: suite.db, config: testConfig(CONFIG) } } as never, command.parse(words, options) as never);
const deliver = () => deliverDueSandboxCallbacks({ db: suite.db, config: testConfig(CONFIG) });

let seq = 0;
const key = () => `pay-flow-${Date.now()}-${++seq}`;
const balance = async (m: TestMember) => (await get(m, WALLET_PATHS.balance)).value.sumBalance as number;
const inbox = (m: TestMember) => suite.db.query<{ title: string; body: string }>(
  'select title_vi as title, body_vi as body from inbox_messages where member_id = $1 order by id', [m.id]);
const entries = (orderId: number) => suite.db.query<{ cents: string }>(
  "select (amount * 100)::bigint::text as cents from ledger_entries where reference = $1 and kind = 'deposit'", [`deposit_order:${orderId}`]);

describe('deposit methods', () => {
  it('offers what is on, with limits and fees; a method switched off is hidden and refused, the bank transfer too', async () => {
    const m = await createTestMember(suite.db, 'pay_methods', 0);
    const before = v.parse(paymentMethodsValueSchema, (await get(null, PAYMENT_PATHS.methods)).value);
    expect(before.methods.map((x) => x.method)).toEqual(['BANK', 'MOMO', 'ZALOPAY', 'CARD']);
    expect(before.telcos).toContainEqual({ telco: 'VIETTEL', feePercent: 20 });
    expect(before.faceValues).toEqual([10_000, 20_000, 30_000, 50_000, 100_000, 200_000, 300_000, 500_000, 1_000_000]);

    expect(await ops(paymentMethodCommand, ['off', 'momo'])).toContain('MOMO off');
    expect(await ops(paymentMethodCommand, ['off', 'bank'])).toContain('BANK off');
    try {
      const after = (await get(null, PAYMENT_PATHS.methods)).value;
      expect(after.methods.map((x: { method: string }) => x.method)).toEqual(['ZALOPAY', 'CARD']);
      const refused = await post(m, PAYMENT_PATHS.walletDeposit, { method: 'MOMO', amount: 100_000, idempotencyKey: key() });
      expect(refused).toMatchObject({ success: false, errorCode: PAYMENT_ERROR_CODES.methodOff });
      expect((await get(m, WALLET_PATHS.depositAccounts)).value.accounts).toEqual([]);
      const bank = await post(m, WALLET_PATHS.deposit, { accountId: 1, amount: 100_000, payerName: 'A', idempotencyKey: key() });
      expect(bank).toMatchObject({ success: false, errorCode: PAYMENT_ERROR_CODES.methodOff });
      expect(await ops(paymentMethodsCommand, [])).toMatch(/MOMO\s+off/);
    } finally {
      await ops(paymentMethodCommand, ['on', 'momo']);
      await ops(paymentMethodCommand, ['on', 'bank']);
    }
    const [orders] = await suite.db.query<{ n: string }>('select count(*)::text as n from deposit_orders where member_id = $1', [m.id]);
    expect(orders!.n).toBe('0');
  });

  it('applies the limits and fees the operator sets; a telco switched off is refused', async () => {
    const m = await createTestMember(suite.db, 'pay_limits', 0);
    await ops(paymentMethodCommand, ['set', 'zalopay'], { min: '20000', max: '500000', fee: '1.5' });
    await ops(paymentTelcoCommand, ['off', 'mobifone']);
    try {
      const offer = (await get(null, PAYMENT_PATHS.methods)).value;
      expect(offer.methods).toContainEqual({ method: 'ZALOPAY', minAmount: 20_000, maxAmount: 500_000, feePercent: 1.5 });
      expect(offer.telcos.map((t: { telco: string }) => t.telco)).not.toContain('MOBIFONE');
      const low = await post(m, PAYMENT_PATHS.walletDeposit, { method: 'ZALOPAY', amount: 10_000, idempotencyKey: key() });
      expect(low).toMatchObject({ success: false, errorCode: WALLET_ERROR_CODES.amountLimit, value: { min: 20_000, max: 500_000 } });
      const made = await post(m, PAYMENT_PATHS.walletDeposit, { method: 'ZALOPAY', amount: 200_000, idempotencyKey: key() });
      // what is credited is the payment less 1.5 %
      expect(made.value).toMatchObject({ amount: 197_000, payment: { method: 'ZALOPAY', payAmount: 200_000, fee: 3_000, feePercent: 1.5 } });
      const telcoOff = await card(m, { telco: 'MOBIFONE', faceValue: 100_000, serial: '123456789012345', pin: '123456789012', idempotencyKey: key() });
      expect(telcoOff).toMatchObject({ success: false, errorCode: PAYMENT_ERROR_CODES.methodOff });
      const face = await card(m, { telco: 'VIETTEL', faceValue: 40_000, serial: '12345678901', pin: '1234567890123', idempotencyKey: key() });
      expect(face).toMatchObject({ success: false, errorCode: PAYMENT_ERROR_CODES.faceValue });
    } finally {
      await ops(paymentMethodCommand, ['set', 'zalopay'], { min: '10000', max: '20000000', fee: '0' });
      await ops(paymentTelcoCommand, ['on', 'mobifone']);
    }
  });
});

describe('an e-wallet payment on the sandbox pay page', () => {
  it('shows the page in both languages; Confirm pays, the callback credits once; the member is told', async () => {
    const m = await createTestMember(suite.db, 'pay_momo', 50_000);
    const idempotencyKey = key();
    const made = await post(m, PAYMENT_PATHS.walletDeposit, { method: 'MOMO', amount: 150_000, idempotencyKey });
    const order = v.parse(depositOrderSchema, made.value);
    expect(order).toMatchObject({ status: 'pending', accountId: null, payment: { method: 'MOMO', payAmount: 150_000, fee: 0 } });
    // the same key answers the same order and the same page
    expect((await post(m, PAYMENT_PATHS.walletDeposit, { method: 'MOMO', amount: 150_000, idempotencyKey })).value.payment.payUrl).toBe(order.payment!.payUrl);
    const url = new URL(order.payment!.payUrl!);
    expect(url.pathname.startsWith(`${SANDBOX_PAY_PATH}/pay_`)).toBe(true);

    const vi = await suite.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(vi.statusCode).toBe(200);
    expect(vi.headers['cache-control']).toBe('no-store');
    expect(vi.body).toContain('Xác nhận thanh toán');
    expect(vi.body).toMatch(/150\.000(?![,\d])/);
    expect(vi.body).toContain(order.orderNo);
    const en = await suite.app.inject({ method: 'GET', url: `${url.pathname}?lang=en` });
    expect(en.body).toContain('Confirm payment');
    expect(en.body).toMatch(/150,000(?![.\d])/);

    const confirm = await suite.app.inject({ method: 'POST', url: `${url.pathname}?lang=vi`, payload: 'action=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(confirm.statusCode).toBe(303);
    // nothing is credited before the provider's callback arrives
    expect(await balance(m)).toBe(50_000);
    expect(await deliver()).toBeGreaterThanOrEqual(1);
    expect(await balance(m)).toBe(200_000);
    const shown = await suite.app.inject({ method: 'GET', url: `${url.pathname}?lang=vi` });
    expect(shown.body).toContain('Thanh toán thành công');
    expect(shown.body).toContain('href="https://app.example.com/m/voucherCenter"');
    // a late Cancel on the same page changes nothing
    await suite.app.inject({ method: 'POST', url: url.pathname, payload: 'action=cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    await deliver();
    const now = (await get(m, `${WALLET_PATHS.depositOrder}?id=${order.id}`)).value;
    expect(now).toMatchObject({ status: 'approved', amount: 150_000, payment: { payUrl: null, failure: null } });
    expect(await entries(order.id)).toEqual([{ cents: '15000000' }]);
    expect((await inbox(m)).map((x) => x.title)).toEqual(['Nạp tiền thành công']);
  });

  it('Cancel closes the order unpaid, silently; an unknown page is a 404', async () => {
    const m = await createTestMember(suite.db, 'pay_zalo_cancel', 0);
    const made = await post(m, PAYMENT_PATHS.walletDeposit, { method: 'ZALOPAY', amount: 100_000, idempotencyKey: key() });
    const path = new URL(made.value.payment.payUrl as string).pathname;
    expect((await suite.app.inject({ method: 'POST', url: path, payload: 'action=cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(303);
    await deliver();
    expect((await get(m, `${WALLET_PATHS.depositOrder}?id=${made.value.id}`)).value).toMatchObject({ status: 'rejected', payment: { failure: 'cancelled' } });
    expect(await balance(m)).toBe(0);
    expect(await inbox(m)).toEqual([]);
    expect((await suite.app.inject({ method: 'GET', url: `${SANDBOX_PAY_PATH}/pay_nothing` })).statusCode).toBe(404);
  });
});

describe('scratch cards', () => {
  it('a card worth less than declared credits its real value less the telco fee, and says so; the PIN is kept nowhere', async () => {
    const m = await createTestMember(suite.db, 'pay_card_low', 10_000);
    const pin = '918273645546372';
    // the sandbox reads the real value from the serial's last 4 digits: ...0050 is a 50,000 card
    const made = await card(m, { telco: 'VIETTEL', faceValue: 100_000, serial: '10000000000050', pin, idempotencyKey: key() });
    expect(made.value).toMatchObject({ status: 'pending', amount: 80_000, bankName: 'Viettel',
      payment: { method: 'CARD', payAmount: 100_000, feePercent: 20, fee: 20_000, telco: 'VIETTEL', serialTail: '0050', realValue: null } });
    expect(await deliver()).toBe(1);
    const settled = (await get(m, `${WALLET_PATHS.depositOrder}?id=${made.value.id}`)).value;
    expect(settled).toMatchObject({ status: 'approved', amount: 40_000, payment: { realValue: 50_000, fee: 10_000, payAmount: 100_000 } });
    expect(await balance(m)).toBe(50_000);
    expect(await entries(made.value.id)).toEqual([{ cents: '4000000' }]);
    const [told] = await inbox(m);
    expect(told).toEqual({
      title: 'Nạp thẻ cào thành công',
      body: 'Thẻ Viettel khai báo 100.000\u00a0₫ có giá trị thực 50.000\u00a0₫. Phí nhà mạng 20% (10.000\u00a0₫); 40.000\u00a0₫ đã được cộng vào ví của bạn.',
    });
    // the records list says the same
    const records = (await get(m, WALLET_PATHS.depositRecords)).value.list;
    expect(records[0]).toMatchObject({ amount: 40_000, payment: { realValue: 50_000, fee: 10_000 } });

    // the same card again is refused, not paid twice
    const again = await card(m, { telco: 'VIETTEL', faceValue: 50_000, serial: '10000000000050', pin, idempotencyKey: key() });
    expect(again).toMatchObject({ success: false, errorCode: PAYMENT_ERROR_CODES.cardUsed });

    // the PIN is in no table of either side, nor in any log line
    const dump = await suite.db.query<{ row: string }>(
      `select row_to_json(d)::text as row from deposit_orders d where member_id = $1
       union all select row_to_json(s)::text from sandbox_payments s
       union all select row_to_json(c)::text from payment_callbacks c`, [m.id]);
    expect(dump.length).toBeGreaterThan(2);
    expect(dump.filter((r) => r.row.includes(pin))).toEqual([]);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(pin))).toEqual([]);
    // the operator cannot credit a card by hand (its value is the provider's to say)
    const pending = await card(m, { telco: 'VINAPHONE', faceValue: 20_000, serial: '22222222221234', pin: '22222222222222', idempotencyKey: key() });
    await expect(ops(depositCommand, ['approve', String(pending.value.id)])).rejects.toThrow(/only the provider's callback/);
    await deliver();
    expect((await get(m, `${WALLET_PATHS.depositOrder}?id=${pending.value.id}`)).value).toMatchObject({ status: 'approved', amount: 16_000 });
  });

  it('an invalid card is refused with nothing credited, and the member told', async () => {
    const m = await createTestMember(suite.db, 'pay_card_bad', 0);
    const made = await card(m, { telco: 'MOBIFONE', faceValue: 200_000, serial: '123456789010000', pin: '123456789012', idempotencyKey: key() });
    await deliver();
    expect((await get(m, `${WALLET_PATHS.depositOrder}?id=${made.value.id}`)).value).toMatchObject({ status: 'rejected', payment: { failure: 'card_invalid', realValue: 0 } });
    expect(await balance(m)).toBe(0);
    expect((await inbox(m)).map((x) => x.title)).toEqual(['Thẻ cào không hợp lệ']);
  });
});

describe('payouts through the provider', () => {
  async function withdrawal(username: string, cardNumber: string): Promise<{ m: TestMember; id: number }> {
    const m = await createTestMember(suite.db, username, 1_000_000);
    const [bankCard] = await suite.db.query<{ id: string }>(
      "insert into bank_cards (member_id, bank_code, bank_name, card_number, holder_name) values ($1, 'VCB', 'Vietcombank', $2, 'NGUYEN VAN A') returning id::text",
      [m.id, cardNumber]);
    const order = await createWithdrawal(suite.db, { memberId: m.id, merchantCode: 'DEMO', bankCardId: Number(bankCard!.id), amountCents: 300_000_00, idempotencyKey: key() });
    return { m, id: order.id };
  }
  const status = async (id: number) => (await suite.db.query<{ status: string }>('select status from withdrawal_orders where id = $1', [id]))[0]!.status;

  it('pays a withdrawal out by the callback; a refused payout releases the hold; neither twice', async () => {
    const paid = await withdrawal('pay_out_ok', '0071001112223');
    const failed = await withdrawal('pay_out_bad', '0071009990000');
    expect(await balance(paid.m)).toBe(700_000);
    expect(await ops(payoutCommand, [String(paid.id)])).toContain('sent to the sandbox provider');
    expect(await ops(payoutCommand, [String(failed.id)])).toContain('sent to the sandbox provider');
    await expect(ops(payoutCommand, [String(paid.id)])).rejects.toThrow(/already sent/);
    expect(await status(paid.id)).toBe('pending');
    expect(await deliver()).toBe(2);
    expect(await status(paid.id)).toBe('paid');
    expect(await status(failed.id)).toBe('rejected');
    expect(await balance(paid.m)).toBe(700_000);
    expect(await balance(failed.m)).toBe(1_000_000);
    expect((await inbox(paid.m)).map((x) => x.title)).toEqual(['Rút tiền thành công']);
    expect((await inbox(failed.m)).map((x) => x.title)).toEqual(['Rút tiền bị từ chối']);
    // settled: the operator's approve is refused, and the provider's repeat changes nothing
    await expect(ops(withdrawalCommand, ['approve', String(paid.id)])).rejects.toThrow(/not a pending order/);
    await suite.db.query('update sandbox_payments set delivered_at = null, callback_due_at = now() where order_no in (select order_no from withdrawal_orders where id = any($1))', [[paid.id, failed.id]]);
    expect(await deliver()).toBe(2);
    expect(await balance(failed.m)).toBe(1_000_000);
    expect(await ops(paymentCallbacksCommand, [])).not.toContain('payout');
  });
});
