import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATHS } from '../../contract/uploads';
import { PROMOTION_PATHS } from '../../contract/promotions';
import { WALLET_ERROR_CODES, WALLET_PATHS } from '../../contract/wallet';
import type { Db } from '../db/db';
import { createTestMember, type TestMember } from '../games/test-members';
import { depositCommand, depositsCommand, withdrawalCommand, withdrawalsCommand } from '../wallet/ops';
import { closeTestApp, openTestApp } from '../testing/harness';
import { multipartBody, tinyPng } from '../testing/images';
import { expectLedgerBalanced } from '../testing/ledger';
import { settleRound } from '../wallet/wallet';
import { sendEncrypted } from './auth-test-helpers';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
});
afterAll(() => closeTestApp(db, app));
afterEach(() => expectLedgerBalanced(db));

const headers = (m: TestMember) => ({ merchant: 'DEMO', authorization: m.token });
// Replies are read field by field in the expectations; their schemas are tested by the client.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = { success: boolean; errorCode: string | null; message?: string | null; value: any };

async function get(m: TestMember, url: string): Promise<Reply> {
  return (await app.inject({ method: 'GET', url, headers: headers(m) })).json();
}
async function postJson(m: TestMember, url: string, payload: unknown): Promise<Reply> {
  return (await app.inject({ method: 'POST', url, headers: headers(m), payload: payload as object })).json();
}
async function encrypted(m: TestMember, method: 'POST' | 'PUT', url: string, payload: unknown): Promise<Reply> {
  return (await sendEncrypted(app, method, url, payload, headers(m))).json();
}
async function balanceOf(m: TestMember): Promise<number> {
  return (await get(m, WALLET_PATHS.balance)).value.sumBalance;
}
const ops = (command: { parse: (w: string[], o: Record<string, string>) => unknown; run: (c: never, p: never) => Promise<string> }, ...words: string[]) =>
  command.run({ db, merchantCode: 'DEMO', app: null } as never, command.parse(words, {}) as never);

let seq = 0;
const key = () => `key-${Date.now()}-${++seq}`;

