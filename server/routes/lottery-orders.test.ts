import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { envelopeHeadSchema } from '../../contract/envelope';
import { GAME_PATHS, launchValueSchema } from '../../contract/games';
import { LOTTERY_PATHS, lotteryStateSchema, orderDetailSchema, ordersPageSchema, drawsListSchema, gameNumeroSchema, type OrderDetail, type SubOrderAsk } from '../../contract/lottery';
import { drawPrizes, settleSubOrder } from '../../contract/lottery-draw';
import { betRecordsValueSchema, WALLET_PATHS } from '../../contract/wallet';
import type { Db } from '../db/db';
import { FAST_LOTTERY } from '../db/seed-data/lottery-seed';
import { seedHash } from '../games/fairness/seeds';
import { createTestMember, type TestMember } from '../games/test-members';
import { lotteryCommand } from '../lottery/ops';
import { closeTestApp, openTestDb, testApp, testConfig } from '../testing/harness';
import { expectLedgerBalanced } from '../testing/ledger';

const GAME = FAST_LOTTERY.gameCode;
const INTERVAL_MS = FAST_LOTTERY.drawIntervalSeconds * 1000;
/** The injected clock: a whole interval boundary plus a minute, moved on by the tests. */
let clock = Math.ceil(Date.now() / INTERVAL_MS) * INTERVAL_MS + 60_000;
let db: Db;
let app: FastifyInstance;
let other: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  const config = { testMode: true, lottery: { now: () => clock, scheduler: false } };
  // Two instances on one database, as two server processes would be.
  [app, other] = await Promise.all([testApp(db, config), testApp(db, config)]);
}, 60_000);
afterAll(async () => {
  await other?.close();
  await closeTestApp(db, app);
});
afterEach(() => expectLedgerBalanced(db));

let members = 0;
const newMember = (balance: number) => createTestMember(db, `lotto${process.pid}x${(members += 1)}`, balance);
let requests = 0;
const requestId = () => `req-${process.pid}-${(requests += 1)}`;

async function call(member: TestMember | null, method: 'GET' | 'POST', url: string, payload?: object, via = app) {
  const res = await via.inject({ method, url, ...(payload ? { payload } : {}), headers: { Merchant: 'DEMO', Language: 'EN', ...(member ? { Authorization: member.token } : {}) } });
  return { status: res.statusCode, body: v.parse(envelopeHeadSchema, res.json()) };
}

async function state(member: TestMember) {
  const { body } = await call(member, 'GET', `${LOTTERY_PATHS.state}?gameCode=${GAME}`);
  return v.parse(lotteryStateSchema, body.value);
}

async function place(member: TestMember, subOrders: SubOrderAsk[], issue?: number) {
  return call(member, 'POST', LOTTERY_PATHS.orders, { gameCode: GAME, issue: issue ?? (await state(member)).draw.issue, subOrders, requestId: requestId() });
}

async function placed(member: TestMember, subOrders: SubOrderAsk[]): Promise<OrderDetail> {
  const { body } = await place(member, subOrders);
  expect(body.errorCode ?? null).toBeNull();
  return v.parse(orderDetailSchema, body.value);
}

const entriesOf = (orderId: number) => db.query<{ kind: string; cents: string }>(
  'select kind, (amount * 100)::bigint::text as cents from ledger_entries where reference = $1 order by id', [`lottery_order:${orderId}`]);
const balanceOf = async (id: number) => Number((await db.query<{ b: number }>('select balance::float8 as b from wallets where member_id = $1', [id]))[0]!.b);

/** Moves the clock past the open draw's close and draws it through one instance's test route. */
async function closeAndDraw(via = app) {
  clock += 1;
  const { body } = await call(null, 'POST', LOTTERY_PATHS.testCloseDraw, { gameCode: GAME }, via);
  return body.value as { drawn: { issue: number }[] };
}

