import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { envelopeHeadSchema } from '../../contract/envelope';
import { GAME_PATHS, launchValueSchema } from '../../contract/games';
import { COCKFIGHT_ERROR_CODES, COCKFIGHT_PATHS, cockfightPlacedSchema, cockfightStateSchema, type CockfightState } from '../../contract/cockfight';
import type { CockfightSide } from '../../contract/cockfight-round';
import { betRecordsValueSchema, WALLET_PATHS } from '../../contract/wallet';
import { cockfightCommand } from '../cockfight/ops';
import { cockfightTick } from '../cockfight/scheduler';
import type { Db } from '../db/db';
import { DEMO_COCKFIGHT_TABLE } from '../db/seed-data/sports-seed';
import { createTestMember, type TestMember } from '../games/test-members';
import { closeTestApp, openTestDb, testApp, testConfig } from '../testing/harness';
import { expectLedgerBalanced } from '../testing/ledger';

const TIMING = { bettingSeconds: 60, fightSeconds: 20 };
const PERIOD_MS = (TIMING.bettingSeconds + TIMING.fightSeconds) * 1000;
/** The injected clock: a period's start plus a second, moved on by the tests. */
let clock = Math.ceil(Date.now() / PERIOD_MS) * PERIOD_MS + 1000;
let db: Db;
let app: FastifyInstance;
let other: FastifyInstance;
/** Each test plays at a table of its own (the seed makes one per cockfight game). */
let tables: string[] = [];

const config = { cockfight: { now: () => clock, scheduler: false, timing: TIMING }, sports: { scheduler: false } };

beforeAll(async () => {
  db = await openTestDb();
  // Two instances on one database, as two server processes would be.
  [app, other] = await Promise.all([testApp(db, config), testApp(db, config)]);
  tables = (await db.query<{ node_id: string }>(`select node_id from cockfight_tables where merchant_code = 'DEMO' order by node_id`)).map((r) => r.node_id);
}, 60_000);
afterAll(async () => {
  await other?.close();
  await closeTestApp(db, app);
});
afterEach(() => expectLedgerBalanced(db));

let members = 0;
const newMember = (balance: number) => createTestMember(db, `cock${process.pid}x${(members += 1)}`, balance);
let requests = 0;
const requestId = () => `cf-${process.pid}-${(requests += 1)}`;
let nextTable = 0;
const aTable = () => tables[nextTable++]!;

async function call(member: TestMember | null, method: 'GET' | 'POST', url: string, payload?: object, via = app) {
  const res = await via.inject({ method, url, ...(payload ? { payload } : {}), headers: { Merchant: 'DEMO', Language: 'EN', ...(member ? { Authorization: member.token } : {}) } });
  return { status: res.statusCode, body: v.parse(envelopeHeadSchema, res.json()) };
}

async function state(member: TestMember, nodeId: string, via = app): Promise<CockfightState> {
  const { body } = await call(member, 'GET', `${COCKFIGHT_PATHS.state}?nodeId=${nodeId}`, undefined, via);
  return v.parse(cockfightStateSchema, body.value);
}

const bet = (member: TestMember, nodeId: string, s: CockfightState, side: CockfightSide, stake: number, odds = s.round.odds[side]) =>
  call(member, 'POST', COCKFIGHT_PATHS.bets, { nodeId, roundNo: s.round.roundNo, side, stake, odds, requestId: requestId() });

async function placed(member: TestMember, nodeId: string, s: CockfightState, side: CockfightSide, stake: number) {
  const { body } = await bet(member, nodeId, s, side, stake);
  expect(body.errorCode ?? null, body.message ?? '').toBeNull();
  return v.parse(cockfightPlacedSchema, body.value).bet;
}

/** The round's float as Node's own HMAC computes it (docs/fairness.md), not the shared module. */
function floatOf(serverSeed: string, clientSeed: string): number {
  const b = createHmac('sha256', serverSeed).update(`${clientSeed}:0:0`).digest();
  return b[0]! / 256 + b[1]! / 65536 + b[2]! / 16777216 + b[3]! / 4294967296;
}
const sideOf = (f: number): CockfightSide => (f < 0.45 ? 'meron' : f < 0.9 ? 'wala' : 'draw');