describe('deposit by bank transfer', () => {
  it('lists the receiving accounts with limits and creates one pending order per idempotency key', async () => {
    const m = await createTestMember(db, 'dep_a', 100);
    const accounts = (await get(m, WALLET_PATHS.depositAccounts)).value;
    expect(accounts.accounts.length).toBeGreaterThan(0);
    const account = accounts.accounts[0];
    expect(account).toMatchObject({ bankName: 'Vietcombank', minAmount: 50_000, maxAmount: 300_000_000 });

    const upload = await app.inject({ method: 'POST', url: `${UPLOAD_PATHS.image}?kind=deposit_receipt`, headers: { ...headers(m), ...multipartBody(tinyPng()).headers }, payload: multipartBody(tinyPng()).payload });
    const imageId = upload.json().value.imageId as number;

    const body = { accountId: account.id, amount: 200_000, payerName: 'Nguyễn Văn A', receiptImageId: imageId, idempotencyKey: key() };
    const first = await postJson(m, WALLET_PATHS.deposit, body);
    expect(first).toMatchObject({ success: true, value: { status: 'pending', amount: 200_000, hasReceipt: true } });
    expect(first.value.orderNo).toMatch(/^D\d{6}\d{6,}$/);
    const again = await postJson(m, WALLET_PATHS.deposit, body);
    expect(again.value.id).toBe(first.value.id);
    const [count] = await db.query<{ n: string }>('select count(*)::text as n from deposit_orders where member_id = $1', [m.id]);
    expect(count!.n).toBe('1');
    expect(await balanceOf(m)).toBe(100);

    // the operator sees it, approves it once: the balance goes up by a deposit entry
    expect(await ops(depositsCommand)).toContain(first.value.orderNo);
    expect(await ops(depositCommand, 'approve', String(first.value.id))).toContain('approved');
    expect(await balanceOf(m)).toBe(200_100);
    await expect(ops(depositCommand, 'approve', String(first.value.id))).rejects.toThrow(/not a pending order/);
    await expect(ops(depositCommand, 'reject', String(first.value.id))).rejects.toThrow(/not a pending order/);
    expect(await balanceOf(m)).toBe(200_100);
    const [entry] = await db.query<{ kind: string; amount: string }>("select kind, amount::text from ledger_entries where reference = $1", [`deposit_order:${first.value.id}`]);
    expect(entry).toEqual({ kind: 'deposit', amount: '200000.00' });

    const rejected = await postJson(m, WALLET_PATHS.deposit, { ...body, idempotencyKey: key() });
    expect(await ops(depositCommand, 'reject', String(rejected.value.id))).toContain('rejected');
    expect(await balanceOf(m)).toBe(200_100);
    const records = (await get(m, WALLET_PATHS.depositRecords)).value;
    expect(records.list.map((o: { status: string }) => o.status)).toEqual(['rejected', 'approved']);
    expect(() => depositCommand.parse(['approve', 'x'], {})).toThrow(/deposit approve\|reject ID/);
  });

  it('refuses amounts outside the account limits, unknown accounts, another member\'s image and bad input', async () => {
    const m = await createTestMember(db, 'dep_b', 0);
    const other = await createTestMember(db, 'dep_b_other', 0);
    const account = (await get(m, WALLET_PATHS.depositAccounts)).value.accounts[0];
    const base = { accountId: account.id, payerName: 'Tran B', idempotencyKey: key() };
    expect(await postJson(m, WALLET_PATHS.deposit, { ...base, amount: 49_999 })).toMatchObject({ success: false, errorCode: WALLET_ERROR_CODES.amountLimit, value: { min: 50_000 } });
    expect(await postJson(m, WALLET_PATHS.deposit, { ...base, amount: 300_000_001 })).toMatchObject({ errorCode: WALLET_ERROR_CODES.amountLimit });
    expect(await postJson(m, WALLET_PATHS.deposit, { ...base, accountId: 999_999, amount: 100_000 })).toMatchObject({ errorCode: WALLET_ERROR_CODES.accountUnknown });
    const upload = await app.inject({ method: 'POST', url: `${UPLOAD_PATHS.image}?kind=deposit_receipt`, headers: { ...headers(other), ...multipartBody(tinyPng()).headers }, payload: multipartBody(tinyPng()).payload });
    expect(await postJson(m, WALLET_PATHS.deposit, { ...base, amount: 100_000, receiptImageId: upload.json().value.imageId })).toMatchObject({ errorCode: 'upload.image.not.found' });
    const bad = await app.inject({ method: 'POST', url: WALLET_PATHS.deposit, headers: headers(m), payload: { ...base, amount: 100_000.001 } });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: WALLET_PATHS.deposit, headers: headers(m), payload: { ...base, amount: 100_000, idempotencyKey: 'short' } })).statusCode).toBe(400);
    const [count] = await db.query<{ n: string }>('select count(*)::text as n from deposit_orders where member_id = $1', [m.id]);
    expect(count!.n).toBe('0');
  });

  it('refuses trial users everything and agents (type 3) the deposit, with free_reject; guests are not logged in', async () => {
    const trial = await createTestMember(db, 'dep_trial', 2000, 4);
    for (const path of [WALLET_PATHS.depositAccounts, WALLET_PATHS.funds, WALLET_PATHS.withdrawRecords]) {
      expect(await get(trial, path)).toMatchObject({ success: false, errorCode: WALLET_ERROR_CODES.freeReject });
    }
    expect(await postJson(trial, WALLET_PATHS.deposit, { accountId: 1, amount: 100_000, payerName: 'X', idempotencyKey: key() })).toMatchObject({ errorCode: 'free_reject' });
    expect(await encrypted(trial, 'POST', WALLET_PATHS.withdraw, { amount: 100_000, bankCardId: 1, fundsPassword: '123456', idempotencyKey: key() })).toMatchObject({ errorCode: 'free_reject' });
    const agent = await createTestMember(db, 'dep_agent', 0, 3);
    expect(await get(agent, WALLET_PATHS.depositAccounts)).toMatchObject({ errorCode: 'free_reject' });
    expect(await get(agent, WALLET_PATHS.funds)).toMatchObject({ success: true });
    const guest = (await app.inject({ method: 'GET', url: WALLET_PATHS.funds, headers: { merchant: 'DEMO' } })).json();
    expect(guest).toMatchObject({ success: false, errorCode: 'customer.not.login' });
  });

  it('answers every wallet path private, refusals included (Cache-Control: no-store)', async () => {
    const m = await createTestMember(db, 'dep_nostore', 0);
    for (const path of [WALLET_PATHS.balance, WALLET_PATHS.funds, WALLET_PATHS.depositRecords]) {
      const answered = await app.inject({ method: 'GET', url: path, headers: headers(m) });
      expect(answered.json<Reply>().success, path).toBe(true);
      expect(answered.headers['cache-control'], path).toBe('no-store');
      const refused = await app.inject({ method: 'GET', url: path, headers: { merchant: 'DEMO' } });
      expect(refused.json<Reply>().errorCode, path).toBe('customer.not.login');
      expect(refused.headers['cache-control'], path).toBe('no-store');
    }
  });
});

