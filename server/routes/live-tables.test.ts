import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baccaratReturnCents, dealBaccarat, drawCards } from '../../contract/baccarat';
import { envelopeHeadSchema } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { GAME_PATHS, launchValueSchema } from '../../contract/games';
import {
  baccaratRoundSchema, dragonTigerRoundSchema, LIVE_MODEL_PATH, liveModelListSchema, LIVE_TABLE_ERROR_CODES, LIVE_TABLE_PATHS, rouletteRoundSchema, sicBoRoundSchema, tablesLobbySchema, tableStateSchema,
  xocDiaRoundSchema, type TableState,
} from '../../contract/live-tables';
import { dragonTigerHand, dragonTigerReturnCents } from '../../contract/dragon-tiger';
import { rouletteReturnCents } from '../../contract/roulette';
import { sicBoReturnCents } from '../../contract/sic-bo';
import { xocDiaReturnCents } from '../../contract/xoc-dia';
import { betRecordsValueSchema, transactionsValueSchema, WALLET_PATHS } from '../../contract/wallet';
import type { Db } from '../db/db';
import { createTestMember, type TestMember } from '../games/test-members';
import { tablesTick } from '../games/tables/scheduler';
import { WATCH_MS } from '../games/tables/rounds';
import { closeTestApp, openTestDb, testApp, testConfig } from '../testing/harness';
import { expectLedgerBalanced } from '../testing/ledger';

const BETTING_MS = 15_000;
const SHOW_MS = 8_000;
/** The injected clock, moved on by the tests. */
let clock = Date.now();
let db: Db;
let app: FastifyInstance;
let other: FastifyInstance;
const tables = { now: () => clock, scheduler: false, timing: { bettingMs: BETTING_MS, showMs: SHOW_MS } };

interface LiveGame { node_id: string; game_id: string; name_en: string; classifies: string[]; room_id: string | null }
/** Evolution's live games of the seed: the lobby, then baccarat, roulette and other tables. */
let evo: { lobby: LiveGame; baccarat: LiveGame[]; roulette: LiveGame[]; tables: LiveGame[]; other: LiveGame[] };

beforeAll(async () => {
  db = await openTestDb();
  // two instances on one database, as two server processes would be
  [app, other] = await Promise.all([testApp(db, { tables }), testApp(db, { tables })]);
  const games = await db.query<LiveGame>(
    "select node_id, game_id, name_en, classifies, room_id from games where merchant_code = 'DEMO' and vendor_code = 'EVO' and game_type = 'LIVE' order by sort_order",
  );
  evo = {
    lobby: games[0]!,
    baccarat: games.filter((g) => g.classifies.includes('BAC') && !/no commission/i.test(g.name_en)),
    roulette: games.filter((g) => g.classifies.includes('ROU')),
    tables: games.filter((g) => g.room_id !== null),
    other: games.filter((g) => g.room_id !== null && !g.classifies.includes('BAC') && !g.classifies.includes('ROU')),
  };
}, 60_000);
afterAll(async () => {
  await other?.close();
  await closeTestApp(db, app);
});
afterEach(() => expectLedgerBalanced(db));

let members = 0;
const newMember = (balance: number) => createTestMember(db, `tables${process.pid}x${(members += 1)}`, balance);
let requests = 0;
const requestId = () => `req-${process.pid}-${(requests += 1)}`;

async function launch(member: TestMember, nodeId: string): Promise<URL> {
  const res = await app.inject({ method: 'GET', url: `${GAME_PATHS.launchGame}?nodeId=${nodeId}&language=VI`, headers: { Merchant: 'DEMO', Authorization: member.token } });
  return new URL(v.parse(launchValueSchema, v.parse(envelopeHeadSchema, res.json()).value).content.game_url);
}
const ticketOf = async (member: TestMember, nodeId: string) => (await launch(member, nodeId)).searchParams.get('ticket')!;

async function call(method: 'GET' | 'POST', url: string, payload?: object, on = app) {
  const res = await on.inject({ method, url, ...(payload ? { payload } : {}), headers: { Language: 'EN' } });
  return { status: res.statusCode, body: v.parse(envelopeHeadSchema, res.json()) };
}

