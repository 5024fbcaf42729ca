/**
 * Alipay, QQ Wallet and WeChat Pay deposits and the promotion accepted with
 * a deposit, on the server (docs/decisions/0103): a channel is offered and
 * taken only once configured, within its limits; the provider's callback is
 * believed only signed, fresh and once; the deposit is credited once, and
 * the promotion's bonus only with the credit (never for a failed payment,
 * nor after the promotion was switched off), within the member's uses.
 * The ledger is checked balanced after each test. Runs on PGlite (unit) and
 * PostgreSQL (server-pg).
 */
import { describe, expect, it } from 'vitest';
import { PAYMENT_ERROR_CODES } from '../../contract/payments';
import { QR_DEPOSIT_ERROR_CODES, QR_DEPOSIT_PATHS } from '../../contract/qr-deposits';
import { WALLET_ERROR_CODES, WALLET_PATHS } from '../../contract/wallet';
import { createTestMember, type TestMember } from '../games/test-members';
import { testConfig } from '../testing/harness';
import { suiteApp } from '../testing/suite-app';
import { depositsCommand } from '../wallet/ops';
import { PAYMENT_CALLBACK_PATH } from './callbacks';
import { paymentMethodCommand, promotionDepositCommand } from './ops';
import { PAYMENT_SIGNATURE_HEADER, signCallbackBody } from './signature';

const SECRET = 'qr-deposit-test-secret-0123456789abcdef';
const CONFIG = { payments: { provider: 'sandbox', sandboxDelayMs: 0, callbackSecret: SECRET } } as const;
const suite = suiteApp({ ledgerBalanced: true, config: CONFIG });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { success: boolean; errorCode: string | null; value: any };
const headers = (m: TestMember) => ({ merchant: 'DEMO', authorization: m.token, origin: 'https://app.example.com' });
const get = async (m: TestMember | null, url: string): Promise<Reply> =>
  (await suite.app.inject({ method: 'GET', url, headers: m ? headers(m) : { merchant: 'DEMO' } })).json();
const deposit = async (m: TestMember, payload: object): Promise<Reply> =>
  (await suite.app.inject({ method: 'POST', url: QR_DEPOSIT_PATHS.deposit, headers: headers(m), payload: { idempotencyKey: key(), ...payload } })).json();
const ops = (command: { parse: (w: string[], o: Record<string, string>) => unknown; run: (c: never, p: never) => Promise<string> }, words: string[], options: Record<string, string> = {}) =>
  command.run({ db: suite.db, merchantCode: 'DEMO', app: { db: suite.db, config: testConfig(CONFIG) } } as never, command.parse(words, options) as never);

let seq = 0;
const key = () => `qr-dep-${Date.now()}-${++seq}`;
const balance = async (m: TestMember) => (await get(m, WALLET_PATHS.balance)).value.sumBalance as number;
const entries = (reference: string) => suite.db.query<{ kind: string; cents: string }>(
  'select kind, (amount * 100)::bigint::text as cents from ledger_entries where reference = $1 order by id', [reference]);

/** The provider's callback for an order, as it would post it: its reference of the payment, signed with the shared secret. */
async function callback(order: { orderNo: string }, status: string, amount: number, options: { eventId?: string; timestamp?: number; secret?: string; tamper?: boolean } = {}) {
  const [payment] = await suite.db.query<{ ref: string }>('select ref from sandbox_payments where order_no = $1', [order.orderNo]);
  const body = JSON.stringify({
    eventId: options.eventId ?? `test:${payment!.ref}:${status}`, type: 'deposit', providerRef: payment!.ref, orderNo: order.orderNo,
    status, amount, cardValue: null, timestamp: options.timestamp ?? Date.now(),
  });
  const signature = signCallbackBody(body, options.secret ?? SECRET);
  const sent = options.tamper ? body.replace(`"amount":${amount}`, `"amount":${amount * 10}`) : body;
  const reply = await suite.app.inject({
    method: 'POST', url: `${PAYMENT_CALLBACK_PATH}/sandbox`, headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature }, payload: sent,
  });
  return { status: reply.statusCode, outcome: reply.statusCode === 200 ? (reply.json() as Reply).value.outcome as string : null, body, signature };
}