describe('VIP daily withdrawal limits (what /m/member/benefits promises)', () => {
  async function readyMember(name: string, balance: number) {
    const m = await createTestMember(db, name, balance);
    const card = await postJson(m, WALLET_PATHS.bindBankCard, { bankCode: 'VCB', cardNumber: `77${m.id}`.padEnd(10, '0'), holderName: 'Vip Tester' });
    expect(await encrypted(m, 'PUT', WALLET_PATHS.fundsPassword, { newPassword: '135790' })).toMatchObject({ success: true });
    const wd = (amount: number, k = key()) => encrypted(m, 'POST', WALLET_PATHS.withdraw, { amount, bankCardId: card.value.id, fundsPassword: '135790', idempotencyKey: k });
    return { m, wd };
  }
  async function level0() {
    const vip = (await get(await createTestMember(db, `vip_reader_${++seq}`, 0), PROMOTION_PATHS.vip)).value;
    expect(vip.currentLevel).toBe(0);
    return vip.levels.find((l: { level: number }) => l.level === 0) as { dailyWithdrawCount: number; dailyWithdrawLimit: number };
  }

  it('VIP 0: the count the benefits page shows is accepted, one more is refused; a rejected one gives its turn back', async () => {
    const { dailyWithdrawCount } = await level0();
    expect(dailyWithdrawCount).toBe(3);
    const { m, wd } = await readyMember('vip_count', 1_000_000);
    const accepted: Reply[] = [];
    for (let i = 0; i < dailyWithdrawCount; i++) accepted.push(await wd(50_000));
    for (const reply of accepted) expect(reply).toMatchObject({ success: true });
    const refused = await wd(50_000);
    expect(refused).toMatchObject({ success: false, errorCode: WALLET_ERROR_CODES.dailyCount, value: { level: 0, count: 3 } });
    expect(refused.message).toMatch(/VIP/);
    expect(await balanceOf(m)).toBe(1_000_000 - 3 * 50_000);
    expect(await ops(withdrawalCommand, 'reject', String(accepted[0]!.value.id))).toContain('rejected');
    expect(await wd(50_000)).toMatchObject({ success: true });
  });

  it('VIP 0: the amount the benefits page shows is the most a day', async () => {
    const { dailyWithdrawLimit } = await level0();
    expect(dailyWithdrawLimit).toBe(50_000_000);
    const { wd } = await readyMember('vip_amount', 60_000_000);
    expect(await wd(49_990_000)).toMatchObject({ success: true });
    expect(await wd(60_000)).toMatchObject({ success: false, errorCode: WALLET_ERROR_CODES.dailyAmount, value: { limit: 50_000_000, used: 49_990_000 } });
    expect(await wd(10_000 + 40_000)).toMatchObject({ success: false, errorCode: WALLET_ERROR_CODES.dailyAmount });
  });

  it('parallel withdrawals cannot slip past the count', async () => {
    const { m, wd } = await readyMember('vip_race', 1_000_000);
    // One PIN check runs at a time per member (the others answer busy at once, unchecked):
    // each request is sent again until it gets a real answer, so the six still race for the count.
    const decided = async (): Promise<Reply> => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const reply = await wd(50_000);
        if (reply.errorCode !== WALLET_ERROR_CODES.fundsPasswordBusy) return reply;
      }
      throw new Error('the PIN check stayed busy');
    };
    const replies = await Promise.all(Array.from({ length: 6 }, decided));
    expect(replies.filter((r) => r.success)).toHaveLength(3);
    expect(replies.filter((r) => r.errorCode === WALLET_ERROR_CODES.dailyCount)).toHaveLength(3);
    expect(await balanceOf(m)).toBe(1_000_000 - 3 * 50_000);
  });
});