async function state(ticket: string, on = app): Promise<TableState> {
  const { body } = await call('GET', `${LIVE_TABLE_PATHS.state}?ticket=${encodeURIComponent(ticket)}`, undefined, on);
  expect(body.errorCode ?? null).toBeNull();
  return v.parse(tableStateSchema, body.value);
}

const bet = (ticket: string, roundId: number, bets: { spot: string; amount: number }[], id = requestId(), on = app) =>
  call('POST', LIVE_TABLE_PATHS.bet, { ticket, roundId, requestId: id, bets }, on);

async function placed(ticket: string, roundId: number, bets: { spot: string; amount: number }[]): Promise<TableState> {
  const { body } = await bet(ticket, roundId, bets);
  expect(body.errorCode ?? null).toBeNull();
  return v.parse(tableStateSchema, body.value);
}

const balanceOf = async (id: number) => Number((await db.query<{ b: number }>('select balance::float8 as b from wallets where member_id = $1', [id]))[0]!.b);
const entriesOf = (roundId: number, memberId: number) => db.query<{ kind: string; cents: string }>(
  'select kind, (amount * 100)::bigint::text as cents from ledger_entries where reference = $1 and member_id = $2 order by id', [`table_round:${roundId}`, memberId]);

/** The floats of a round, with Node's own HMAC (nonce 0), to recompute independently of the engine's Web Crypto path. */
function floats(serverSeed: string, clientSeed: string, count: number): number[] {
  const b = createHmac('sha256', serverSeed).update(`${clientSeed}:0:0`).digest();
  return Array.from({ length: count }, (_, i) => b[4 * i]! / 256 + b[4 * i + 1]! / 65536 + b[4 * i + 2]! / 16777216 + b[4 * i + 3]! / 4294967296);
}

/** Moves the clock past the round's window (and its show when asked): the table's next answer settles it. */
function passClose(s: TableState, show = false) {
  clock = Math.max(clock, s.round!.closesAt + (show ? SHOW_MS : 0)) + 1;
}