/** A live promotion of its own (the seeded ones start and end on their own dates), accepted with deposits. */
async function depositPromotion(id: number, maxUses: number, terms: Record<string, string>) {
  await suite.db.query(
    `insert into promotions (merchant_code, id, title_vi, title_en, content_vi, content_en, start_date, end_date, kind, max_applications)
     values ('DEMO', $1::int, 'Thưởng nạp ' || $1::text, 'Deposit bonus ' || $1::text, '<p>vi</p>', '<p>en</p>', now() - interval '1 day', null, 'MANUAL', $2)`,
    [id, maxUses],
  );
  return ops(promotionDepositCommand, ['set', String(id)], terms);
}

describe('QR channels', () => {
  it('a channel without configuration is neither offered nor taken; configured and on, the server applies its limits', async () => {
    const m = await createTestMember(suite.db, 'qr_limits', 0);
    expect((await get(null, QR_DEPOSIT_PATHS.channels)).value).toEqual({ channels: [] });
    expect(await deposit(m, { channel: 'WECHAT', amount: 100_000 })).toMatchObject({ success: false, errorCode: PAYMENT_ERROR_CODES.methodOff });

    // limits set first leave it off: it is offered only once switched on
    expect(await ops(paymentMethodCommand, ['set', 'wechat'], { min: '100000', max: '5000000', fee: '2' })).toContain('WECHAT off');
    expect((await get(null, QR_DEPOSIT_PATHS.channels)).value.channels).toEqual([]);
    await ops(paymentMethodCommand, ['on', 'wechat']);
    try {
      expect((await get(null, QR_DEPOSIT_PATHS.channels)).value.channels).toEqual([{ channel: 'WECHAT', minAmount: 100_000, maxAmount: 5_000_000, feePercent: 2 }]);
      // the e-wallets' methods call is unchanged: the channels are the deposit screen's own call
      expect((await get(null, '/wps/relay/MCSFE_paymentMethods')).value.methods.map((x: { method: string }) => x.method)).toEqual(['BANK', 'MOMO', 'ZALOPAY', 'CARD']);
      expect(await deposit(m, { channel: 'ALIPAY', amount: 100_000 })).toMatchObject({ success: false, errorCode: PAYMENT_ERROR_CODES.methodOff });
      expect(await deposit(m, { channel: 'WECHAT', amount: 99_999 })).toMatchObject({ success: false, errorCode: WALLET_ERROR_CODES.amountLimit, value: { min: 100_000, max: 5_000_000 } });
      expect(await deposit(m, { channel: 'WECHAT', amount: 5_000_001 })).toMatchObject({ success: false, errorCode: WALLET_ERROR_CODES.amountLimit });

      const made = await deposit(m, { channel: 'WECHAT', amount: 100_000 });
      expect(made.success).toBe(true);
      expect(made.value).toMatchObject({ status: 'pending', amount: 98_000, bankName: 'WeChat Pay', promotion: null, payment: { method: 'WECHAT', payAmount: 100_000, fee: 2_000 } });
      expect(made.value.payment.qr).toMatch(/\/sandbox\/pay\/qr_[\w-]+\?lang=vi$/);
      expect(made.value.payment.payUrl).toBe(made.value.payment.qr);
      // the sandbox's page for it is the channel's
      expect((await suite.app.inject({ method: 'GET', url: new URL(made.value.payment.qr as string).pathname })).body).toContain('WeChat Pay');
    } finally {
      await ops(paymentMethodCommand, ['off', 'wechat']);
    }
    expect((await get(null, QR_DEPOSIT_PATHS.channels)).value.channels).toEqual([]);
    expect(await deposit(m, { channel: 'WECHAT', amount: 100_000 })).toMatchObject({ success: false, errorCode: PAYMENT_ERROR_CODES.methodOff });
    const [orders] = await suite.db.query<{ n: number }>('select count(*)::int as n from deposit_orders where member_id = $1', [m.id]);
    expect(orders!.n).toBe(1);
  });

  it('credits once, only on a signed, fresh callback; forged, changed, late and replayed callbacks change nothing', async () => {
    const m = await createTestMember(suite.db, 'qr_callbacks', 50_000);
    await ops(paymentMethodCommand, ['on', 'qq']);
    try {
      const order = (await deposit(m, { channel: 'QQ', amount: 200_000 })).value as { id: number; orderNo: string };
      expect((await callback(order, 'succeeded', 200_000, { secret: 'another-secret-of-at-least-32-characters!' })).status).toBe(403);
      expect((await callback(order, 'succeeded', 20_000, { tamper: true })).status).toBe(403);
      expect((await callback(order, 'succeeded', 200_000, { timestamp: Date.now() - 6 * 60_000 })).status).toBe(403);
      expect((await callback(order, 'succeeded', 200_000, { timestamp: Date.now() + 6 * 60_000 })).status).toBe(403);
      expect(await balance(m)).toBe(50_000);
      expect((await get(m, WALLET_PATHS.depositRecords)).value.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'pending' });

      const first = await callback(order, 'succeeded', 200_000);
      expect(first.outcome).toBe('applied');
      // the same event again (even re-signed fresh) and another event for the settled order change nothing
      const again = await suite.app.inject({
        method: 'POST', url: `${PAYMENT_CALLBACK_PATH}/sandbox`, headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: first.signature }, payload: first.body,
      });
      expect((again.json() as Reply).value.outcome).toBe('duplicate');
      expect((await callback(order, 'succeeded', 200_000, { eventId: 'test:another-event' })).outcome).toBe('ignored');
      expect((await callback(order, 'failed', 200_000)).outcome).toBe('ignored');

      expect(await balance(m)).toBe(250_000);
      expect(await entries(`deposit_order:${order.id}`)).toEqual([{ kind: 'deposit', cents: '20000000' }]);
      const record = (await get(m, WALLET_PATHS.depositRecords)).value.list[0];
      expect(record).toMatchObject({ orderNo: order.orderNo, status: 'approved', bankName: 'QQ Wallet', payment: { method: 'QQ', qr: null, payUrl: null } });
    } finally {
      await ops(paymentMethodCommand, ['off', 'qq']);
    }
  });
});