describe('fast lottery orders', () => {
  it('shows the open draw with its seed hash, odds from the database and the balance', async () => {
    const member = await newMember(1_000_000);
    const s = await state(member);
    expect(s.draw.status).toBe('open');
    expect(s.draw.serverSeed).toBeNull();
    expect(s.draw.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.draw.closesAt % INTERVAL_MS).toBe(0);
    expect(s.betTypes.map((b) => [b.betType, b.pointPrice, b.payoutPerPoint])).toEqual([['lo', 23_000, 80_000], ['de', 1_000, 95_000], ['cang3', 1_000, 900_000]]);
    expect(s.balance).toBe(1_000_000);
  });

  it('stakes every sub-order through the ledger, naming the order', async () => {
    const member = await newMember(1_000_000);
    const order = await placed(member, [{ betType: 'lo', numbers: ['45', '12'], points: 1 }, { betType: 'de', numbers: ['45'], points: 10 }]);
    expect(order.stake).toBe(2 * 23_000 + 10_000);
    expect(order.subOrders.map((s) => [s.betType, s.stake, s.status])).toEqual([['lo', 46_000, 'pending'], ['de', 10_000, 'pending']]);
    expect(await entriesOf(order.orderId)).toEqual([{ kind: 'bet', cents: String(-5_600_000) }]);
    expect(await balanceOf(member.id)).toBe(1_000_000 - 56_000);
    const { body } = await call(member, 'GET', `${LOTTERY_PATHS.orders}?gameCode=${GAME}&status=pending`);
    expect(v.parse(ordersPageSchema, body.value).list.map((o) => o.orderId)).toEqual([order.orderId]);
  });

  it('refuses in the envelope, never with a 5xx: beyond the balance, bad numbers, bad points, a closed draw', async () => {
    const member = await newMember(30_000);
    const poor = await place(member, [{ betType: 'lo', numbers: ['01', '02'], points: 1 }]);
    expect([poor.status, poor.body.success, poor.body.errorCode]).toEqual([409, false, 'wallet.balance.insufficient']);
    for (const sub of [
      { betType: 'lo', numbers: ['123'], points: 1 }, { betType: 'cang3', numbers: ['12'], points: 1 }, { betType: 'de', numbers: ['07', '07'], points: 1 },
      { betType: 'lo', numbers: ['07'], points: 101 }, { betType: 'lo', numbers: ['07'], points: 0 }, { betType: 'xien', numbers: ['07'], points: 1 },
      { betType: 'de', numbers: [], points: 1 }, { betType: 'de', numbers: ['7'], points: 1.5 },
    ] as SubOrderAsk[]) {
      const bad = await place(member, [sub]);
      expect(bad.status, JSON.stringify(sub)).toBe(400);
      expect(bad.body.success).toBe(false);
    }
    const stale = await place(member, [{ betType: 'de', numbers: ['07'], points: 1 }], (await state(member)).draw.issue + 1);
    expect([stale.status, stale.body.errorCode]).toEqual([409, 'lottery.draw.closed']);
    const guest = await call(null, 'POST', LOTTERY_PATHS.orders, { gameCode: GAME, issue: 1, subOrders: [{ betType: 'de', numbers: ['07'], points: 1 }], requestId: requestId() });
    expect(guest.body.success).toBe(false);
    expect(await balanceOf(member.id)).toBe(30_000);
  });

  it('answers a repeated request with the order it placed, staking once', async () => {
    const member = await newMember(100_000);
    const ask = { gameCode: GAME, issue: (await state(member)).draw.issue, subOrders: [{ betType: 'de', numbers: ['11'], points: 5 }], requestId: requestId() };
    const [a, b] = await Promise.all([call(member, 'POST', LOTTERY_PATHS.orders, ask), call(member, 'POST', LOTTERY_PATHS.orders, ask, other)]);
    expect(v.parse(orderDetailSchema, a.body.value).orderId).toBe(v.parse(orderDetailSchema, b.body.value).orderId);
    expect(await balanceOf(member.id)).toBe(95_000);
  });

  it('cancels sub-orders before the close and refunds them once', async () => {
    const member = await newMember(100_000);
    const order = await placed(member, [{ betType: 'de', numbers: ['01'], points: 10 }, { betType: 'de', numbers: ['02'], points: 20 }]);
    const first = order.subOrders[0]!.subOrderId;
    const cancel = () => call(member, 'POST', LOTTERY_PATHS.cancelSubOrders, { orderId: order.orderId, subOrderIds: [first] });
    const answers = await Promise.all([cancel(), cancel()]);
    const after = v.parse(orderDetailSchema, answers[1].body.value);
    expect(after.subOrders.map((s) => s.status)).toEqual(['cancelled', 'pending']);
    expect(after.stake).toBe(20_000);
    expect(await entriesOf(order.orderId)).toEqual([{ kind: 'bet', cents: '-3000000' }, { kind: 'bet', cents: '1000000' }]);
    expect(await balanceOf(member.id)).toBe(80_000);
    const otherMember = await newMember(0);
    const stranger = await call(otherMember, 'POST', LOTTERY_PATHS.cancelSubOrders, { orderId: order.orderId, subOrderIds: [first] });
    expect([stranger.status, stranger.body.errorCode]).toEqual([404, 'lottery.order.not_found']);
  });

  it('draws once, settles by the revealed seed, refuses a cancel after the close, and the records agree', async () => {
    const member = await newMember(1_000_000);
    const before = await state(member);
    const order = await placed(member, [{ betType: 'lo', numbers: ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'], points: 1 }, { betType: 'de', numbers: ['45'], points: 10 }]);
    const spare = await placed(member, [{ betType: 'cang3', numbers: ['123'], points: 1 }]);
    const cancelled = await placed(member, [{ betType: 'de', numbers: ['99'], points: 1 }]);
    await call(member, 'POST', LOTTERY_PATHS.cancelSubOrders, { orderId: cancelled.orderId, subOrderIds: [cancelled.subOrders[0]!.subOrderId] });

    clock = before.draw.closesAt;
    const late = await call(member, 'POST', LOTTERY_PATHS.cancelSubOrders, { orderId: spare.orderId, subOrderIds: [spare.subOrders[0]!.subOrderId] });
    expect([late.status, late.body.errorCode]).toEqual([409, 'lottery.draw.closed']);

    // Two instances race for the same draw: exactly one performs it.
    const raced = await Promise.all([closeAndDraw(app), closeAndDraw(other)]);
    expect(raced.flatMap((r) => r.drawn).filter((d) => d.issue === before.draw.issue)).toHaveLength(1);
    expect((await closeAndDraw()).drawn.filter((d) => d.issue === before.draw.issue)).toHaveLength(0);

    const { body } = await call(member, 'GET', `${LOTTERY_PATHS.orderDetail}?orderId=${order.orderId}`);
    const detail = v.parse(orderDetailSchema, body.value);
    expect(detail.status).toBe('settled');
    const draw = detail.draw;
    expect(draw.status).toBe('drawn');
    expect(seedHash(draw.serverSeed!)).toBe(before.draw.serverSeedHash);
    const prizes = await drawPrizes(draw.serverSeed!, draw.clientSeed);
    expect(draw.prizes).toEqual(prizes);
    const lo = settleSubOrder({ type: 'lo', numbers: detail.subOrders[0]!.numbers, points: 1, pointPriceCents: 2_300_000, payoutPerPointCents: 8_000_000 }, prizes);
    const de = settleSubOrder({ type: 'de', numbers: ['45'], points: 10, pointPriceCents: 100_000, payoutPerPointCents: 9_500_000 }, prizes);
    expect(detail.subOrders.map((s) => [s.hits, s.win])).toEqual([[lo.hits, lo.winCents / 100], [de.hits, de.winCents / 100]]);
    expect(detail.win).toBe((lo.winCents + de.winCents) / 100);
    const win = lo.winCents + de.winCents;
    expect(await entriesOf(order.orderId)).toEqual([{ kind: 'bet', cents: String(-(10 * 2_300_000 + 1_000_000)) }, ...(win > 0 ? [{ kind: 'win', cents: String(win) }] : [])]);
    const cancelledAfter = v.parse(orderDetailSchema, (await call(member, 'GET', `${LOTTERY_PATHS.orderDetail}?orderId=${cancelled.orderId}`)).body.value);
    expect([cancelledAfter.status, cancelledAfter.stake, cancelledAfter.win]).toEqual(['cancelled', 0, 0]);

    const spareWin = (await entriesOf(spare.orderId)).filter((e) => e.kind === 'win').reduce((s, e) => s + Number(e.cents), 0);
    expect(await balanceOf(member.id)).toBe((100_000_000 - 24_000_000 - 100_000 + win + spareWin) / 100);

    const records = await call(member, 'GET', `${WALLET_PATHS.betRecords}?from=${Date.now() - 86_400_000}&to=${Date.now() + 86_400_000}`);
    const list = v.parse(betRecordsValueSchema, records.body.value).list;
    expect(list.map((r) => [r.bet, r.winLoss]).sort()).toEqual([[1_000, spareWin / 100 - 1_000], [240_000, win / 100 - 240_000]].sort());

    const history = v.parse(drawsListSchema, (await call(member, 'GET', `${LOTTERY_PATHS.draws}?gameCode=${GAME}`)).body.value);
    expect(history.find((d) => d.issue === before.draw.issue)?.prizes).toEqual(prizes);
    const next = await state(member);
    expect(next.draw.issue).toBeGreaterThan(before.draw.issue);
    expect(next.draw.status).toBe('open');
  });

  it('draws missed periods late (ops lottery draw, as the first tick after a restart does)', async () => {
    const member = await newMember(100_000);
    const order = await placed(member, [{ betType: 'de', numbers: ['31'], points: 1 }]);
    clock += 3 * INTERVAL_MS;
    const context = { db, merchantCode: 'DEMO', app: { db, config: testConfig({ lottery: { now: () => clock } }) } };
    expect(await lotteryCommand.run(context, lotteryCommand.parse(['draw'], {}))).toContain(`drew ${GAME} #${order.issue}`);
    expect(await lotteryCommand.run(context, {})).toBe('no draw was due');
    const detail = v.parse(orderDetailSchema, (await call(member, 'GET', `${LOTTERY_PATHS.orderDetail}?orderId=${order.orderId}`)).body.value);
    expect(detail.status).toBe('settled');
    expect((await state(member)).draw.closesAt).toBeGreaterThan(clock);
  });

  it('game numero counts the two-digit endings of the latest draws, and the draws since each came', async () => {
    const draws = v.parse(drawsListSchema, (await call(null, 'GET', `${LOTTERY_PATHS.draws}?gameCode=${GAME}&limit=5`)).body.value);
    expect(draws.length).toBeGreaterThan(1);
    const numero = v.parse(gameNumeroSchema, (await call(null, 'GET', `${LOTTERY_PATHS.numero}?gameCode=${GAME}&limit=5`)).body.value);
    expect(numero).toMatchObject({ gameCode: GAME, draws: draws.length, toIssue: draws[0]!.issue, fromIssue: draws.at(-1)!.issue });
    const endings = draws.map((d) => d.prizes!.flat().map((p) => p.slice(-2)));
    expect(numero.numbers.map((n) => n.number)).toEqual(Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')));
    for (const n of numero.numbers) {
      expect(n.count, n.number).toBe(endings.flat().filter((e) => e === n.number).length);
      const since = endings.findIndex((e) => e.includes(n.number));
      expect(n.absentDraws, n.number).toBe(since === -1 ? null : since);
    }
    for (const bad of ['limit=101', 'limit=0', '']) {
      expect((await call(null, 'GET', `${LOTTERY_PATHS.numero}?${bad ? `gameCode=${GAME}&${bad}` : ''}`)).body.success, bad).toBe(false);
    }
  });

  it('opens its screen from the in-house lottery tile', async () => {
    const member = await newMember(10_000);
    const res = await app.inject({ method: 'GET', url: `${GAME_PATHS.launchGame}?launchMode=GLS&nodeId=${FAST_LOTTERY.nodeId}&language=VI`, headers: { Merchant: 'DEMO', Authorization: member.token } });
    const url = new URL(v.parse(launchValueSchema, v.parse(envelopeHeadSchema, res.json()).value).content.game_url);
    expect(`${url.pathname}${url.search}`).toBe(`/m/fast-lottery?nodeId=${FAST_LOTTERY.nodeId}`);
  });

  it('opens it from another vendor\'s lottery tile too: the in-house draw under that game\'s name', async () => {
    const member = await newMember(10_000);
    // TCG's "Northern Lottery" (a LOTT game of the seed without a draw of its own)
    const res = await app.inject({ method: 'GET', url: `${GAME_PATHS.launchGame}?launchMode=GLS&nodeId=10612&language=VI`, headers: { Merchant: 'DEMO', Authorization: member.token } });
    const url = new URL(v.parse(launchValueSchema, v.parse(envelopeHeadSchema, res.json()).value).content.game_url);
    expect(`${url.pathname}${url.search}`).toBe('/m/fast-lottery?nodeId=10612');
    const { body } = await call(member, 'GET', `${LOTTERY_PATHS.state}?nodeId=10612`);
    const dressed = v.parse(lotteryStateSchema, body.value);
    expect(dressed.gameName).toBe('Northern Lottery');
    expect(dressed.gameCode).toBe(GAME);
    expect(dressed.draw.issue).toBe((await state(member)).draw.issue);
    // a node that is no lottery game has no draw
    expect((await call(member, 'GET', `${LOTTERY_PATHS.state}?nodeId=10001`)).body.errorCode).toBe('lottery.game.not_found');
  });
});