describe('a baccarat table', () => {
  it('opens a round with its seed hash before any chip, on the server’s clock', async () => {
    const member = await newMember(1_000_000);
    const table = evo.baccarat[0]!;
    const s = await state(await ticketOf(member, table.node_id));
    expect(s).toMatchObject({ engine: 'baccarat', variant: 'classic', nodeId: table.node_id, balance: 1_000_000, myBets: [], myStake: 0, myPayout: null, serverNow: clock });
    expect(s.round).toMatchObject({ phase: 'betting', opensAt: clock, closesAt: clock + BETTING_MS, endsAt: clock + BETTING_MS + SHOW_MS, outcome: null });
    expect(s.round!.fairness).toMatchObject({ clientSeed: `${table.game_id}-${s.round!.roundNo}`, nonce: 0, serverSeed: null });
    expect(s.round!.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.chips[0]).toBeGreaterThan(0);
    expect(s.chips.every((c) => c % s.chips[0]! === 0)).toBe(true);
  });

  it('stakes chips through the ledger naming the round, and refuses in the envelope what the table does not take', async () => {
    const member = await newMember(50_000);
    const ticket = await ticketOf(member, evo.baccarat[1]!.node_id);
    const s = await state(ticket);
    const roundId = s.round!.roundId;
    const unit = s.chips[0]!;
    const after = await placed(ticket, roundId, [{ spot: 'banker', amount: unit }, { spot: 'tie', amount: unit }, { spot: 'banker', amount: 2 * unit }]);
    expect(after.myBets).toEqual([{ spot: 'banker', amount: 3 * unit }, { spot: 'tie', amount: unit }]);
    expect(after.myStake).toBe(4 * unit);
    expect(after.balance).toBe(50_000 - 4 * unit);
    expect(await entriesOf(roundId, member.id)).toEqual([{ kind: 'bet', cents: String(-400 * unit) }]);

    const refusals: [object[], number, string][] = [
      [[{ spot: 'dragon', amount: unit }], 400, LIVE_TABLE_ERROR_CODES.spotInvalid],
      [[{ spot: 'red', amount: unit }], 400, LIVE_TABLE_ERROR_CODES.spotInvalid],
      [[{ spot: 'player', amount: unit / 2 }], 400, LIVE_TABLE_ERROR_CODES.amountInvalid],
      [[{ spot: 'player', amount: unit + 0.01 }], 400, LIVE_TABLE_ERROR_CODES.amountInvalid],
      [[{ spot: 'player', amount: 0 }], 400, ERROR_CODES.badRequest],
      [[{ spot: 'player', amount: 1_000_000 }], 409, ERROR_CODES.launchBalanceNotEnough],
      // each spot within the limit, together beyond the balance: nothing of the request stays
      [[{ spot: 'player', amount: 100 * unit }, { spot: 'tie', amount: 100 * unit }], 409, ERROR_CODES.launchBalanceNotEnough],
    ];
    for (const [bets, status, code] of refusals) {
      const { status: got, body } = await bet(ticket, roundId, bets as { spot: string; amount: number }[]);
      expect([got, body.success, body.errorCode], JSON.stringify(bets)).toEqual([status, false, code]);
    }
    const rich = await newMember(100_000_000);
    const richTicket = await ticketOf(rich, evo.baccarat[1]!.node_id);
    const limit = await bet(richTicket, roundId, [{ spot: 'player', amount: s.maxPerSpot + unit }]);
    expect([limit.status, limit.body.errorCode]).toEqual([409, LIVE_TABLE_ERROR_CODES.limitExceeded]);
    const stale = await bet(ticket, roundId + 1_000_000, [{ spot: 'player', amount: unit }]);
    expect([stale.status, stale.body.errorCode]).toEqual([409, LIVE_TABLE_ERROR_CODES.bettingClosed]);
    // a ticket of another table cannot bet on this round
    const elsewhere = await bet(await ticketOf(member, evo.baccarat[2]!.node_id), roundId, [{ spot: 'player', amount: unit }]);
    expect(elsewhere.body.errorCode).toBe(LIVE_TABLE_ERROR_CODES.bettingClosed);
    expect(await balanceOf(member.id)).toBe(50_000 - 4 * unit);
    expect((await state(ticket)).myStake).toBe(4 * unit);
  });

  it('answers a repeated request without staking again, even on two instances at once', async () => {
    const member = await newMember(100_000);
    const ticket = await ticketOf(member, evo.baccarat[2]!.node_id);
    const s = await state(ticket);
    const id = requestId();
    const bets = [{ spot: 'player', amount: s.chips[1]! }];
    const answers = await Promise.all([bet(ticket, s.round!.roundId, bets, id), bet(ticket, s.round!.roundId, bets, id, other)]);
    expect(answers.map((a) => a.body.errorCode ?? null)).toEqual([null, null]);
    expect(await balanceOf(member.id)).toBe(100_000 - s.chips[1]!);
    expect(await entriesOf(s.round!.roundId, member.id)).toHaveLength(1);
  });

  it('closes the window at its time, settles once across instances by the revealed seed, and the records agree', async () => {
    const member = await newMember(1_000_000);
    const table = evo.baccarat[3]!;
    const ticket = await ticketOf(member, table.node_id);
    const s = await state(ticket);
    const unit = s.chips[0]!;
    const spots = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];
    await placed(ticket, s.round!.roundId, spots.map((spot) => ({ spot, amount: 2 * unit })));
    // the window closes at closesAt exactly: a chip then is refused, before the round is even settled
    clock = s.round!.closesAt;
    const late = await bet(ticket, s.round!.roundId, [{ spot: 'player', amount: unit }]);
    expect([late.status, late.body.errorCode]).toEqual([409, LIVE_TABLE_ERROR_CODES.bettingClosed]);

    // both instances, their schedulers and a screen ask at once: one settlement
    clock += 1;
    const answers = await Promise.all([state(ticket), state(ticket, other), tablesTick({ db, config: testConfig({ tables }) })]);
    // an answer given while another settled the round may still read it betting (past its close): never anything else
    for (const answer of answers.slice(0, 2) as TableState[]) expect(answer.round).toMatchObject({ roundId: s.round!.roundId });
    const settled = await state(ticket);
    expect(settled.round).toMatchObject({ roundId: s.round!.roundId, phase: 'settled' });
    const { serverSeed, serverSeedHash, clientSeed } = settled.round!.fairness;
    expect(createHash('sha256').update(serverSeed!).digest('hex')).toBe(s.round!.fairness.serverSeedHash);
    expect(serverSeedHash).toBe(s.round!.fairness.serverSeedHash);
    const hand = dealBaccarat(drawCards(floats(serverSeed!, clientSeed, 6)));
    expect(settled.round!.outcome).toMatchObject({ engine: 'baccarat', player: hand.player, banker: hand.banker, winner: hand.winner });
    const payout = spots.reduce((sum, spot) => sum + baccaratReturnCents(spot as 'player', 200 * unit, hand), 0) / 100;
    expect(settled.myPayout).toBe(payout);
    expect(settled.balance).toBe(1_000_000 - 10 * unit + payout);
    expect(await entriesOf(s.round!.roundId, member.id)).toEqual([
      { kind: 'bet', cents: String(-1000 * unit) }, ...(payout > 0 ? [{ kind: 'win', cents: String(payout * 100) }] : []),
    ]);
    // the result stays on the table until its end; then the next round opens, and the road shows this one
    expect((await state(ticket)).round!.roundId).toBe(s.round!.roundId);
    passClose(s, true);
    const next = await state(ticket);
    expect(next.round).toMatchObject({ roundNo: s.round!.roundNo + 1, phase: 'betting' });
    expect(next.road.at(-1)).toEqual({ roundNo: s.round!.roundNo, outcome: settled.round!.outcome });

    // the betting record: one row for the round, with the hand, the bets and the revealed seed; the account record names the round
    const range = `from=${clock - 86_400_000}&to=${Date.now() + 86_400_000}&pageNo=1`;
    const records = await app.inject({ method: 'GET', url: `${WALLET_PATHS.betRecords}?${range}`, headers: { Merchant: 'DEMO', Authorization: member.token } });
    const [row, ...rest] = v.parse(betRecordsValueSchema, v.parse(envelopeHeadSchema, records.json()).value).list;
    expect(rest).toEqual([]);
    expect([row!.bet, row!.winLoss, row!.gameType]).toEqual([10 * unit, payout - 10 * unit, 'LIVE']);
    const round = v.parse(baccaratRoundSchema, row!.round);
    expect(round).toMatchObject({ roundNo: s.round!.roundNo, variant: 'classic', outcome: settled.round!.outcome, fairness: { serverSeed, clientSeed, nonce: 0 } });
    expect(round.bets.map((b) => b.spot)).toEqual(spots);
    expect(round.bets.reduce((sum, b) => sum + b.payout, 0)).toBe(payout);
    const ledger = await app.inject({ method: 'GET', url: `${WALLET_PATHS.transactions}?${range}`, headers: { Merchant: 'DEMO', Authorization: member.token } });
    const entries = v.parse(transactionsValueSchema, v.parse(envelopeHeadSchema, ledger.json()).value).list;
    expect(entries.filter((e) => e.reference === `table_round:${s.round!.roundId}`)).toHaveLength(payout > 0 ? 2 : 1);
  });
});