describe('a promotion accepted with a deposit', () => {
  it('is offered while eligible, checked by the server, and its bonus is paid with the credit only, within the member\'s uses', async () => {
    const m = await createTestMember(suite.db, 'qr_promo', 0);
    await ops(paymentMethodCommand, ['on', 'alipay']);
    expect(await depositPromotion(9101, 2, { percent: '10', max: '50000', min: '200000' })).toContain('10% of the credit');
    try {
      const offered = (await get(m, QR_DEPOSIT_PATHS.promotions)).value.promotions;
      expect(offered).toContainEqual({ id: 9101, title: 'Thưởng nạp 9101', bonusPercent: 10, maxBonus: 50_000, minDeposit: 200_000 });

      // below its minimum, or a promotion without deposit terms: refused, no order
      expect(await deposit(m, { channel: 'ALIPAY', amount: 150_000, promotionId: 9101 }))
        .toMatchObject({ success: false, errorCode: QR_DEPOSIT_ERROR_CODES.promotionIneligible, value: { minDeposit: 200_000 } });
      expect(await deposit(m, { channel: 'ALIPAY', amount: 300_000, promotionId: 1 })).toMatchObject({ success: false, errorCode: QR_DEPOSIT_ERROR_CODES.promotionIneligible });

      // accepted: the bonus is promised on the order, not paid
      const paid = (await deposit(m, { channel: 'ALIPAY', amount: 300_000, promotionId: 9101 })).value as { id: number; orderNo: string; promotion: unknown };
      expect(paid.promotion).toEqual({ id: 9101, bonus: 30_000, status: 'pending' });
      expect(await balance(m)).toBe(0);
      expect(await entries(`deposit_bonus:${paid.id}`)).toEqual([]);

      // a payment that fails pays no bonus, and gives its use back
      const failed = (await deposit(m, { channel: 'ALIPAY', amount: 1_000_000, promotionId: 9101 })).value as { id: number; orderNo: string; promotion: unknown };
      expect(failed.promotion).toEqual({ id: 9101, bonus: 50_000, status: 'pending' });
      expect((await callback(failed, 'expired', 1_000_000)).outcome).toBe('applied');
      expect(await entries(`deposit_bonus:${failed.id}`)).toEqual([]);

      // credited: the deposit and its bonus, once
      expect((await callback(paid, 'succeeded', 300_000)).outcome).toBe('applied');
      expect((await callback(paid, 'succeeded', 300_000, { eventId: 'test:paid-again' })).outcome).toBe('ignored');
      expect(await entries(`deposit_order:${paid.id}`)).toEqual([{ kind: 'deposit', cents: '30000000' }]);
      expect(await entries(`deposit_bonus:${paid.id}`)).toEqual([{ kind: 'bonus', cents: '3000000' }]);
      expect(await balance(m)).toBe(330_000);
      const records = (await get(m, WALLET_PATHS.depositRecords)).value.list as { id: number; promotion: unknown }[];
      expect(records.find((r) => r.id === paid.id)!.promotion).toEqual({ id: 9101, bonus: 30_000, status: 'paid' });
      expect(records.find((r) => r.id === failed.id)!.promotion).toEqual({ id: 9101, bonus: 50_000, status: 'void' });

      // the second use: taken by a pending order, so no third is offered or accepted
      const last = (await deposit(m, { channel: 'ALIPAY', amount: 200_000, promotionId: 9101 })).value as { id: number; orderNo: string };
      expect((await get(m, QR_DEPOSIT_PATHS.promotions)).value.promotions.map((p: { id: number }) => p.id)).not.toContain(9101);
      expect(await deposit(m, { channel: 'ALIPAY', amount: 200_000, promotionId: 9101 })).toMatchObject({ success: false, errorCode: QR_DEPOSIT_ERROR_CODES.promotionIneligible });

      // switched off before the credit: the deposit is credited, the bonus is not
      await suite.db.query("update promotions set enabled = false where merchant_code = 'DEMO' and id = 9101");
      expect((await callback(last, 'succeeded', 200_000)).outcome).toBe('applied');
      expect(await entries(`deposit_bonus:${last.id}`)).toEqual([]);
      expect(await balance(m)).toBe(530_000);
      expect((await get(m, WALLET_PATHS.depositRecords)).value.list[0]).toMatchObject({ id: last.id, status: 'approved', promotion: { status: 'void' } });
      // the operator's list says what each order accepted and whether its bonus was paid
      const listed = await ops(depositsCommand, [], { member: 'qr_promo', status: 'all' });
      expect(listed).toContain('alipay, paid 300000.00, fee 0.00, promotion 9101 bonus 30000.00 paid');
      expect(listed).toContain('promotion 9101 bonus 20000.00 void');
    } finally {
      await ops(paymentMethodCommand, ['off', 'alipay']);
    }
  });

  it('two deposits at once cannot both take a promotion\'s last use', async () => {
    const m = await createTestMember(suite.db, 'qr_promo_race', 0);
    await ops(paymentMethodCommand, ['on', 'wechat']);
    await depositPromotion(9102, 1, { percent: '5', max: '10000', min: '100000' });
    try {
      const both = await Promise.all([1, 2].map(() => deposit(m, { channel: 'WECHAT', amount: 100_000, promotionId: 9102 })));
      expect(both.filter((r) => r.success)).toHaveLength(1);
      expect(both.filter((r) => !r.success)[0]).toMatchObject({ errorCode: QR_DEPOSIT_ERROR_CODES.promotionIneligible });
    } finally {
      await ops(paymentMethodCommand, ['off', 'wechat']);
    }
  });
});