describe('withdraw', () => {
  it('binds a card in the payee name, sets a funds password, holds at once, and the operator rejects (released) or pays', async () => {
    const m = await createTestMember(db, 'wd_a', 1_000_000);
    expect((await get(m, WALLET_PATHS.funds)).value).toMatchObject({ sumBalance: 1_000_000, fundsPasswordSet: false, bankCards: [], payeeName: null });

    const card = await postJson(m, WALLET_PATHS.bindBankCard, { bankCode: 'VCB', cardNumber: '0123456789', holderName: 'Lê  Thị  C' });
    expect(card.value).toMatchObject({ bankName: 'Vietcombank', cardNumberMasked: '**** 6789', holderName: 'Lê Thị C' });
    expect(await postJson(m, WALLET_PATHS.bindBankCard, { bankCode: 'ACB', cardNumber: '99998888', holderName: 'Someone Else' })).toMatchObject({ errorCode: WALLET_ERROR_CODES.cardHolderMismatch });
    expect(await postJson(m, WALLET_PATHS.bindBankCard, { bankCode: 'ACB', cardNumber: '0123456789', holderName: 'LÊ THỊ C' })).toMatchObject({ errorCode: WALLET_ERROR_CODES.cardDuplicate });
    expect(await postJson(m, WALLET_PATHS.bindBankCard, { bankCode: 'ACB', cardNumber: '11112222', holderName: 'lê thị c' })).toMatchObject({ success: true });

    const wd = (amount: number, fundsPassword = '246810', k = key()) =>
      encrypted(m, 'POST', WALLET_PATHS.withdraw, { amount, bankCardId: card.value.id, fundsPassword, idempotencyKey: k });
    expect(await wd(100_000)).toMatchObject({ errorCode: WALLET_ERROR_CODES.fundsPasswordMissing });
    // plaintext is refused: the PIN never travels in clear
    const plain = await app.inject({ method: 'PUT', url: WALLET_PATHS.fundsPassword, headers: headers(m), payload: { newPassword: '246810' } });
    expect(plain.json()).toMatchObject({ errorCode: 'encryption.required' });
    expect(await encrypted(m, 'PUT', WALLET_PATHS.fundsPassword, { newPassword: '12ab56' })).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(await encrypted(m, 'PUT', WALLET_PATHS.fundsPassword, { newPassword: '246810' })).toMatchObject({ success: true, value: { fundsPasswordSet: true } });

    expect(await wd(49_999)).toMatchObject({ errorCode: WALLET_ERROR_CODES.amountLimit, value: { min: 50_000, max: 50_000_000 } });
    expect(await wd(50_000_001)).toMatchObject({ errorCode: WALLET_ERROR_CODES.amountLimit });
    expect(await wd(1_000_001)).toMatchObject({ errorCode: WALLET_ERROR_CODES.insufficient });
    expect(await encrypted(m, 'POST', WALLET_PATHS.withdraw, { amount: 100_000, bankCardId: 999_999, fundsPassword: '246810', idempotencyKey: key() })).toMatchObject({ errorCode: WALLET_ERROR_CODES.cardUnknown });
    expect(await balanceOf(m)).toBe(1_000_000);

    const k = key();
    const held = await wd(300_000, '246810', k);
    expect(held).toMatchObject({ success: true, value: { status: 'pending', amount: 300_000, cardNumberMasked: '**** 6789' } });
    expect(await balanceOf(m)).toBe(700_000);
    expect((await wd(300_000, '246810', k)).value.id).toBe(held.value.id);
    expect(await balanceOf(m)).toBe(700_000);
    expect((await get(m, WALLET_PATHS.funds)).value.heldBalance).toBe(300_000);

    expect(await ops(withdrawalsCommand)).toContain(held.value.orderNo);
    expect(await ops(withdrawalCommand, 'reject', String(held.value.id))).toContain('rejected');
    expect(await balanceOf(m)).toBe(1_000_000);
    await expect(ops(withdrawalCommand, 'approve', String(held.value.id))).rejects.toThrow(/not a pending/);

    const paid = await wd(200_000);
    expect(await ops(withdrawalCommand, 'approve', String(paid.value.id))).toContain('paid');
    expect(await balanceOf(m)).toBe(800_000);
    const kinds = await db.query<{ kind: string; amount: string }>(
      "select kind, amount::text from ledger_entries where member_id = $1 and reference like 'withdrawal_order:%' order by id", [m.id]);
    expect(kinds).toEqual([
      { kind: 'withdrawal_hold', amount: '-300000.00' }, { kind: 'hold_release', amount: '300000.00' }, { kind: 'withdrawal_hold', amount: '-200000.00' },
    ]);
    const records = (await get(m, WALLET_PATHS.withdrawRecords)).value;
    expect(records.list.map((o: { status: string }) => o.status)).toEqual(['paid', 'rejected']);
  });

  it('locks the funds password after 5 wrong in a row; changing needs the old one and a different new one', async () => {
    const m = await createTestMember(db, 'wd_lock', 500_000);
    const card = await postJson(m, WALLET_PATHS.bindBankCard, { bankCode: 'TCB', cardNumber: '5555666677', holderName: 'Pham D' });
    expect(await encrypted(m, 'PUT', WALLET_PATHS.fundsPassword, { newPassword: '111111' })).toMatchObject({ success: true });
    expect(await encrypted(m, 'PUT', WALLET_PATHS.fundsPassword, { oldPassword: '111111', newPassword: '111111' })).toMatchObject({ errorCode: WALLET_ERROR_CODES.fundsPasswordSame });
    expect(await encrypted(m, 'PUT', WALLET_PATHS.fundsPassword, { oldPassword: '111111', newPassword: '222222' })).toMatchObject({ success: true });

    const wd = (fundsPassword: string) => encrypted(m, 'POST', WALLET_PATHS.withdraw, { amount: 60_000, bankCardId: card.value.id, fundsPassword, idempotencyKey: key() });
    for (const left of [4, 3, 2, 1]) {
      expect(await wd('999999')).toMatchObject({ errorCode: WALLET_ERROR_CODES.fundsPasswordWrong, value: { attemptsLeft: left } });
    }
    const locked = await wd('999999');
    expect(locked).toMatchObject({ errorCode: WALLET_ERROR_CODES.fundsPasswordLocked, value: { attemptsLeft: 0 } });
    expect(locked.value.lockedUntil).toBeGreaterThan(Date.now() + 29 * 60_000);
    // the right one is refused while locked, and so is a change
    expect(await wd('222222')).toMatchObject({ errorCode: WALLET_ERROR_CODES.fundsPasswordLocked });
    expect(await encrypted(m, 'PUT', WALLET_PATHS.fundsPassword, { oldPassword: '222222', newPassword: '333333' })).toMatchObject({ errorCode: WALLET_ERROR_CODES.fundsPasswordLocked });
    expect((await get(m, WALLET_PATHS.funds)).value.fundsPasswordLockedUntil).toBe(locked.value.lockedUntil);
    expect(await balanceOf(m)).toBe(500_000);
    // after the lock: the count starts again and the right password works
    await db.query("update funds_password_guards set locked_until = now() - interval '1 second' where member_id = $1", [m.id]);
    expect(await wd('222222')).toMatchObject({ success: true });
    expect(await balanceOf(m)).toBe(440_000);
  });
});