describe('a roulette table', () => {
  it('takes inside and outside spots, pays by the number its seed gives, and refuses baccarat spots', async () => {
    const member = await newMember(1_000_000);
    const ticket = await ticketOf(member, evo.roulette[0]!.node_id);
    const s = await state(ticket);
    expect([s.engine, s.variant]).toEqual(['roulette', null]);
    const unit = s.chips[0]!;
    const spots = ['straight-17', 'split-0-1', 'street-16-17-18', 'corner-16-17-19-20', 'line-31-32-33-34-35-36', 'red', 'even', 'high', 'dozen-2', 'column-3'];
    await placed(ticket, s.round!.roundId, spots.map((spot) => ({ spot, amount: unit })));
    for (const spot of ['banker', 'split-17-19', 'straight-37', 'corner-0-1-2']) {
      expect((await bet(ticket, s.round!.roundId, [{ spot, amount: unit }])).body.errorCode, spot).toBe(LIVE_TABLE_ERROR_CODES.spotInvalid);
    }
    passClose(s);
    const settled = await state(ticket);
    const { serverSeed, clientSeed } = settled.round!.fairness;
    const number = Math.floor(floats(serverSeed!, clientSeed, 1)[0]! * 37);
    expect(settled.round!.outcome).toEqual({ engine: 'roulette', number });
    const payout = spots.reduce((sum, spot) => sum + rouletteReturnCents(spot, 100 * unit, number), 0) / 100;
    expect([settled.myStake, settled.myPayout, settled.balance]).toEqual([10 * unit, payout, 1_000_000 - 10 * unit + payout]);
  });
});

