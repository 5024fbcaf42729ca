import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { envelopeHeadSchema } from '../../contract/envelope';
import { GAME_PATHS, launchValueSchema } from '../../contract/games';
import {
  oddsChangesSchema, placedSlipSchema, SPORTS_ERROR_CODES, SPORTS_PATHS, sportsBetsSchema, sportsStateSchema, type Fixture, type PlaceSlipAsk, type SportsState,
} from '../../contract/sports';
import { betRecordsValueSchema, transactionsValueSchema, WALLET_PATHS } from '../../contract/wallet';
import type { Db } from '../db/db';
import { DEMO_BOOK } from '../db/seed-data/sports-seed';
import { createTestMember, type TestMember } from '../games/test-members';
import { OPS_TOKEN_HEADER } from '../ops/token';
import { ensureFixtures, moveOdds, moveSomeOdds, upcomingFixtures } from '../sports/fixtures';
import { playOutDue } from '../sports/settle';
import { seededRandom } from '../util/seeded-random';
import { closeTestApp, openTestDb, testApp, TEST_OPS_TOKEN } from '../testing/harness';
import { expectLedgerBalanced } from '../testing/ledger';

/** The injected clock: now, moved on by the tests that need kick-offs to pass. */
let clock = Date.now();
let db: Db;
let app: FastifyInstance;
let other: FastifyInstance;
let sportsNode = '';
let esportsNode = '';

beforeAll(async () => {
  db = await openTestDb();
  const config = { sports: { now: () => clock, scheduler: false }, cockfight: { scheduler: false } };
  // Two instances on one database, as two server processes would be.
  [app, other] = await Promise.all([testApp(db, config), testApp(db, config)]);
  await ensureFixtures(db, 'DEMO', clock);
  const node = async (type: string) => (await db.query<{ node_id: string }>(
    `select node_id from games where merchant_code = 'DEMO' and game_type = $1 order by sort_order, node_id limit 1`, [type]))[0]!.node_id;
  [sportsNode, esportsNode] = [await node('SPORTS'), await node('ESPORTS')];
}, 60_000);
afterAll(async () => {
  await other?.close();
  await closeTestApp(db, app);
});
afterEach(() => expectLedgerBalanced(db));

let members = 0;
const newMember = (balance: number) => createTestMember(db, `sports${process.pid}x${(members += 1)}`, balance);
let requests = 0;
const requestId = () => `slip-${process.pid}-${(requests += 1)}`;

async function call(member: TestMember | null, method: 'GET' | 'POST', url: string, payload?: object, via = app) {
  const res = await via.inject({ method, url, ...(payload ? { payload } : {}), headers: { Merchant: 'DEMO', Language: 'EN', ...(member ? { Authorization: member.token } : {}) } });
  return { status: res.statusCode, body: v.parse(envelopeHeadSchema, res.json()) };
}

async function state(member: TestMember, nodeId = sportsNode): Promise<SportsState> {
  const { body } = await call(member, 'GET', `${SPORTS_PATHS.state}?nodeId=${nodeId}`);
  return v.parse(sportsStateSchema, body.value);
}

const place = (member: TestMember, ask: Omit<PlaceSlipAsk, 'nodeId' | 'requestId'> & { requestId?: string }, via = app) =>
  call(member, 'POST', SPORTS_PATHS.bets, { nodeId: sportsNode, requestId: requestId(), ...ask }, via);

async function placed(member: TestMember, ask: Omit<PlaceSlipAsk, 'nodeId' | 'requestId'>) {
  const { body } = await place(member, ask);
  expect(body.errorCode ?? null, body.message ?? '').toBeNull();
  return v.parse(placedSlipSchema, body.value);
}

/** The first selection of a market kind (and line, when given) of a fixture, as the slip would hold it. */
function selection(fixture: Fixture, kind: string, pick: string, line?: number) {
  const market = fixture.markets.find((m) => m.kind === kind && (line === undefined || m.line === line))!;
  return { marketId: market.marketId, pick: pick as 'home', odds: market.selections.find((s) => s.pick === pick)!.odds, line: market.line };
}
const ask = ({ marketId, pick, odds }: ReturnType<typeof selection>) => ({ marketId, pick, odds });

