/**
 * The agent area against the reference server: the tree fences every call,
 * KPIs equal a hand-computed fixture, concurrent transfers lose nothing,
 * rebate caps hold, contracts settle once through the ledger.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ERROR_CODES, AGENT_PATHS } from '../../contract/agent';
import { createMember, findAffiliateAgent } from '../accounts/members';
import { issueSession } from '../accounts/sessions';
import type { Db } from '../db/db';
import { settleCommand } from './ops';
import { sendEncrypted } from '../routes/auth-test-helpers';
import { closeTestApp, openTestApp } from '../testing/harness';
import { expectLedgerBalanced } from '../testing/ledger';
import { post } from '../wallet/ledger';
import { readBalance, settleRound } from '../wallet/wallet';
import { settleContracts } from './contracts';
import { dayOf, halfMonthOf, zoneDay } from './periods';
import { settleTeamRebates } from './team-rebate-settle';
import { writeRates } from './rebates';

let db: Db;
let app: FastifyInstance;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const today = zoneDay(new Date());

async function idOf(username: string): Promise<number> {
  const [row] = await db.query<{ id: string }>("select id::text from members where merchant_code = 'DEMO' and username = $1", [username]);
  return Number(row!.id);
}

async function as(name: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const res = await app.inject({ method, url, headers: { authorization: tokens[name]! }, ...(payload === undefined ? {} : { payload: payload as object }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked field by field below
  return res.json() as { success: boolean; value: any; errorCode: string | null };
}

async function member(username: string, type: number, parent: string | null, balance = 0) {
  const id = await createMember(db, {
    merchantCode: 'DEMO', username, passwordHash: 'x', type, parentId: parent ? ids[parent]! : null, balance,
  });
  ids[username] = id!;
  tokens[username] = await issueSession(db, id!);
  return id!;
}

let rngNode: string;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
  for (const name of ['demoagent', 'demosubagent', 'demoteam01', 'demoteam04', 'demomember']) {
    ids[name] = await idOf(name);
    tokens[name] = await issueSession(db, ids[name]);
  }
  rngNode = (await db.query<{ node_id: string }>("select node_id from games where merchant_code = 'DEMO' and game_type = 'RNG' limit 1"))[0]!.node_id;
  // another agent's team, which demoagent must never reach
  await member('otheragent', 1, null, 1000);
  await member('othermember', 0, 'otheragent', 10);
}, 180_000); // a migrated, seeded database: slow only when the machine is shared
afterAll(() => closeTestApp(db, app));

describe('seed', () => {
  it('gives the demo agent a team with a sub-agent, members under both and bets', async () => {
    const list = await as('demoagent', 'GET', `${AGENT_PATHS.subordinates}?pageNo=1&size=35`);
    const names = list.value.list.map((d: { username: string }) => d.username).sort();
    expect(names).toEqual(['demosubagent', 'demoteam01', 'demoteam02', 'demoteam03', 'demoteam04']);
    expect(list.value.list.find((d: { username: string }) => d.username === 'demoteam04').level).toBe(2);
    const kpi = await as('demoagent', 'GET', `${AGENT_PATHS.teamKpiA}?startDate=${zoneDay(new Date(Date.now() - 30 * 86_400_000))}&endDate=${today}`);
    expect(kpi.value.footer.teamBetMemberCount).toBe(4);
    expect(kpi.value.footer.bet).toBeGreaterThan(0);
  });
});

describe('tree isolation', () => {
  it('refuses non-agents every agent call', async () => {
    for (const [method, url] of [['GET', `${AGENT_PATHS.teamKpiA}?startDate=${today}&endDate=${today}`], ['GET', AGENT_PATHS.subordinates], ['GET', AGENT_PATHS.affUrls]] as const) {
      expect((await as('demomember', method, url)).errorCode).toBe(AGENT_ERROR_CODES.notAgent);
    }
    expect((await app.inject({ method: 'GET', url: AGENT_PATHS.subordinates })).json().errorCode).toBe('customer.not.login');
    // the contract flags are asked for every member: a member has none to sign
    expect((await as('demomember', 'GET', AGENT_PATHS.dividendInfo)).value).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0, dividendShown: false });
  });

  it('never reads or acts on another agent\'s members', async () => {
    const other = ids.othermember!;
    const refused = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      expect((await as('demoagent', method, url, payload)).errorCode).toBe(AGENT_ERROR_CODES.notInTeam);
    await refused('GET', `${AGENT_PATHS.downline}?id=${other}`);
    await refused('POST', AGENT_PATHS.transferDownline, { downlineId: other, amount: 1 });
    await refused('POST', AGENT_PATHS.transferMultipleDownline, { downlineIds: [ids.demoteam01, other], totalAmount: 2, split: 'even' });
    await refused('PUT', AGENT_PATHS.updateDownlineRebates, { downlineId: other, rates: { RNG: 0.1 } });
    await refused('PUT', AGENT_PATHS.offerContract, { downlineId: ids.otheragent, kind: 'dividend', tiers: [{ threshold: 0, rate: 1 }] });
    // a sub-agent cannot reach up or sideways either
    expect((await as('demosubagent', 'GET', `${AGENT_PATHS.downline}?id=${ids.demoteam01}`)).errorCode).toBe(AGENT_ERROR_CODES.notInTeam);
    expect((await as('demosubagent', 'GET', `${AGENT_PATHS.downline}?id=${ids.demoagent}`)).errorCode).toBe(AGENT_ERROR_CODES.notInTeam);
    const lists = [
      await as('demoagent', 'GET', `${AGENT_PATHS.subordinates}?username=other`),
      await as('demoagent', 'GET', `${AGENT_PATHS.teamKpiB}?startDate=${today}&endDate=${today}&username=other`),
      await as('demoagent', 'GET', `${AGENT_PATHS.downlines}?username=other`),
    ];
    expect(lists[0]!.value.list).toEqual([]);
    expect(lists[1]!.value.list).toEqual([]);
    expect(lists[2]!.value).toEqual([]);
    // nothing moved
    expect(await readBalance(db, other)).toBe(10);
  });

  it('answers a link delete of another agent as not found', async () => {
    const created = await as('otheragent', 'POST', AGENT_PATHS.createAffUrl, { note: 'x' });
    const id = created.value.list[0].id;
    expect((await as('demoagent', 'DELETE', AGENT_PATHS.deleteAffUrl, { id })).errorCode).toBe(AGENT_ERROR_CODES.linkNotFound);
    expect((await as('otheragent', 'GET', AGENT_PATHS.affUrls)).value.list).toHaveLength(1);
  });
});

describe('KPIs', () => {
  it('equal a hand-computed fixture (member → member branches included)', async () => {
    await member('kpiagent', 1, null, 1000);
    await member('kpim1', 0, 'kpiagent');
    await member('kpim2', 0, 'kpim1'); // a referral under a member: still the agent's team
    const m1 = ids.kpim1!;
    const m2 = ids.kpim2!;
    await post(db, { memberId: m1, kind: 'deposit', amountCents: 500_00, reference: 't' });
    await settleRound(db, { memberId: m1, merchantCode: 'DEMO', nodeId: rngNode, betCents: 100_00, winCents: 250_00, outcome: '{}' });
    await settleRound(db, { memberId: m1, merchantCode: 'DEMO', nodeId: rngNode, betCents: 50_00, winCents: 50_00, outcome: '{}' });
    await post(db, { memberId: m1, kind: 'withdrawal_hold', amountCents: -200_00, reference: 't' });
    await post(db, { memberId: m1, kind: 'hold_release', amountCents: 50_00, reference: 't' });
    await post(db, { memberId: m1, kind: 'rebate', amountCents: 3_21, reference: 't' });
    await post(db, { memberId: m2, kind: 'deposit', amountCents: 100_00, reference: 't' });
    await settleRound(db, { memberId: m2, merchantCode: 'DEMO', nodeId: rngNode, betCents: 30_00, winCents: 0, outcome: '{}' });
    // tokens issued above are logins; m2's is revoked to make it offline
    await db.query('update sessions set revoked_at = now() where member_id = $1', [m2]);
    await db.query("update sessions set created_at = now() - interval '3 days' where member_id = $1", [m2]);

    const a = await as('kpiagent', 'GET', `${AGENT_PATHS.teamKpiA}?startDate=${today}&endDate=${today}&size=0`);
    expect(a.value.footer).toEqual({
      teamLoginMemberCount: 1, teamBetMemberCount: 2, teamRegisterMemberCount: 2, teamOnlineCount: 1, teamMemberCount: 2,
      deposit: 600, withdrawal: 150, bet: 180, validBet: 180, winLoss: 120, rebate: 3.21,
    });
    const b = await as('kpiagent', 'GET', `${AGENT_PATHS.teamKpiB}?startDate=${today}&endDate=${today}&pageNo=1&size=35`);
    expect(b.value.list).toEqual([
      { memberId: m1, username: 'kpim1', type: 0, level: 1, betCount: 2, deposit: 500, withdrawal: 150, bet: 150, validBet: 150, winLoss: 150, rebate: 3.21 },
      { memberId: m2, username: 'kpim2', type: 0, level: 2, betCount: 1, deposit: 100, withdrawal: 0, bet: 30, validBet: 30, winLoss: -30, rebate: 0 },
    ]);
    expect(b.value.footer).toMatchObject({ deposit: 600, bet: 180, betCount: 3 });
    const c = await as('kpiagent', 'GET', `${AGENT_PATHS.teamKpiC}?startDate=${today}&endDate=${today}`);
    expect(c.value.list.map((r: { username: string }) => r.username)).toEqual(['kpim1', 'kpim2']);
    // yesterday holds none of it
    const yesterday = zoneDay(new Date(Date.now() - 86_400_000));
    const before = await as('kpiagent', 'GET', `${AGENT_PATHS.teamKpiA}?startDate=${yesterday}&endDate=${yesterday}`);
    expect(before.value.footer).toMatchObject({ bet: 0, deposit: 0, teamRegisterMemberCount: 0 });

    // team rebate income: valid bets 180 × (2 % − 0.5 %) of the branch's root
    await writeRates(db, ids.kpiagent!, { RNG: 2 });
    await writeRates(db, m1, { RNG: 0.5 });
    const income = await as('kpiagent', 'GET', `${AGENT_PATHS.rebateIncome}?startDate=${today}&endDate=${today}`);
    expect(income.value.footer).toEqual({ validBet: 180, income: 2.7 });
    // today has not ended: refused, nothing paid; once it has, paid once
    await expect(settleCommand.run({ db, merchantCode: 'DEMO', app: null }, settleCommand.parse(['rebate'], { date: today })))
      .rejects.toThrow(/has not ended .* nothing was paid/);
    expect(await db.query("select 1 from ledger_entries where reference = $1", [`team_rebate:${ids.kpiagent}:${today}`])).toHaveLength(0);
    const dayClosed = dayOf(today).to;
    expect((await settleTeamRebates(db, 'DEMO', today, dayClosed)).paid).toBeGreaterThanOrEqual(1);
    const paidOnce = await db.query("select amount::text from ledger_entries where reference = $1", [`team_rebate:${ids.kpiagent}:${today}`]);
    expect(paidOnce).toEqual([{ amount: '2.70' }]);
    await settleTeamRebates(db, 'DEMO', today, dayClosed);
    expect(await db.query("select 1 from ledger_entries where reference = $1", [`team_rebate:${ids.kpiagent}:${today}`])).toHaveLength(1);
    await expectLedgerBalanced(db);
  });

  it('refuses a reversed or malformed range with a 4xx', async () => {
    const res = await app.inject({ method: 'GET', url: `${AGENT_PATHS.teamKpiA}?startDate=${today}&endDate=2000-01-01`, headers: { authorization: tokens.demoagent! } });
    expect(res.statusCode).toBe(400);
    const bad = await app.inject({ method: 'GET', url: `${AGENT_PATHS.teamKpiA}?startDate=x&endDate=y`, headers: { authorization: tokens.demoagent! } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('transfers', () => {
  it('lose nothing under concurrency: exactly what the balance covers goes through', async () => {
    await member('richagent', 1, null, 1000);
    const kids = [await member('kid1', 0, 'richagent'), await member('kid2', 0, 'richagent'), await member('kid3', 1, 'richagent')];
    const grandkid = await member('grandkid', 0, 'kid3');
    const calls = Array.from({ length: 110 }, (_, i) =>
      i % 11 === 10
        ? as('richagent', 'POST', AGENT_PATHS.transferMultipleDownline, { downlineIds: [kids[0], kids[1]], totalAmount: 10, split: 'random' })
        : as('richagent', 'POST', AGENT_PATHS.transferDownline, { downlineId: i % 4 === 3 ? grandkid : kids[i % 3], amount: 10 }));
    const results = await Promise.all(calls);
    const accepted = results.filter((r) => r.success).length;
    expect(accepted).toBe(100);
    expect(results.filter((r) => !r.success).every((r) => r.errorCode === AGENT_ERROR_CODES.balanceNotEnough)).toBe(true);
    expect(await readBalance(db, ids.richagent!)).toBe(0);
    let received = 0;
    for (const id of [...kids, grandkid]) received += await readBalance(db, id);
    expect(received).toBe(1000);
    await expectLedgerBalanced(db);
  });

  it('splits red envelopes exactly and the new balances show', async () => {
    await member('rainagent', 1, null, 100);
    const a = await member('raina', 0, 'rainagent');
    const b = await member('rainb', 0, 'rainagent');
    const c = await member('rainc', 0, 'rainagent');
    const res = await as('rainagent', 'POST', AGENT_PATHS.transferMultipleDownline, { downlineIds: [a, b, c], totalAmount: 10, split: 'even' });
    expect(res.value.shares.map((s: { amount: number }) => s.amount)).toEqual([3.34, 3.33, 3.33]);
    expect(res.value.balance).toBe(90);
    const one = await as('rainagent', 'POST', AGENT_PATHS.transferDownline, { downlineId: a, amount: 0.005 });
    expect(one.success).toBe(false);
  });
});

describe('rebate rates', () => {
  it('are never above the agent\'s own nor below what the downline gave its team', async () => {
    const up = (name: string, downlineId: number, rates: object) => as(name, 'PUT', AGENT_PATHS.updateDownlineRebates, { downlineId, rates });
    expect((await up('demoagent', ids.demoteam01!, { RNG: 2.5 })).errorCode).toBe(AGENT_ERROR_CODES.rateTooHigh);
    expect((await up('demoagent', ids.demoteam01!, { RNG: 1.9 })).value.RNG).toBe(1.9);
    // demosubagent gave demoteam04 0.5 % on RNG: it cannot go below that
    expect((await up('demoagent', ids.demosubagent!, { RNG: 0.4 })).errorCode).toBe(AGENT_ERROR_CODES.rateBelowTeam);
    // only direct downlines: demoteam04 belongs to demosubagent's settings
    expect((await up('demoagent', ids.demoteam04!, { RNG: 0.1 })).errorCode).toBe(AGENT_ERROR_CODES.notInTeam);
    expect((await up('demosubagent', ids.demoteam04!, { RNG: 1.6 })).errorCode).toBe(AGENT_ERROR_CODES.rateTooHigh);
    const detail = await as('demoagent', 'GET', `${AGENT_PATHS.downline}?id=${ids.demosubagent}`);
    expect(detail.value.maxRates.RNG).toBe(2);
    expect(detail.value.minRates.RNG).toBe(0.5);
  });

  it('opens accounts under the agent within its rates', async () => {
    const payload = { username: 'newkid01', password: 'Secret12', accountType: 'agent', rates: { RNG: 1 } };
    const headers = { authorization: tokens.demoagent! };
    const tooHigh = (await sendEncrypted(app, 'PUT', AGENT_PATHS.register, { ...payload, rates: { RNG: 3 } }, headers)).json();
    expect(tooHigh.errorCode).toBe(AGENT_ERROR_CODES.rateTooHigh);
    const made = (await sendEncrypted(app, 'PUT', AGENT_PATHS.register, payload, headers)).json();
    expect(made.value).toMatchObject({ username: 'newkid01', type: 1 });
    expect((await sendEncrypted(app, 'PUT', AGENT_PATHS.register, payload, headers)).json().errorCode).toBe(AGENT_ERROR_CODES.usernameTaken);
    const [row] = await db.query<{ parent_id: string }>('select parent_id::text from members where id = $1', [made.value.id]);
    expect(Number(row!.parent_id)).toBe(ids.demoagent);
    const memberTry = (await sendEncrypted(app, 'PUT', AGENT_PATHS.register, { ...payload, username: 'newkid02' }, { authorization: tokens.demomember! })).json();
    expect(memberTry.errorCode).toBe(AGENT_ERROR_CODES.notAgent);
  });
});

describe('affiliate links', () => {
  it('register members under their agent and count them; a deleted link stops working', async () => {
    const created = await as('demoagent', 'POST', AGENT_PATHS.createAffUrl, { note: 'Zalo' });
    const link = created.value.list.find((l: { note: string }) => l.note === 'Zalo');
    expect(await findAffiliateAgent(db, 'DEMO', link.code.toLowerCase())).toEqual({ id: ids.demoagent, code: link.code });
    await createMember(db, { merchantCode: 'DEMO', username: 'fromlink1', passwordHash: 'x', type: 0, parentId: ids.demoagent, affiliateCode: link.code, balance: 0 });
    const listed = await as('demoagent', 'GET', AGENT_PATHS.affUrls);
    expect(listed.value.ownCode).toBe('DEMO2026');
    expect(listed.value.list.find((l: { id: number }) => l.id === link.id).registrations).toBe(1);
    expect((await as('demoagent', 'DELETE', AGENT_PATHS.deleteAffUrl, { id: link.id })).success).toBe(true);
    expect(await findAffiliateAgent(db, 'DEMO', link.code)).toBeNull();
  });
});

describe('contracts', () => {
  it('prompt through the flags, are signed or refused, and settle once through the ledger', async () => {
    const flags = await as('demosubagent', 'GET', AGENT_PATHS.dividendInfo);
    expect(flags.value).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0, dividendShown: true });
    expect((await as('demoagent', 'GET', AGENT_PATHS.dividendInfo)).value.dailysalreqtype).toBe(0);
    const view = await as('demosubagent', 'GET', `${AGENT_PATHS.contract}?kind=daily_salary`);
    expect(view.value.contract).toMatchObject({ status: 'pending', uplineUsername: 'demoagent' });
    // someone else cannot sign it
    expect((await as('demoagent', 'POST', AGENT_PATHS.signContract, { id: view.value.contract.id, accept: true })).errorCode).toBe(AGENT_ERROR_CODES.contractNotFound);
    expect((await as('demosubagent', 'POST', AGENT_PATHS.signContract, { id: view.value.contract.id, accept: true })).success).toBe(true);
    expect((await as('demosubagent', 'GET', AGENT_PATHS.dividendInfo)).value.dailysalreqtype).toBe(0);

    // 120,000 of valid bets today in the sub-agent's team: tier 0.3 % → 360.00
    await post(db, { memberId: ids.demoteam04!, kind: 'deposit', amountCents: 200_000_00, reference: 't' });
    const before = await db.query<{ valid: string }>(
      `select coalesce(sum(bet), 0)::text as valid from bet_records where member_id = $1 and created_at >= $2`,
      [ids.demoteam04, new Date(Date.parse(`${today}T00:00:00+07:00`)).toISOString()]);
    const topUp = 120_000_00 - Math.round(Number(before[0]!.valid) * 100);
    const bet = (cents: number) => settleRound(db, { memberId: ids.demoteam04!, merchantCode: 'DEMO', nodeId: rngNode, betCents: cents, winCents: 0, outcome: '{}' });
    if (topUp > 20_000_00) await bet(topUp - 20_000_00);
    const uplineBefore = await readBalance(db, ids.demoagent!);
    const subBefore = await readBalance(db, ids.demosubagent!);
    // the day is still running: refused, nothing paid, nothing locked (decision 0052)
    await expect(settleCommand.run({ db, merchantCode: 'DEMO', app: null }, settleCommand.parse(['salary'], { date: today })))
      .rejects.toThrow(/salary for .*: the period has not ended .* nothing was paid/);
    expect(await readBalance(db, ids.demosubagent!)).toBe(subBefore);
    // later bets of the same day count once it has ended
    if (topUp > 0) await bet(Math.min(topUp, 20_000_00));
    const dayClosed = dayOf(today).to;
    expect(await settleContracts(db, 'DEMO', ['daily_salary', 'hourly_salary'], today, dayClosed)).toMatchObject({ paid: 1, totalCents: 360_00 });
    expect(await readBalance(db, ids.demosubagent!)).toBe(subBefore + 360);
    expect(await readBalance(db, ids.demoagent!)).toBe(uplineBefore - 360);
    expect(await settleContracts(db, 'DEMO', ['daily_salary', 'hourly_salary'], today, dayClosed)).toMatchObject({ paid: 0, already: 1 });
    const history = await as('demosubagent', 'GET', `${AGENT_PATHS.contract}?kind=daily_salary`);
    expect(history.value.payments).toHaveLength(1);
    expect(history.value.payments[0]).toMatchObject({ amount: 360, rate: 0.3, basis: 120_000 });

    // an offer above the platform ceiling, or from a non-upline, is refused; a pending one can be refused
    expect((await as('demoagent', 'PUT', AGENT_PATHS.offerContract, { downlineId: ids.demosubagent, kind: 'hourly_salary', tiers: [{ threshold: 0, rate: 3 }] })).errorCode)
      .toBe(AGENT_ERROR_CODES.contractInvalid);
    const offered = await as('demoagent', 'PUT', AGENT_PATHS.offerContract, { downlineId: ids.demosubagent, kind: 'hourly_salary', tiers: [{ threshold: 1000, rate: 0.1 }, { threshold: 5000, rate: 0.2 }] });
    expect(offered.success).toBe(true);
    expect((await as('demosubagent', 'GET', AGENT_PATHS.dividendInfo)).value.contracthoursalreq).toBe(1);
    expect((await as('demosubagent', 'POST', AGENT_PATHS.signContract, { id: offered.value.id, accept: false })).success).toBe(true);
    expect((await as('demosubagent', 'GET', AGENT_PATHS.contract + '?kind=hourly_salary')).value.contract).toBeNull();
    expect(() => settleCommand.parse(['salary'], { date: '2026-13-45x' })).toThrow();
    await expectLedgerBalanced(db);
  });

  it('pays a dividend on the team loss of the half month', async () => {
    await expect(settleCommand.run({ db, merchantCode: 'DEMO', app: null }, settleCommand.parse(['dividend'], { date: today })))
      .rejects.toThrow(/dividend for .*: the period has not ended/);
    expect(await settleContracts(db, 'DEMO', ['dividend'], today, halfMonthOf(today).to)).toMatchObject({ paid: expect.any(Number) });
    await expectLedgerBalanced(db);
  });
});