describe('dragon tiger, sic bo and xóc đĩa tables (docs/decisions/0076)', () => {
  it('each deals its own game, takes only its own spots and pays once by what its seed gives', async () => {
    const plays = {
      'dragon-tiger': { spots: ['dragon', 'tiger', 'tie', 'suited-tie'], foreign: 'banker' },
      'sic-bo': { spots: ['small', 'big', 'odd', 'total-10', 'triple-any', 'double-3', 'single-6'], foreign: 'total-3' },
      'xoc-dia': { spots: ['even', 'odd', 'red-4', 'white-3'], foreign: 'red' },
    } as const;
    for (const [engine, { spots, foreign }] of Object.entries(plays)) {
      const table = evo.other.find((g) => new RegExp(engine.replace('-', ' '), 'i').test(g.name_en))!;
      const member = await newMember(10_000_000);
      const ticket = await ticketOf(member, table.node_id);
      const s = await state(ticket);
      expect([s.engine, s.variant]).toEqual([engine, null]);
      const unit = s.chips[0]!;
      await placed(ticket, s.round!.roundId, spots.map((spot) => ({ spot, amount: unit })));
      expect((await bet(ticket, s.round!.roundId, [{ spot: foreign, amount: unit }])).body.errorCode, foreign).toBe(LIVE_TABLE_ERROR_CODES.spotInvalid);
      passClose(s);
      // two instances ask at once: one settles, both answer the same round
      const [settled, again] = await Promise.all([state(ticket), state(ticket, other)]);
      expect(again.round!.roundId).toBe(settled.round!.roundId);
      const { serverSeed, clientSeed } = settled.round!.fairness;
      const cents = 100 * unit;
      let payout: number;
      if (engine === 'sic-bo') {
        const dice = floats(serverSeed!, clientSeed, 3).map((f) => Math.floor(f * 6) + 1) as [number, number, number];
        expect(settled.round!.outcome).toEqual({ engine, dice, total: dice[0] + dice[1] + dice[2] });
        payout = spots.reduce((sum, spot) => sum + sicBoReturnCents(spot, cents, dice), 0);
      } else if (engine === 'xoc-dia') {
        const coins = floats(serverSeed!, clientSeed, 4).map((f) => (f < 0.5 ? 'red' : 'white'));
        const reds = coins.filter((c) => c === 'red').length;
        expect(settled.round!.outcome).toEqual({ engine, coins, reds });
        payout = (spots as readonly ('even' | 'odd' | 'red-4' | 'white-3')[]).reduce((sum, spot) => sum + xocDiaReturnCents(spot, cents, reds), 0);
      } else {
        const hand = dragonTigerHand(floats(serverSeed!, clientSeed, 2));
        expect(settled.round!.outcome).toEqual({ engine, ...hand });
        payout = (spots as readonly ('dragon' | 'tiger' | 'tie' | 'suited-tie')[]).reduce((sum, spot) => sum + dragonTigerReturnCents(spot, cents, hand), 0);
      }
      const stake = spots.length * unit;
      expect([settled.myStake, settled.myPayout, settled.balance]).toEqual([stake, payout / 100, 10_000_000 - stake + payout / 100]);
      expect(await entriesOf(settled.round!.roundId, member.id)).toEqual([
        { kind: 'bet', cents: String(-stake * 100) }, ...(payout > 0 ? [{ kind: 'win', cents: String(payout) }] : []),
      ]);
      const [record] = await db.query<{ n: string }>('select count(*)::text as n from game_rounds where spin_id = $1 and member_id = $2', [`table_round:${settled.round!.roundId}`, member.id]);
      expect(record!.n).toBe('1');
    }
  });
});