async function ops(words: string[], via = app) {
  const res = await via.inject({ method: 'POST', url: '/__ops/run', headers: { [OPS_TOKEN_HEADER]: TEST_OPS_TOKEN }, payload: { name: 'fixture', words, options: {} } });
  const body = v.parse(envelopeHeadSchema, res.json());
  return { status: res.statusCode, text: (body.value as { text?: string } | null)?.text ?? body.message ?? '' };
}

const entriesOf = (betId: number) => db.query<{ kind: string; cents: string }>(
  'select kind, (amount * 100)::bigint::text as cents from ledger_entries where reference = $1 order by id', [`sports_bet:${betId}`]);
const balanceOf = async (id: number) => Number((await db.query<{ b: number }>('select balance::float8 as b from wallets where member_id = $1', [id]))[0]!.b);

/** Fixtures nobody else in this file bets on: each test takes its own, per sport. */
const taken = new Map<string, number>();
async function freshFixtures(member: TestMember, count: number, nodeId = sportsNode, sport = 'football'): Promise<Fixture[]> {
  const list = (await state(member, nodeId)).fixtures.filter((f) => f.sport === sport);
  const from = taken.get(sport) ?? 0;
  const out = list.slice(from, from + count);
  taken.set(sport, from + count);
  expect(out).toHaveLength(count);
  return out;
}