/**
 * Gives the open round a server seed of the side the test needs (its hash
 * replaced too, before any bet): the result is still drawn by the server
 * from that seed at the round's end.
 */
async function rigSeed(nodeId: string, roundNo: number, clientSeed: string, side: CockfightSide): Promise<void> {
  let seed = randomBytes(32).toString('hex');
  while (sideOf(floatOf(seed, clientSeed)) !== side) seed = randomBytes(32).toString('hex');
  await db.query(`update cockfight_rounds set server_seed = $3, server_seed_hash = $4 where node_id = $1 and round_no = $2 and merchant_code = 'DEMO'`,
    [nodeId, roundNo, seed, createHash('sha256').update(seed).digest('hex')]);
}

const entriesOf = (betId: number) => db.query<{ kind: string; cents: string }>(
  'select kind, (amount * 100)::bigint::text as cents from ledger_entries where reference = $1 order by id', [`cockfight_bet:${betId}`]);

describe('cockfight', () => {
  it('opens from a cockfight tile and shows the round with its timer, odds, seed hash and limits', async () => {
    const member = await newMember(100_000);
    const node = aTable();
    const { body } = await call(member, 'GET', `${GAME_PATHS.launchGame}?nodeId=${node}`);
    expect(v.parse(launchValueSchema, body.value).content.game_url).toMatch(new RegExp(`/m/cockfight-pit\\?nodeId=${node}$`));
    const s = await state(member, node);
    expect(s.round.phase).toBe('betting');
    expect(s.round.closesAt - s.round.opensAt).toBe(TIMING.bettingSeconds * 1000);
    expect(s.round.resultAt - s.round.closesAt).toBe(TIMING.fightSeconds * 1000);
    expect(s.round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect([s.round.serverSeed, s.round.result]).toEqual([null, null]);
    expect(s.round.clientSeed).toBe(`cockfight-${node}-${s.round.roundNo}`);
    expect(s.round.odds).toEqual({ meron: DEMO_COCKFIGHT_TABLE.meron, wala: DEMO_COCKFIGHT_TABLE.wala, draw: DEMO_COCKFIGHT_TABLE.draw });
    expect(s.limits).toEqual({ minStake: DEMO_COCKFIGHT_TABLE.minStake, maxStake: DEMO_COCKFIGHT_TABLE.maxStake });
    expect(s.balance).toBe(100_000);
    // the other instance answers the same round
    expect((await state(member, node, other)).round.roundNo).toBe(s.round.roundNo);
  });

  it('takes bets only in the window, at the round\'s odds, within the limits and the balance', async () => {
    const member = await newMember(50_000);
    const node = aTable();
    const s = await state(member, node);
    expect((await bet(member, node, s, 'meron', DEMO_COCKFIGHT_TABLE.minStake - 1)).body.errorCode).toBe(COCKFIGHT_ERROR_CODES.stakeLimit);
    expect((await bet(member, node, s, 'meron', DEMO_COCKFIGHT_TABLE.maxStake + 1)).body.errorCode).toBe(COCKFIGHT_ERROR_CODES.stakeLimit);
    expect((await bet(member, node, s, 'meron', 10_000, 1.95)).body.errorCode).toBe(COCKFIGHT_ERROR_CODES.oddsChanged);
    expect((await bet(member, node, s, 'wala', 60_000)).body.errorCode).toBe('wallet.balance.insufficient');
    expect((await bet(member, node, { ...s, round: { ...s.round, roundNo: s.round.roundNo + 1 } }, 'wala', 10_000)).body.errorCode)
      .toBe(COCKFIGHT_ERROR_CODES.roundClosed);
    const one = await placed(member, node, s, 'draw', 10_000);
    expect(one).toMatchObject({ roundNo: s.round.roundNo, side: 'draw', stake: 10_000, odds: 9, status: 'open' });
    expect(await entriesOf(one.betId)).toEqual([{ kind: 'bet', cents: '-1000000' }]);
    const saved = clock;
    clock = s.round.closesAt;
    try {
      expect((await state(member, node)).round.phase).toBe('fighting');
      expect((await bet(member, node, s, 'meron', 10_000)).body.errorCode).toBe(COCKFIGHT_ERROR_CODES.roundClosed);
    } finally {
      clock = saved;
    }
    expect((await state(member, node)).balance).toBe(40_000);
  });

  it('on a draw pays Draw its odds and refunds Meron and Wala; resolves once across two instances; the seed is revealed', async () => {
    const member = await newMember(1_000_000);
    const node = aTable();
    const s = await state(member, node);
    await rigSeed(node, s.round.roundNo, s.round.clientSeed, 'draw');
    const shown = await state(member, node);
    const meron = await placed(member, node, shown, 'meron', 20_000);
    const wala = await placed(member, node, shown, 'wala', 30_000);
    const draw = await placed(member, node, shown, 'draw', 10_000);
    clock = shown.round.resultAt;
    // both instances' state calls and the scheduler's tick race to resolve it
    // (one that finds the row taken by another skips it: its answer may still show the fight, the next one the result)
    await Promise.all([state(member, node), state(member, node, other), cockfightTick({ db, config: testConfig(config) })]);
    const after = await state(member, node, other);
    const resolved = after.road[0]!;
    expect(resolved.roundNo).toBe(shown.round.roundNo);
    expect(resolved.result).toBe('draw');
    expect(createHash('sha256').update(resolved.serverSeed!).digest('hex')).toBe(shown.round.serverSeedHash);
    expect(sideOf(floatOf(resolved.serverSeed!, resolved.clientSeed))).toBe('draw');
    expect(await entriesOf(meron.betId)).toEqual([{ kind: 'bet', cents: '-2000000' }, { kind: 'bet', cents: '2000000' }]);
    expect(await entriesOf(wala.betId)).toEqual([{ kind: 'bet', cents: '-3000000' }, { kind: 'bet', cents: '3000000' }]);
    expect(await entriesOf(draw.betId)).toEqual([{ kind: 'bet', cents: '-1000000' }, { kind: 'win', cents: '9000000' }]);
    expect(after.balance).toBe(1_000_000 - 10_000 + 90_000);
    expect(after.myBets.map((x) => [x.side, x.status, x.payout])).toEqual([['draw', 'won', 90_000], ['wala', 'refunded', 30_000], ['meron', 'refunded', 20_000]]);
    expect(after.round.roundNo).toBe(shown.round.roundNo + 1);
    expect(after.round.phase).toBe('betting');
  });

  it('pays the winning side, takes the others; the betting record shows the side, the result and the revealed seed', async () => {
    const member = await newMember(1_000_000);
    const node = aTable();
    const s = await state(member, node);
    await rigSeed(node, s.round.roundNo, s.round.clientSeed, 'wala');
    const shown = await state(member, node);
    const meron = await placed(member, node, shown, 'meron', 20_000);
    const wala = await placed(member, node, shown, 'wala', 30_000);
    clock = shown.round.resultAt;
    await state(member, node);
    expect(await entriesOf(meron.betId)).toEqual([{ kind: 'bet', cents: '-2000000' }]);
    expect(await entriesOf(wala.betId)).toEqual([{ kind: 'bet', cents: '-3000000' }, { kind: 'win', cents: '5700000' }]);
    const range = `from=${Date.now() - 86_400_000}&to=${Date.now() + 86_400_000}`;
    const records = v.parse(betRecordsValueSchema, (await call(member, 'GET', `${WALLET_PATHS.betRecords}?${range}`)).body.value);
    expect(records.list.map((r) => [r.gameType, r.bet, r.winLoss])).toEqual([['COCKFIGHT', 30_000, 27_000], ['COCKFIGHT', 20_000, -20_000]]);
    const round = records.list[0]!.round;
    expect(round).toMatchObject({ engine: 'cockfight', roundNo: shown.round.roundNo, side: 'wala', odds: 1.9, result: 'wala' });
    expect(round?.engine === 'cockfight' && round.fairness).toMatchObject({ serverSeedHash: shown.round.serverSeedHash, clientSeed: shown.round.clientSeed, nonce: 0 });
    const seed = round?.engine === 'cockfight' ? round.fairness.serverSeed : null;
    expect(sideOf(floatOf(seed!, shown.round.clientSeed))).toBe('wala');
  });

  it('resolves rounds that ended while no server ran (ops cockfight resolve), and every road entry recomputes', async () => {
    const member = await newMember(100_000);
    const node = aTable();
    const s = await state(member, node);
    const one = await placed(member, node, s, 'meron', 10_000);
    clock = s.round.resultAt + 3 * PERIOD_MS;
    const context = { db, merchantCode: 'DEMO', app: { db, config: testConfig(config) } };
    expect(await cockfightCommand.run(context, cockfightCommand.parse(['resolve'], {}))).toContain(`resolved table ${node} round ${s.round.roundNo}:`);
    expect(await cockfightCommand.run(context, cockfightCommand.parse(['resolve'], {}))).toBe('no round was due');
    const [settled] = (await state(member, node)).myBets;
    expect(settled!.betId).toBe(one.betId);
    expect(settled!.status).not.toBe('open');
    for (const round of (await state(member, node)).road) {
      expect(createHash('sha256').update(round.serverSeed!).digest('hex')).toBe(round.serverSeedHash);
      expect(round.result).toBe(sideOf(floatOf(round.serverSeed!, round.clientSeed)));
    }
  });

  it('keeps counting past its ninth round (numbers, not text, order the rounds)', async () => {
    const member = await newMember(100_000);
    const node = aTable();
    const first = (await state(member, node)).round.roundNo;
    for (let i = 0; i < 11; i += 1) {
      clock += PERIOD_MS;
      await cockfightTick({ db, config: testConfig(config) });
    }
    const s = await state(member, node);
    expect(s.round.roundNo).toBe(first + 11);
    expect(s.road.slice(0, 11).map((r) => r.roundNo)).toEqual(Array.from({ length: 11 }, (_, i) => first + 10 - i));
  });

  it('between rounds the scheduler reads no table\'s round again, and makes the next one at the end', async () => {
    const member = await newMember(100_000);
    // no bet here: it watches the first table's round number (the seed has a table per test that bets)
    const node = tables[0]!;
    const latestRoundReads: string[] = [];
    // the database as the scheduler sees it, noting each read of a table's latest round
    const noted = new Proxy(db, {
      get: (target, key) => {
        const value: unknown = Reflect.get(target, key);
        if (key === 'query') {
          return (sql: string, params?: unknown[]) => {
            if (/order by cockfight_rounds\.round_no desc limit 1/.test(sql)) latestRoundReads.push(sql);
            return target.query(sql, params);
          };
        }
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const roundEnds = new Map<string, number>();
    const context = { db: noted, config: testConfig(config) };
    await cockfightTick(context, roundEnds);
    const running = (await state(member, node)).round.roundNo;
    expect(latestRoundReads.length, 'the first pass reads every table').toBeGreaterThanOrEqual(tables.length);
    latestRoundReads.length = 0;
    clock += 1000;
    await cockfightTick(context, roundEnds);
    expect(latestRoundReads, 'a pass while every round runs').toEqual([]);
    expect((await state(member, node)).round.roundNo).toBe(running);
    clock += PERIOD_MS;
    await cockfightTick(context, roundEnds);
    expect(latestRoundReads.length).toBeGreaterThanOrEqual(tables.length);
    expect((await state(member, node)).round.roundNo).toBe(running + 1);
  });

  it('changes a table\'s timing and odds from its next round', async () => {
    const node = aTable();
    const context = { db, merchantCode: 'DEMO', app: null };
    expect(await cockfightCommand.run(context, cockfightCommand.parse(['table', node], { betting: '90', draw: '8.5' }))).toBe(`table ${node}: betting 90, draw 8.5 (from its next round)`);
    expect(() => cockfightCommand.parse(['table', node], { speed: '1' })).toThrow('unknown option --speed');
    await expect(cockfightCommand.run(context, cockfightCommand.parse(['table', node], { betting: '2' }))).rejects.toThrow('the table refused the change');
    const [row] = await db.query<{ b: number; d: string }>(`select betting_seconds as b, draw_odds::text as d from cockfight_tables where node_id = $1`, [node]);
    expect([Number(row!.b), row!.d]).toEqual([90, '8.50']);
  });
});