describe('rounds nobody watches', () => {
  it('are settled by the scheduler, and a round cut by a restart settles when a server starts again', async () => {
    const member = await newMember(1_000_000);
    const table = evo.roulette[1]!;
    const ticket = await ticketOf(member, table.node_id);
    const s = await state(ticket);
    await placed(ticket, s.round!.roundId, [{ spot: 'black', amount: s.chips[0]! }]);
    passClose(s);
    // every process was down when the window closed: a fresh one settles it as it starts, nobody asking
    const restarted = await testApp(db, { tables: { ...tables, scheduler: true, tickMs: 3_600_000 } });
    try {
      const [row] = await db.query<{ status: string }>('select status from table_rounds where id = $1', [s.round!.roundId]);
      expect(row!.status).toBe('settled');
    } finally {
      await restarted.close();
    }
    const [record] = await db.query<{ n: string }>("select count(*)::text as n from game_rounds where spin_id = $1", [`table_round:${s.round!.roundId}`]);
    expect(record!.n).toBe('1');

    // a table watched lately keeps dealing without a screen asking; one left alone stops after its round
    passClose(s, true);
    await tablesTick({ db, config: testConfig({ tables }) });
    const [latest] = await db.query<{ round_no: string; status: string }>(
      "select round_no::text, status from table_rounds where merchant_code = 'DEMO' and node_id = $1 order by round_no desc limit 1", [table.node_id]);
    expect([Number(latest!.round_no), latest!.status]).toEqual([s.round!.roundNo + 1, 'betting']);
    clock += 10 * 60_000;
    await tablesTick({ db, config: testConfig({ tables }) });
    await tablesTick({ db, config: testConfig({ tables }) });
    const [after] = await db.query<{ round_no: string; status: string }>(
      "select round_no::text, status from table_rounds where merchant_code = 'DEMO' and node_id = $1 order by round_no desc limit 1", [table.node_id]);
    expect([Number(after!.round_no), after!.status]).toEqual([s.round!.roundNo + 1, 'settled']);
  });
});

describe('the live lobby and the launch', () => {
  it('a live vendor’s lobby game opens its tables; each table launches its own screen', async () => {
    const member = await newMember(100_000);
    expect((await launch(member, evo.lobby.node_id)).pathname).toBe('/m/play/tables');
    expect((await launch(member, evo.baccarat[0]!.node_id)).pathname).toBe('/m/play/baccarat');
    expect((await launch(member, evo.roulette[0]!.node_id)).pathname).toBe('/m/play/roulette');
    for (const table of evo.other) expect((await launch(member, table.node_id)).pathname).toBe('/m/play/table');

    const lobbyTicket = await ticketOf(member, evo.lobby.node_id);
    const { body } = await call('GET', `${LIVE_TABLE_PATHS.lobby}?ticket=${encodeURIComponent(lobbyTicket)}`);
    const lobby = v.parse(tablesLobbySchema, body.value);
    expect(lobby.vendorName).toBe('Evolution');
    expect(lobby.tables.map((t) => t.nodeId)).toEqual(evo.tables.map((t) => t.node_id));
    expect(lobby.tables.filter((t) => t.engine === 'roulette').map((t) => t.nodeId)).toEqual(evo.roulette.map((t) => t.node_id));
    expect(lobby.tables.find((t) => /No Commission/.test(t.gameName))?.variant).toBe('no-commission');
    expect(new Set(lobby.tables.map((t) => t.engine))).toEqual(new Set(['baccarat', 'roulette', 'dragon-tiger', 'sic-bo', 'xoc-dia']));
    expect(lobby.tables.every((t) => t.vassalage === 'EVO' && t.round !== null)).toBe(true);

    const wrong = await call('GET', `${LIVE_TABLE_PATHS.lobby}?ticket=${encodeURIComponent(await ticketOf(member, evo.baccarat[0]!.node_id))}`);
    expect([wrong.status, wrong.body.errorCode]).toEqual([400, LIVE_TABLE_ERROR_CODES.notLobby]);
    const noTable = await call('GET', `${LIVE_TABLE_PATHS.state}?ticket=${encodeURIComponent(lobbyTicket)}`);
    expect(noTable.body.errorCode).toBe('play.engine.missing');
    const unknown = await call('GET', `${LIVE_TABLE_PATHS.state}?ticket=${'x'.repeat(40)}`);
    expect([unknown.status < 500, unknown.body.success]).toEqual([true, false]);
  });
});