describe('records', () => {
  const day = 86_400_000;
  const range = () => `from=${Date.now() - day}&to=${Date.now() + day}`;

  it('account record: every ledger entry of the range, a kind filter, totals, paging; ?types=A only for agents', async () => {
    const m = await createTestMember(db, 'rec_a', 1000);
    for (let i = 0; i < 23; i++) await settleRound(db, { memberId: m.id, merchantCode: 'DEMO', nodeId: '10001', betCents: 100, winCents: i % 2 ? 300 : 0, outcome: 't' });
    const page1 = (await get(m, `${WALLET_PATHS.transactions}?${range()}`)).value;
    // opening + 23 bets + 11 wins
    expect(page1).toMatchObject({ totalCount: 35, pageNum: 1, totalPages: 2 });
    expect(page1.list).toHaveLength(20);
    expect(page1.totals).toEqual({ credit: 1000 + 33, debit: 23 });
    const page2 = (await get(m, `${WALLET_PATHS.transactions}?${range()}&pageNo=2`)).value;
    expect(page2.list).toHaveLength(15);
    const wins = (await get(m, `${WALLET_PATHS.transactions}?${range()}&kind=win`)).value;
    expect(wins.totalCount).toBe(11);
    const old = (await get(m, `${WALLET_PATHS.transactions}?from=${Date.now() - 10 * day}&to=${Date.now() - 9 * day}`)).value;
    expect(old.totalCount).toBe(0);
    expect(await get(m, `${WALLET_PATHS.transactions}?${range()}&types=A`)).toMatchObject({ errorCode: WALLET_ERROR_CODES.agentOnly });
    expect(await get(m, `${WALLET_PATHS.transactions}?from=${Date.now()}&to=${Date.now() - day}`)).toMatchObject({ errorCode: WALLET_ERROR_CODES.rangeInvalid });
    expect(await get(m, `${WALLET_PATHS.transactions}?from=0&to=${Date.now()}`)).toMatchObject({ errorCode: WALLET_ERROR_CODES.rangeInvalid });
    const agent = await createTestMember(db, 'rec_agent', 50, 3);
    const agentView = (await get(agent, `${WALLET_PATHS.transactions}?${range()}&types=A`)).value;
    expect(agentView.list.map((e: { kind: string }) => e.kind)).toEqual(['adjustment']);
  });

  it('betting record: every round with game, bet, valid bet, win/loss, a game type filter and totals', async () => {
    const m = await createTestMember(db, 'rec_bet', 1000);
    await settleRound(db, { memberId: m.id, merchantCode: 'DEMO', nodeId: '10001', betCents: 1000, winCents: 2500, outcome: 't' });
    await settleRound(db, { memberId: m.id, merchantCode: 'DEMO', nodeId: '10001', betCents: 500, winCents: 0, outcome: 't' });
    const value = (await get(m, `${WALLET_PATHS.betRecords}?${range()}`)).value;
    expect(value.totalCount).toBe(2);
    expect(value.list[0]).toMatchObject({ bet: 5, validBet: 5, winLoss: -5 });
    expect(value.list[1]).toMatchObject({ bet: 10, winLoss: 15 });
    expect(value.list[0].gameName.length).toBeGreaterThan(1);
    expect(value.totals).toEqual({ bet: 15, validBet: 15, winLoss: 10 });
    const type = value.list[0].gameType as string;
    expect((await get(m, `${WALLET_PATHS.betRecords}?${range()}&gameType=${type}`)).value.totalCount).toBe(2);
    const otherType = type === 'FISH' ? 'LIVE' : 'FISH';
    expect((await get(m, `${WALLET_PATHS.betRecords}?${range()}&gameType=${otherType}`)).value.totalCount).toBe(0);
    expect((await app.inject({ method: 'GET', url: `${WALLET_PATHS.betRecords}?${range()}&gameType=NOPE`, headers: headers(m) })).statusCode).toBe(400);
  });
});
