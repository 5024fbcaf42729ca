/**
 * Referral rewards are earned, not minted (docs/decisions/0050): accounts an
 * agent opens itself earn nothing, and opening is capped per agent; a
 * referred friend earns the referrer the reward only after an approved
 * deposit and enough valid bets, and concurrent reward-centre reads and
 * claims pay it once.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PATHS } from '../../contract/agent';
import { ERROR_CODES } from '../../contract/error-codes';
import { PROMOTION_PATHS } from '../../contract/promotions';
import { createMember } from '../accounts/members';
import { issueSession } from '../accounts/sessions';
import type { Db } from '../db/db';
import { sendEncrypted } from '../routes/auth-test-helpers';
import { closeTestApp, openTestApp } from '../testing/harness';
import { expectLedgerBalanced } from '../testing/ledger';
import { toCents } from '../wallet/ledger';
import { createDeposit, settleDeposit } from '../wallet/orders';
import { readBalance, settleRound } from '../wallet/wallet';
import { AGENT_OPEN_LIMITS } from '../agent/open-limits';
import { referralCommand } from './ops';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
}, 180_000);
afterAll(() => closeTestApp(db, app));

async function rewardsOf(token: string) {
  const res = await app.inject({ method: 'GET', url: PROMOTION_PATHS.rewards, headers: { authorization: token } });
  return res.json() as { value: { claimable: { id: number; source: string; amount: number; title: string }[] } };
}

async function referralSettings() {
  const [row] = await db.query<{ reward: string; deposit: string; turnover: string }>(
    "select referral_reward::text as reward, referral_min_deposit::text as deposit, referral_min_turnover::text as turnover from promotion_settings where merchant_code = 'DEMO'",
  );
  return { reward: Number(row!.reward), deposit: Number(row!.deposit), turnover: Number(row!.turnover) };
}

// It opens a dozen accounts (a password hash each): a ceiling for a loaded two-core machine, not a wait.
const OPENING_ACCOUNTS_CEILING_MS = 60_000;

describe('accounts an agent opens', () => {
  it('earn it no referral reward, and opening stops at the hourly cap', async () => {
    const agentId = (await createMember(db, { merchantCode: 'DEMO', username: 'mintagent', passwordHash: 'x', type: 1, balance: 0 }))!;
    const token = await issueSession(db, agentId);
    const headers = { authorization: token };
    const opened: number[] = [];
    for (let i = 0; i < AGENT_OPEN_LIMITS.agentOpenHour.max; i += 1) {
      const reply = (await sendEncrypted(app, 'PUT', AGENT_PATHS.register, { username: `minted${i}x`, password: 'Secret12', accountType: 'member', rates: {} }, headers)).json();
      expect(reply.success).toBe(true);
      opened.push(reply.value.id);
    }
    const over = await sendEncrypted(app, 'PUT', AGENT_PATHS.register, { username: 'mintedmore', password: 'Secret12', accountType: 'member', rates: {} }, headers);
    expect(over.json().errorCode).toBe(ERROR_CODES.tooManyRequests);
    const marked = await db.query<{ n: string }>('select count(*)::text as n from members where parent_id = $1 and opened_by_agent', [agentId]);
    expect(Number(marked[0]!.n)).toBe(opened.length);

    // even when every opened account deposits and bets, the agent earns nothing for them
    const { deposit, turnover } = await referralSettings();
    for (const id of opened.slice(0, 2)) await qualify(id, deposit, turnover);
    const claimable = (await rewardsOf(token)).value.claimable.filter((i) => i.source === 'referral');
    const reward = claimable.reduce((s, i) => s + i.amount, 0);
    expect(reward).toBe(0);
  }, OPENING_ACCOUNTS_CEILING_MS);
});

async function qualify(memberId: number, deposit: number, turnover: number) {
  const [account] = await db.query<{ id: string }>("select id::text from deposit_accounts where merchant_code = 'DEMO' and enabled order by id limit 1");
  const order = await createDeposit(db, {
    memberId, merchantCode: 'DEMO', accountId: Number(account!.id), amountCents: toCents(deposit), payerName: 'Nguyen Van A', receiptImageId: null,
    idempotencyKey: `qualify-${memberId}`,
  });
  await settleDeposit(db, 'DEMO', order.id, 'approve');
  const [node] = await db.query<{ node_id: string }>("select node_id from games where merchant_code = 'DEMO' limit 1");
  if (turnover > 0) {
    await settleRound(db, { memberId, merchantCode: 'DEMO', nodeId: node!.node_id, betCents: toCents(turnover), winCents: 0, outcome: 'lose' });
  }
}

describe('a friend referred by a member', () => {
  it('qualifies after an approved deposit and the turnover; the reward is paid once under concurrency', async () => {
    const referrerId = (await createMember(db, { merchantCode: 'DEMO', username: 'referrer1', passwordHash: 'x', type: 0, balance: 0 }))!;
    const token = await issueSession(db, referrerId);
    const friendId = (await createMember(db, {
      merchantCode: 'DEMO', username: 'friend001', passwordHash: 'x', type: 0, balance: 0, parentId: referrerId, registerMethod: 'referral',
    }))!;
    const { reward, deposit, turnover } = await referralSettings();
    expect(reward).toBeGreaterThan(0);
    const referralItems = async () => (await rewardsOf(token)).value.claimable.filter((i) => i.source === 'referral');

    expect(await referralItems()).toHaveLength(0); // registered only
    await qualify(friendId, deposit, 0);
    expect(await referralItems()).toHaveLength(0); // deposited, no turnover yet
    const [node] = await db.query<{ node_id: string }>("select node_id from games where merchant_code = 'DEMO' limit 1");
    await settleRound(db, { memberId: friendId, merchantCode: 'DEMO', nodeId: node!.node_id, betCents: toCents(turnover) - 1, winCents: 0, outcome: 'lose' });
    expect(await referralItems()).toHaveLength(0); // one cent short of the turnover
    await settleRound(db, { memberId: friendId, merchantCode: 'DEMO', nodeId: node!.node_id, betCents: 1, winCents: 0, outcome: 'lose' });

    // 20 reward-centre reads at once issue one item
    const reads = await Promise.all(Array.from({ length: 20 }, () => referralItems()));
    const ids = new Set(reads.flat().map((i) => i.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    // the title names the friend masked, as the friends list does
    expect(reads[0]![0]!.title).toBe('Thưởng giới thiệu fr***01');
    const before = await readBalance(db, referrerId);
    const claims = await Promise.all(Array.from({ length: 20 }, () =>
      app.inject({ method: 'POST', url: PROMOTION_PATHS.rewardClaim, headers: { authorization: token }, payload: { id } }).then((r) => r.json() as { success: boolean })));
    expect(claims.filter((c) => c.success)).toHaveLength(1);
    expect(await readBalance(db, referrerId)).toBe(before + reward);
    const entries = await db.query<{ n: string }>("select count(*)::text as n from ledger_entries where member_id = $1 and reference = $2", [referrerId, `reward:${id}`]);
    expect(Number(entries[0]!.n)).toBe(1);
    await expectLedgerBalanced(db);
  });
});

describe('the operator', () => {
  it('sets what a friend must deposit and bet (npm run ops -- referral)', async () => {
    const ops = { db, merchantCode: 'DEMO', app: null };
    expect(await referralCommand.run(ops, referralCommand.parse([], { 'min-deposit': '200000', 'min-turnover': '500000.5' })))
      .toMatch(/approved deposit of at least 200000\.00 and valid bets of at least 500000\.50/);
    expect(await referralSettings()).toMatchObject({ deposit: 200_000, turnover: 500_000.5 });
    expect(() => referralCommand.parse([], { 'min-deposit': '0' })).toThrow(/above 0/);
    expect(() => referralCommand.parse([], { 'min-deposit': '1e5' })).toThrow();
    expect(() => referralCommand.parse([], { min_deposit: '5' })).toThrow();
  });
});