describe('recomputing table rounds from revealed seeds', () => {
  it('every settled round of the file deals what its seed says, with Node’s own HMAC', async () => {
    const rows = await db.query<{ engine: string; server_seed: string; server_seed_hash: string; client_seed: string; outcome: { engine: string; number?: number; player?: string[]; banker?: string[] } }>(
      "select engine, server_seed, server_seed_hash, client_seed, outcome from table_rounds where status = 'settled'",
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) {
      expect(createHash('sha256').update(r.server_seed).digest('hex')).toBe(r.server_seed_hash);
      if (r.engine === 'roulette') expect(r.outcome.number).toBe(Math.floor(floats(r.server_seed, r.client_seed, 1)[0]! * 37));
      else if (r.engine === 'sic-bo') expect(r.outcome).toMatchObject({ dice: floats(r.server_seed, r.client_seed, 3).map((f) => Math.floor(f * 6) + 1) });
      else if (r.engine === 'xoc-dia') expect(r.outcome).toMatchObject({ coins: floats(r.server_seed, r.client_seed, 4).map((f) => (f < 0.5 ? 'red' : 'white')) });
      else if (r.engine === 'dragon-tiger') {
        const [dragon, tiger] = drawCards(floats(r.server_seed, r.client_seed, 2), 2);
        expect(r.outcome).toMatchObject({ dragon, tiger });
      } else {
        const hand = dealBaccarat(drawCards(floats(r.server_seed, r.client_seed, 6)));
        expect([r.outcome.player, r.outcome.banker]).toEqual([hand.player, hand.banker]);
      }
    }
    // the record schema of each engine takes what the settlement wrote
    const details = await db.query<{ engine: string; details: unknown }>("select engine, details from game_rounds where spin_id like 'table_round:%'");
    const schemas = { roulette: rouletteRoundSchema, baccarat: baccaratRoundSchema, 'dragon-tiger': dragonTigerRoundSchema, 'sic-bo': sicBoRoundSchema, 'xoc-dia': xocDiaRoundSchema };
    for (const d of details) expect(() => v.parse(schemas[d.engine as keyof typeof schemas], d.details)).not.toThrow();
    expect(new Set(details.map((d) => d.engine))).toEqual(new Set(Object.keys(schemas)));
  });
});

describe('the live model list (games document §7: active and streaming flags)', () => {
  const models = async (language = 'EN') => {
    const res = await app.inject({ method: 'GET', url: `${LIVE_MODEL_PATH}?language=${language}`, headers: { Merchant: 'DEMO' } });
    expect(res.statusCode).toBe(200);
    return v.parse(liveModelListSchema, v.parse(envelopeHeadSchema, res.json()).value).models.filter((m) => m.vassalage === 'EVO');
  };

  it("lists a guest every table as a stream, streaming while it deals, inactive while its vendor is under maintenance", async () => {
    // nobody has watched any table within the watch window: none deals
    clock += WATCH_MS + 1;
    const idle = await models();
    expect(idle.map((m) => m.nodeId).sort()).toEqual(evo.tables.map((g) => g.node_id).sort());
    expect(idle.every((m) => m.active && !m.streaming)).toBe(true);
    expect(idle.find((m) => m.nodeId === evo.roulette[0]!.node_id)).toMatchObject({ engine: 'roulette', name: evo.roulette[0]!.name_en, vendorName: expect.any(String) as string });
    expect(idle.find((m) => m.nodeId === evo.lobby.node_id)).toBeUndefined();

    // a player sits at one table: that table streams, the others stay idle
    const table = evo.roulette[0]!;
    await state(await ticketOf(await newMember(1_000), table.node_id));
    const dealing = await models('VI');
    expect(dealing.filter((m) => m.streaming).map((m) => m.nodeId)).toEqual([table.node_id]);

    await db.query("update game_vendors set maintenance = true where merchant_code = 'DEMO' and code = 'EVO'");
    try {
      expect((await models()).every((m) => !m.active && !m.streaming)).toBe(true);
    } finally {
      await db.query("update game_vendors set maintenance = false where merchant_code = 'DEMO' and code = 'EVO'");
    }
    // the window passes with nobody watching: the table stops dealing
    clock += WATCH_MS + 1;
    expect((await models()).some((m) => m.streaming)).toBe(false);
  });
});