describe('sportsbook', () => {
  it('serves upcoming fixtures with 1x2, quarter and half handicaps and totals, the limits and the balance', async () => {
    const member = await newMember(500_000);
    const s = await state(member);
    expect(s.category).toBe('SPORTS');
    expect(s.limits).toEqual({ minStake: DEMO_BOOK.minStake, maxStake: DEMO_BOOK.maxStake, maxPayout: DEMO_BOOK.maxPayout, maxLegs: DEMO_BOOK.maxLegs });
    expect(s.balance).toBe(500_000);
    expect(new Set(s.fixtures.map((f) => f.sport))).toEqual(new Set(['football', 'basketball']));
    expect(s.fixtures.every((f) => f.startsAt > clock)).toBe(true);
    const football = s.fixtures.find((f) => f.sport === 'football')!;
    expect(football.markets.map((m) => m.kind)).toEqual(['1x2', 'ah', 'ah', 'ou', 'ou']);
    expect(football.markets[0]!.selections.map((x) => x.pick)).toEqual(['home', 'draw', 'away']);
    // two different handicap lines, each a multiple of a quarter; one a half line (never a push)
    const lines = football.markets.filter((m) => m.kind === 'ah').map((m) => m.line!);
    expect(new Set(lines).size).toBe(2);
    expect(lines.some((l) => Math.abs(l * 2 % 2) === 1)).toBe(true);
    for (const m of s.fixtures.flatMap((f) => f.markets)) for (const x of m.selections) expect(x.odds).toBeGreaterThanOrEqual(1.01);
    // the e-sports tile shows e-sports titles (best of three: ±1.5 maps, 2.5 maps)
    const e = await state(member, esportsNode);
    expect(e.category).toBe('ESPORTS');
    expect(new Set(e.fixtures.map((f) => f.sport))).toEqual(new Set(['lol', 'dota2', 'cs2']));
    expect(e.fixtures[0]!.markets.map((m) => [m.kind, Math.abs(m.line ?? 0)])).toEqual([['ml', 0], ['ah', 1.5], ['ou', 2.5]]);
    // a guest is refused; so is a game of another category
    expect((await call(null, 'GET', `${SPORTS_PATHS.state}?nodeId=${sportsNode}`)).body.success).toBe(false);
    expect((await call(member, 'GET', `${SPORTS_PATHS.state}?nodeId=19001`)).body.errorCode).toBe(SPORTS_ERROR_CODES.gameNotFound);
  });

  it('opens from a sports tile and an e-sports tile', async () => {
    const member = await newMember(100_000);
    for (const node of [sportsNode, esportsNode]) {
      const { body } = await call(member, 'GET', `${GAME_PATHS.launchGame}?nodeId=${node}`);
      expect(v.parse(launchValueSchema, body.value).content.game_url).toMatch(new RegExp(`/m/sportsbook\\?nodeId=${node}$`));
    }
  });

  it('places singles and a parlay in one slip, each staked through the ledger naming its bet; a repeated slip places nothing more', async () => {
    const member = await newMember(1_000_000);
    const [a, b] = await freshFixtures(member, 2);
    const sa = selection(a!, '1x2', 'home');
    const sb = selection(b!, 'ou', 'over');
    const slip = { requestId: requestId(), selections: [ask(sa), ask(sb)], singles: [{ selection: 0, stake: 20_000 }, { selection: 1, stake: 30_000 }], parlay: { stake: 10_000 } };
    const first = await placed(member, slip);
    expect(first.bets.map((x) => [x.kind, x.stake, x.status])).toEqual([['single', 20_000, 'open'], ['single', 30_000, 'open'], ['parlay', 10_000, 'open']]);
    const parlay = first.bets[2]!;
    expect(parlay.legs.map((l) => l.odds)).toEqual([sa.odds, sb.odds]);
    expect(parlay.odds).toBe(Math.floor(Math.round(sa.odds * 100) * Math.round(sb.odds * 100) / 100) / 100);
    expect(parlay.potentialReturn).toBe(Math.floor(10_000 * 100 * Math.round(sa.odds * 100) * Math.round(sb.odds * 100) / 10_000) / 100);
    expect(first.balance).toBe(940_000);
    for (const bet of first.bets) expect(await entriesOf(bet.betId)).toEqual([{ kind: 'bet', cents: String(-bet.stake * 100) }]);
    const again = await placed(member, slip);
    expect(again.bets.map((x) => x.betId)).toEqual(first.bets.map((x) => x.betId));
    expect(await balanceOf(member.id)).toBe(940_000);
    const open = v.parse(sportsBetsSchema, (await call(member, 'GET', `${SPORTS_PATHS.bets}?status=open`)).body.value);
    expect(open.map((x) => x.betId)).toEqual(first.bets.map((x) => x.betId).reverse());
  });

  it('refuses odds that moved since the slip showed them, naming the current odds; the new odds are then accepted', async () => {
    const member = await newMember(200_000);
    const [f] = await freshFixtures(member, 1);
    const shown = selection(f!, '1x2', 'away');
    await moveOdds(db, f!.fixtureId, seededRandom(7));
    const now = selection((await state(member)).fixtures.find((x) => x.fixtureId === f!.fixtureId)!, '1x2', 'away');
    expect(now.odds).not.toBe(shown.odds);
    const { status, body } = await place(member, { selections: [ask(shown)], singles: [{ selection: 0, stake: 10_000 }], parlay: null });
    expect([status, body.errorCode]).toEqual([409, SPORTS_ERROR_CODES.oddsChanged]);
    expect(v.parse(oddsChangesSchema, body.value).changes).toEqual([{ marketId: now.marketId, pick: 'away', odds: now.odds }]);
    expect(await balanceOf(member.id)).toBe(200_000);
    // an operator's price is a change too (ops fixture odds)
    const priced = await ops(['odds', String(f!.fixtureId), '1x2', 'away', '7.77']);
    expect(priced.text).toBe(`fixture ${f!.fixtureId} 1x2 away: ${now.odds.toFixed(2)} → 7.77`);
    expect((await place(member, { selections: [ask(now)], singles: [{ selection: 0, stake: 10_000 }], parlay: null })).body.errorCode).toBe(SPORTS_ERROR_CODES.oddsChanged);
    const accepted = await placed(member, { selections: [{ ...ask(now), odds: 7.77 }], singles: [{ selection: 0, stake: 10_000 }], parlay: null });
    expect(accepted.bets[0]!.odds).toBe(7.77);
  });

  it('holds stakes to the limits and the balance, and refuses closed markets and bad parlays', async () => {
    const member = await newMember(50_000);
    const [a, b] = await freshFixtures(member, 2);
    const one = ask(selection(a!, '1x2', 'home'));
    const single = (stake: number) => place(member, { selections: [one], singles: [{ selection: 0, stake }], parlay: null });
    expect((await single(DEMO_BOOK.minStake - 1)).body.errorCode).toBe(SPORTS_ERROR_CODES.stakeLimit);
    expect((await single(DEMO_BOOK.maxStake + 1)).body.errorCode).toBe(SPORTS_ERROR_CODES.stakeLimit);
    expect((await single(60_000)).body.errorCode).toBe('wallet.balance.insufficient');
    // two singles within the balance each, beyond it together: nothing is placed
    const two = await place(member, { selections: [one, ask(selection(b!, '1x2', 'home'))], singles: [{ selection: 0, stake: 30_000 }, { selection: 1, stake: 30_000 }], parlay: null });
    expect(two.body.errorCode).toBe('wallet.balance.insufficient');
    expect(await balanceOf(member.id)).toBe(50_000);
    // a parlay needs two selections from different fixtures
    expect((await place(member, { selections: [one], singles: [], parlay: { stake: 10_000 } })).body.errorCode).toBe(SPORTS_ERROR_CODES.parlayInvalid);
    const sameFixture = [one, ask(selection(a!, 'ou', 'under'))];
    expect((await place(member, { selections: sameFixture, singles: [], parlay: { stake: 10_000 } })).body.errorCode).toBe(SPORTS_ERROR_CODES.parlayInvalid);
    expect((await place(member, { selections: [one], singles: [], parlay: null })).body.errorCode).toBe(SPORTS_ERROR_CODES.slipInvalid);
    // an unknown market, a fixture that kicked off: closed
    expect((await place(member, { selections: [{ ...one, marketId: 999_999_999 }], singles: [{ selection: 0, stake: 10_000 }], parlay: null })).body.errorCode)
      .toBe(SPORTS_ERROR_CODES.marketClosed);
    const kickOff = clock;
    clock = a!.startsAt;
    try {
      const late = await single(10_000);
      expect(late.body.errorCode).toBe(SPORTS_ERROR_CODES.marketClosed);
      expect(v.parse(oddsChangesSchema, late.body.value).changes).toEqual([{ marketId: one.marketId, pick: 'home', odds: null }]);
    } finally {
      clock = kickOff;
    }
    // bad input is a 400 in the envelope
    const bad = await call(member, 'POST', SPORTS_PATHS.bets, { nodeId: sportsNode, requestId: requestId(), selections: [{ ...one, odds: 1.955 }], singles: [], parlay: null });
    expect(bad.status).toBe(400);
  });

  it('settles a fixture once: win, loss, and a whole-line push (stake back); the records show the slip', async () => {
    const member = await newMember(1_000_000);
    // basketball: its second handicap is always a whole line
    const [f] = await freshFixtures(member, 1, sportsNode, 'basketball');
    const home = selection(f!, 'ml', 'home');
    const whole = f!.markets.find((m) => m.kind === 'ah' && Number.isInteger(m.line))!;
    const half = f!.markets.find((m) => m.kind === 'ou' && !Number.isInteger(m.line))!;
    const result = await placed(member, {
      selections: [ask(home), { marketId: whole.marketId, pick: 'home', odds: whole.selections[0]!.odds }, { marketId: half.marketId, pick: 'over', odds: half.selections[0]!.odds }],
      singles: [{ selection: 0, stake: 10_000 }, { selection: 1, stake: 10_000 }, { selection: 2, stake: 10_000 }], parlay: null,
    });
    // the home side wins (or loses) by exactly minus its handicap: the whole line pushes
    const margin = -whole.line!;
    const [h, a] = margin > 0 ? [80 + margin, 80] : [80, 80 - margin];
    const score = `${h}-${a}`;
    const out = await ops(['result', String(f!.fixtureId), score]);
    expect(out.text).toContain(`settled at ${score}: 3 selection(s) on it, 3 bet(s) settled`);
    const settled = v.parse(sportsBetsSchema, (await call(member, 'GET', `${SPORTS_PATHS.bets}?status=settled`)).body.value);
    const byId = new Map(settled.map((b) => [b.betId, b]));
    const [mlBet, ahBet, ouBet] = result.bets.map((b) => byId.get(b.betId)!);
    const returned = (odds: number, wins: boolean) => (wins ? Math.floor(10_000 * Math.round(odds * 100)) / 100 : 0);
    // the winner (a margin of 0 is a tie: the two-way market pushes)
    const mlReturn = margin === 0 ? 10_000 : returned(home.odds, margin > 0);
    expect([mlBet!.status, mlBet!.payout]).toEqual([margin === 0 ? 'push' : margin > 0 ? 'won' : 'lost', mlReturn]);
    expect([ahBet!.status, ahBet!.payout, ahBet!.legs[0]!.result]).toEqual(['push', 10_000, 'push']);
    expect(await entriesOf(ahBet!.betId)).toEqual([{ kind: 'bet', cents: '-1000000' }, { kind: 'bet', cents: '1000000' }]);
    const overWins = h + a > half.line!;
    const ouReturn = returned(half.selections[0]!.odds, overWins);
    expect([ouBet!.status, ouBet!.payout]).toEqual([overWins ? 'won' : 'lost', ouReturn]);
    expect(await entriesOf(ouBet!.betId)).toEqual(overWins
      ? [{ kind: 'bet', cents: '-1000000' }, { kind: 'win', cents: String(Math.round(ouReturn * 100)) }]
      : [{ kind: 'bet', cents: '-1000000' }]);
    // a second result, from either instance, changes nothing
    const again = await ops(['result', String(f!.fixtureId), '0-3'], other);
    expect([again.status, again.text]).toEqual([400, `fixture ${f!.fixtureId} is already settled ${score}: nothing changed`]);
    expect(await balanceOf(member.id)).toBe(1_000_000 - 30_000 + mlReturn + 10_000 + ouReturn);
    // the betting record: each bet once, with its slip and selections
    const range = `from=${clock - 86_400_000}&to=${Date.now() + 86_400_000}`;
    const records = v.parse(betRecordsValueSchema, (await call(member, 'GET', `${WALLET_PATHS.betRecords}?${range}`)).body.value);
    expect(records.list).toHaveLength(3);
    const record = records.list.find((r) => r.round?.engine === 'sports' && r.round.betId === ouBet!.betId)!;
    expect(record.gameType).toBe('SPORTS');
    expect(record.winLoss).toBe(ouReturn - 10_000);
    expect(record.round).toMatchObject({
      engine: 'sports', kind: 'single', status: overWins ? 'won' : 'lost',
      legs: [{ pick: 'over', kind: 'ou', line: half.line, result: overWins ? 'win' : 'loss', home: f!.home, away: f!.away, score: { home: h, away: a } }],
    });
    // the account record names each bet
    const ledger = v.parse(transactionsValueSchema, (await call(member, 'GET', `${WALLET_PATHS.transactions}?${range}`)).body.value);
    expect(ledger.list.filter((e) => e.reference === `sports_bet:${ahBet!.betId}`).map((e) => e.amount).sort()).toEqual([-10_000, 10_000]);
  });

  it('settles a parlay when its last leg settles; a pushed leg counts as 1.00', async () => {
    const member = await newMember(500_000);
    const [a] = await freshFixtures(member, 1);
    const [b] = await freshFixtures(member, 1, sportsNode, 'basketball');
    const sa = selection(a!, '1x2', 'home');
    // basketball's second total is a whole line: it pushes at exactly that many points
    const whole = b!.markets.find((m) => m.kind === 'ou' && Number.isInteger(m.line))!;
    const sb = { marketId: whole.marketId, pick: 'over' as const, odds: whole.selections[0]!.odds };
    const slip = await placed(member, { selections: [ask(sa), sb], singles: [], parlay: { stake: 20_000 } });
    const betId = slip.bets[0]!.betId;
    expect((await ops(['result', String(a!.fixtureId), '2-0'])).text).toContain('0 bet(s) settled');
    expect(v.parse(sportsBetsSchema, (await call(member, 'GET', `${SPORTS_PATHS.bets}?status=open`)).body.value)[0]).toMatchObject({ betId, status: 'open' });
    const total = whole.line!;
    expect((await ops(['result', String(b!.fixtureId), `${Math.ceil(total / 2)}-${Math.floor(total / 2)}`])).text).toContain('1 bet(s) settled');
    const [bet] = v.parse(sportsBetsSchema, (await call(member, 'GET', `${SPORTS_PATHS.bets}?status=settled`)).body.value).filter((x) => x.betId === betId);
    expect(bet!.legs.map((l) => l.result)).toEqual(['win', 'push']);
    const expected = Math.floor(20_000 * Math.round(sa.odds * 100)) / 100;
    expect([bet!.status, bet!.payout]).toEqual(['won', expected]);
    expect(await entriesOf(betId)).toEqual([{ kind: 'bet', cents: '-2000000' }, { kind: 'win', cents: String(Math.round(expected * 100)) }]);
  });

  it('voids a fixture: its singles get the stake back, its parlays go on at 1.00', async () => {
    const member = await newMember(500_000);
    const [a, b] = await freshFixtures(member, 2);
    const sa = selection(a!, '1x2', 'draw');
    const sb = selection(b!, '1x2', 'away');
    const slip = await placed(member, { selections: [ask(sa), ask(sb)], singles: [{ selection: 0, stake: 15_000 }], parlay: { stake: 10_000 } });
    expect((await ops(['void', String(a!.fixtureId)])).text).toContain('voided: 2 selection(s) on it, 1 bet(s) settled');
    expect((await ops(['void', String(a!.fixtureId)])).status).toBe(400);
    await ops(['result', String(b!.fixtureId), '0-1']);
    const settled = v.parse(sportsBetsSchema, (await call(member, 'GET', `${SPORTS_PATHS.bets}?status=settled`)).body.value);
    const single = settled.find((x) => x.betId === slip.bets[0]!.betId)!;
    const parlay = settled.find((x) => x.betId === slip.bets[1]!.betId)!;
    expect([single.status, single.payout]).toEqual(['void', 15_000]);
    expect(await entriesOf(single.betId)).toEqual([{ kind: 'bet', cents: '-1500000' }, { kind: 'bet', cents: '1500000' }]);
    expect(parlay.legs.map((l) => l.result)).toEqual(['void', 'win']);
    expect([parlay.status, parlay.payout]).toEqual(['won', Math.floor(10_000 * Math.round(sb.odds * 100)) / 100]);
  });

  it('settles exactly once when two instances result one fixture, and two a parlay\'s two fixtures, at the same moment', async () => {
    const member = await newMember(1_000_000);
    const [a, b] = await freshFixtures(member, 2);
    const sa = selection(a!, '1x2', 'home');
    const sb = selection(b!, '1x2', 'home');
    const slip = await placed(member, { selections: [ask(sa), ask(sb)], singles: [{ selection: 0, stake: 10_000 }], parlay: { stake: 10_000 } });
    // the same fixture from both instances: one settles it, the other is refused
    const both = await Promise.all([ops(['result', String(a!.fixtureId), '1-0']), ops(['result', String(a!.fixtureId), '1-0'], other)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    // the parlay's other fixture from both instances, and a third call: still one settlement
    const again = await Promise.all([ops(['result', String(b!.fixtureId), '2-0']), ops(['result', String(b!.fixtureId), '2-0'], other)]);
    expect(again.map((r) => r.status).sort()).toEqual([200, 400]);
    for (const bet of slip.bets) expect((await entriesOf(bet.betId)).filter((e) => e.kind === 'win')).toHaveLength(1);
    const records = await db.query<{ n: string }>('select count(*)::text as n from sports_bets where id = any($1::bigint[]) and bet_record_id is not null', [slip.bets.map((x) => x.betId)]);
    expect(records[0]!.n).toBe('2');
  });

  it('settles a parlay once when its two fixtures are resulted at the same moment on two instances', async () => {
    const member = await newMember(1_000_000);
    const [a, b] = await freshFixtures(member, 2);
    const slip = await placed(member, { selections: [ask(selection(a!, '1x2', 'away')), ask(selection(b!, '1x2', 'away'))], singles: [], parlay: { stake: 10_000 } });
    const done = await Promise.all([ops(['result', String(a!.fixtureId), '0-1']), ops(['result', String(b!.fixtureId), '0-2'], other)]);
    expect(done.map((r) => r.status)).toEqual([200, 200]);
    const [bet] = v.parse(sportsBetsSchema, (await call(member, 'GET', `${SPORTS_PATHS.bets}?status=settled`)).body.value).filter((x) => x.betId === slip.bets[0]!.betId);
    expect([bet!.status, bet!.payout]).toEqual(['won', slip.bets[0]!.potentialReturn]);
    expect((await entriesOf(bet!.betId)).filter((e) => e.kind === 'win')).toHaveLength(1);
  });

  it('refuses bad operator input and checks e-sports scores are best of three', async () => {
    const member = await newMember(100_000);
    const [e] = await freshFixtures(member, 1, esportsNode, 'lol');
    expect((await ops(['result', String(e!.fixtureId), '3-1'])).text).toBe('lol is played best of three: the score is maps won, e.g. 2-1');
    expect((await ops(['result', String(e!.fixtureId), 'two-one'])).text).toBe('SCORE is home-away, e.g. 2-1');
    expect((await ops(['result', '999999999', '1-0'])).text).toBe('no fixture 999999999');
    expect((await ops(['odds', String(e!.fixtureId), 'ah', 'home', '1.80'])).text).toBe('a ah market needs --line, a multiple of 0.25');
    expect((await ops(['result', String(e!.fixtureId), '2-1'])).status).toBe(200);
    expect((await ops(['list'])).text).toMatch(/^fixtures by kick-off/);
  });

  it('moves odds by itself now and then', async () => {
    const all = async () => [...await upcomingFixtures(db, 'DEMO', 'SPORTS', clock, 500), ...await upcomingFixtures(db, 'DEMO', 'ESPORTS', clock, 500)];
    const before = await all();
    const moved = await moveSomeOdds(db, 'DEMO', clock + 10 * 60_000, seededRandom(11));
    expect(moved.length).toBeGreaterThan(0);
    const after = await all();
    const oddsOf = (list: Fixture[], id: number) => list.find((f) => f.fixtureId === id)!.markets.flatMap((m) => m.selections.map((x) => x.odds));
    expect(moved.some((id) => oddsOf(before, id).join() !== oddsOf(after, id).join())).toBe(true);
  });

  it('plays out a fixture nobody resulted once its match is over', async () => {
    // fixtures of a day ago, which no other test bets on
    const dayAgo = clock - 24 * 60 * 60_000;
    await ensureFixtures(db, 'DEMO', dayAgo);
    const member = await newMember(100_000);
    const [old] = await upcomingFixtures(db, 'DEMO', 'SPORTS', dayAgo, 1);
    const now = clock;
    clock = old!.startsAt - 60_000;
    try {
      await placed(member, { selections: [ask(selection(old!, old!.markets[0]!.kind, 'home'))], singles: [{ selection: 0, stake: 10_000 }], parlay: null });
    } finally {
      clock = now;
    }
    const played = await playOutDue(db, old!.startsAt + 3 * 60 * 60_000, seededRandom(3));
    expect(played.map((p) => p.fixtureId)).toContain(old!.fixtureId);
    expect(v.parse(sportsBetsSchema, (await call(member, 'GET', `${SPORTS_PATHS.bets}?status=open`)).body.value)).toEqual([]);
    expect(await playOutDue(db, old!.startsAt + 3 * 60 * 60_000, seededRandom(3))).toEqual([]);
  });
});
