import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeHeadSchema } from '../../contract/envelope';
import {
  favouriteIdsValueSchema,
  GAME_PATHS,
  gamePageValueSchema,
  hotGamesValueSchema,
  launchValueSchema,
  lotteryGamesValueSchema,
  lotteryMenuValueSchema,
  vendorGameTypesValueSchema,
  vendorMaintenanceValueSchema,
  vendorsValueSchema,
  winnersValueSchema,
} from '../../contract/games';
import type { Db } from '../db/db';
import { seedGames } from '../db/seed-data/games-seed';
import { searchKey } from '../games/search-key';
import { createTestMember, type TestMember } from '../games/test-members';
import { openTestApp, closeTestApp } from '../testing/harness';
import { settingsChanged } from '../settings/cache';

let db: Db;
let app: FastifyInstance;
let alice: TestMember;
let bob: TestMember;
let broke: TestMember;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
  alice = await createTestMember(db, 'alice01', 500_000);
  bob = await createTestMember(db, 'bob0001', 500_000);
  broke = await createTestMember(db, 'broke01', 0);
}, 60_000);
afterAll(() => closeTestApp(db, app));

type Query = Record<string, string | number>;

async function call(method: 'GET' | 'POST' | 'DELETE', path: string, options: { query?: Query; body?: unknown; token?: string; language?: string } = {}) {
  const search = new URLSearchParams(Object.entries(options.query ?? {}).map(([k, val]) => [k, String(val)])).toString();
  const headers: Record<string, string> = { Merchant: 'DEMO', Language: options.language ?? 'VI' };
  if (options.token) headers.Authorization = options.token;
  const res = await app.inject({ method, url: `${path}${search ? `?${search}` : ''}`, headers, ...(options.body !== undefined ? { payload: options.body as object } : {}) });
  return { status: res.statusCode, body: v.parse(envelopeHeadSchema, res.json()) };
}

async function value<S extends v.GenericSchema>(schema: S, path: string, options: Parameters<typeof call>[2] = {}): Promise<v.InferOutput<S>> {
  const res = await call('GET', path, options);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, errorCode: null });
  return v.parse(schema, res.body.value);
}

const list = (query: Query, token?: string) => value(gamePageValueSchema, GAME_PATHS.gameList, { query, token });

describe('catalogue seed', () => {
  it('holds more than 600 games, 15+ jackpot games, every category', async () => {
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from games where merchant_code = 'DEMO'");
    expect(row!.n).toBeGreaterThan(600);
    const [jp] = await db.query<{ n: number }>("select count(*)::int as n from games where 'JP' = any(classifies)");
    expect(jp!.n).toBeGreaterThanOrEqual(15);
    const types = await db.query<{ game_type: string }>('select distinct game_type from games order by 1');
    expect(types.map((t) => t.game_type)).toEqual(['COCKFIGHT', 'ELOTT', 'ESPORTS', 'FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
  });

  it('is idempotent and keeps what an operator changed', async () => {
    const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
    const tables = ['games', 'game_vendors', 'banners', 'announcements', 'promotions', 'game_winners', 'lottery_games'];
    const before = await Promise.all(tables.map(count));
    await db.query("update game_vendors set maintenance = true where code = 'CQ9'");
    await seedGames(db, 'DEMO');
    expect(await Promise.all(tables.map(count))).toEqual(before);
    const [cq9] = await db.query<{ maintenance: boolean }>("select maintenance from game_vendors where code = 'CQ9'");
    expect(cq9!.maintenance).toBe(true);
    await db.query("update game_vendors set maintenance = false where code = 'CQ9'");
    await settingsChanged(db, { merchantCode: 'DEMO' });
  });
});

describe('game list', () => {
  it('pages with pageSize 35 by default and correct totals', async () => {
    const first = await list({ gameType: 'RNG', pageNo: 1 });
    expect(first.pageSize).toBe(35);
    expect(first.games).toHaveLength(35);
    expect(first.totalCount).toBeGreaterThan(400);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 35));
    const last = await list({ gameType: 'RNG', pageNo: first.totalPages });
    expect(last.pageNum).toBe(first.totalPages);
    expect(last.games).toHaveLength(first.totalCount - 35 * (first.totalPages - 1));
    const beyond = await list({ gameType: 'RNG', pageNo: first.totalPages + 1 });
    expect(beyond.games).toEqual([]);
    // Pages never overlap.
    const second = await list({ gameType: 'RNG', pageNo: 2 });
    const ids = new Set(first.games.map((g) => g.nodeId));
    expect(second.games.some((g) => ids.has(g.nodeId))).toBe(false);
  });

  it('honours pageSize and ignores client extras and empty values', async () => {
    const page = await list({ merchant: 'DEMO', platform: 'html5', clientType: 2, gameType: 'FISH', vassalage: '', gameName: '', pageNo: 1, pageSize: 9, language: 'VI' });
    expect(page.games).toHaveLength(9);
    expect(page.games.every((g) => g.gameType === 'FISH')).toBe(true);
  });

  it('refuses a bad page number with 400', async () => {
    const res = await call('GET', GAME_PATHS.gameList, { query: { pageNo: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('request.invalid');
  });

  it('filters by vendor, classify, new and min bet', async () => {
    const pg = await list({ gameType: 'RNG', vassalage: 'PGE', pageSize: 200 });
    expect(pg.totalCount).toBe(100);
    expect(pg.games.every((g) => g.vassalage === 'PGE')).toBe(true);
    const inHouse = await list({ gameType: 'RNG', vassalage: 'bgs' });
    expect(inHouse.totalCount).toBe(40);

    const jackpot = await list({ gameType: 'RNG', gameClassify: 'JP', pageSize: 15 });
    expect(jackpot.totalCount).toBeGreaterThanOrEqual(15);
    expect(jackpot.games).toHaveLength(15);
    expect(jackpot.games.every((g) => g.gameClassify.includes('JP'))).toBe(true);

    const roulette = await list({ gameType: 'LIVE', gameClassify: 'ROU' });
    expect(roulette.totalCount).toBeGreaterThan(0);
    expect(roulette.games.every((g) => g.gameClassify.includes('ROU') && g.gameType === 'LIVE')).toBe(true);
    const baccarat = await list({ gameType: 'LIVE', gameClassify: 'BAC' });
    expect(baccarat.games.every((g) => g.gameClassify.includes('BAC'))).toBe(true);

    const hot = await list({ gameType: 'RNG', gameClassify: 'HOT' });
    expect(hot.games.every((g) => g.gameClassify.includes('HOT'))).toBe(true);

    const fresh = await list({ isNew: 1, pageSize: 200 });
    expect(fresh.totalCount).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew)).toBe(true);
    // the list's one "new" control: isNew=1 and gameClassify=NEW are the same question
    const byClassify = await list({ gameClassify: 'NEW', pageSize: 200 });
    expect(byClassify.games.map((g) => g.nodeId)).toEqual(fresh.games.map((g) => g.nodeId));

    const cheap = await list({ gameType: 'RNG', minBet: 200, pageSize: 200 });
    expect(cheap.totalCount).toBeGreaterThan(0);
    expect(cheap.games.every((g) => g.minBet <= 200)).toBe(true);
  });

  it('filters by min line: slots with at least that many lines, never a game without lines; a bad bound is refused', async () => {
    const linesOf = async (nodeIds: readonly string[]) => new Map((await db.query<{ node_id: string; line_count: number | null }>(
      "select node_id, line_count from games where merchant_code = 'DEMO' and node_id = any($1::text[])", [nodeIds],
    )).map((r) => [r.node_id, r.line_count]));
    const [counts] = await db.query<{ slots: number; lined: number; others: number }>(
      `select count(*) filter (where game_type = 'RNG' and enabled)::int as slots,
              count(*) filter (where game_type = 'RNG' and enabled and line_count is not null)::int as lined,
              count(*) filter (where game_type <> 'RNG' and line_count is not null)::int as others
         from games where merchant_code = 'DEMO'`);
    // the seed gives every slot its line count, and no other game one
    expect(counts).toEqual({ slots: counts!.slots, lined: counts!.slots, others: 0 });

    const all = await list({ pageSize: 200, minLine: 1 });
    const wide = await list({ pageSize: 200, minLine: 25 });
    const ways = await list({ pageSize: 200, minLine: 243 });
    expect(all.totalCount).toBe(counts!.slots);
    expect(wide.totalCount).toBeGreaterThan(ways.totalCount);
    expect(ways.totalCount).toBeGreaterThan(0);
    const wideLines = await linesOf(wide.games.map((g) => g.nodeId));
    expect(wide.games.every((g) => g.gameType === 'RNG' && (wideLines.get(g.nodeId) ?? 0) >= 25)).toBe(true);
    // the [25, 243) band holds exactly the games with 25 to 242 lines
    const [band] = await db.query<{ n: number }>(
      "select count(*)::int as n from games where merchant_code = 'DEMO' and enabled and line_count >= 25");
    expect(wide.totalCount).toBe(band!.n);
    // with the other filters: the in-house slots play 20 lines
    expect((await list({ gameType: 'RNG', vassalage: 'BGS', minLine: 20 })).totalCount).toBe(40);
    expect((await list({ gameType: 'RNG', vassalage: 'BGS', minLine: 21 })).totalCount).toBe(0);
    expect((await list({ gameType: 'LIVE', minLine: 1 })).totalCount).toBe(0);
    const both = await list({ gameType: 'RNG', minLine: 50, minBet: 200, pageSize: 200 });
    const bothLines = await linesOf(both.games.map((g) => g.nodeId));
    expect(both.totalCount).toBeGreaterThan(0);
    expect(both.games.every((g) => g.minBet <= 200 && (bothLines.get(g.nodeId) ?? 0) >= 50)).toBe(true);

    for (const bad of ['0', '-5', 'abc', '2.5']) {
      const res = await call('GET', GAME_PATHS.gameList, { query: { minLine: bad } });
      expect(res.body.success, bad).toBe(false);
    }
  });

  it('lists e-sports and cockfight games under SPORTS, and each on its own', async () => {
    const sports = await list({ gameType: 'SPORTS', pageSize: 100 });
    const types = new Set(sports.games.map((g) => g.gameType));
    expect([...types].sort()).toEqual(['COCKFIGHT', 'ESPORTS', 'SPORTS']);
    const cockfight = await list({ gameType: 'COCKFIGHT' });
    expect(new Set(cockfight.games.map((g) => g.vassalage))).toEqual(new Set(['SV3', 'DS88', 'DIG', 'WGB', 'WS168']));
    const esports = await list({ gameType: 'ESPORTS' });
    expect(new Set(esports.games.map((g) => g.vassalage))).toEqual(new Set(['AV', 'AI', 'IMES', 'TF', 'IA']));
    const sv3 = await list({ gameType: 'SPORTS', vassalage: 'SV3' });
    expect(sv3.games.every((g) => g.vassalage === 'SV3')).toBe(true);
  });

  it('searches names without regard to case or diacritics, in both languages', async () => {
    const accented = await list({ gameName: 'Nổ Hũ', pageSize: 200 });
    const plain = await list({ gameName: 'no hu', pageSize: 200 });
    const upper = await list({ gameName: 'NO HU', pageSize: 200 });
    expect(accented.totalCount).toBeGreaterThan(0);
    expect(plain.totalCount).toBe(accented.totalCount);
    expect(upper.totalCount).toBe(accented.totalCount);
    expect(plain.games.every((g) => searchKey(g.gameName).includes('no hu'))).toBe(true);

    const dragon = await list({ gameName: 'dragon', pageSize: 200 });
    expect(dragon.totalCount).toBeGreaterThan(0);
    const fishing = await list({ gameName: 'bắn cá', gameType: 'FISH' });
    expect(fishing.totalCount).toBeGreaterThan(10);
    const none = await list({ gameName: 'zzzz-nothing' });
    expect(none).toMatchObject({ games: [], totalCount: 0, totalPages: 0, pageNum: 1 });
  });

  it('answers names and image URLs in the asked language', async () => {
    const vi = await list({ vassalage: 'TCG', gameType: 'LOTT', pageSize: 3 });
    const en = await value(gamePageValueSchema, GAME_PATHS.gameList, { query: { vassalage: 'TCG', gameType: 'LOTT', pageSize: 3 }, language: 'EN' });
    expect(vi.games[1]!.gameName).toBe('Xổ Số Miền Bắc');
    expect(en.games[1]!.gameName).toBe('Northern Lottery');
    const byQuery = await list({ vassalage: 'TCG', gameType: 'LOTT', pageSize: 3, language: 'en' });
    expect(byQuery.games[1]!.gameName).toBe('Northern Lottery');
    expect(vi.games[0]!.iconUrl).toMatch(/^http:\/\/localhost(:\d+)?\/wps\/game\/icons\/TCG\/tcg-lott-001\.webp$/);
  });

  it('FAV classify needs a session, then lists the favourites', async () => {
    const guest = await call('GET', GAME_PATHS.gameList, { query: { gameClassify: 'FAV' } });
    expect(guest.body).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    const member = await createTestMember(db, 'favlist1', 1000);
    await call('POST', GAME_PATHS.favouriteAdd, { token: member.token, body: { nodeId: '10001', vendor: 'PGE', gameType: 'RNG' } });
    const favs = await list({ gameClassify: 'FAV' }, member.token);
    expect(favs.games.map((g) => g.nodeId)).toEqual(['10001']);
  });
});

describe('hot games, vendors, winners', () => {
  it('hot games: only HOT, every category unless one is asked', async () => {
    const all = await value(hotGamesValueSchema, GAME_PATHS.hotGames, { query: { isPlatform: 2, platform: 'html5', merchantCode: 'DEMO' } });
    expect(all.list.length).toBeGreaterThanOrEqual(15);
    expect(all.list.every((g) => g.gameClassify.includes('HOT'))).toBe(true);
    // Interleaved: the first five are not all one vendor's.
    expect(new Set(all.list.slice(0, 5).map((g) => g.vassalage)).size).toBeGreaterThan(1);
    const fish = await value(hotGamesValueSchema, GAME_PATHS.hotGames, { query: { gameType: 'FISH' } });
    expect(fish.list.every((g) => g.gameType === 'FISH')).toBe(true);
  });

  it('vendors: sorting and mapping of every category, cockfight inside SPORTS, lobby ids', async () => {
    const vendors = await value(vendorsValueSchema, GAME_PATHS.vendors, { query: { platform: 'html5' } });
    expect(vendors.sorting.map((s) => s.gameCategory)).toEqual(['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']);
    const sports = vendors.mapping.SPORTS!;
    expect(sports.filter((e) => e.gameType === 'COCKFIGHT').map((e) => e.vassalage)).toEqual(['SV3', 'DS88', 'DIG', 'WGB', 'WS168']);
    expect(sports.filter((e) => e.gameType === 'SPORTS').map((e) => e.vassalage)).toEqual(['SABA', 'CMD', 'BTI']);
    expect(vendors.sorting.find((s) => s.gameCategory === 'SPORTS')!.vendorNames).toHaveLength(8);
    expect(vendors.mapping.ESPORTS!.map((e) => e.vassalage)).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(vendors.mapping.ESPORTS!.find((e) => e.vassalage === 'IA')!.maintenance).toBe(true);
    expect(vendors.mapping.RNG!.map((e) => e.vassalage)).toEqual(expect.arrayContaining(['PGE', 'BGS', 'JILI', 'PP', 'CQ9']));
    for (const entry of vendors.mapping.RNG!) expect(entry.lobbyNodeId).toBeNull();
    for (const category of ['LOTT', 'ELOTT', 'SPORTS', 'LIVE', 'ESPORTS']) {
      for (const entry of vendors.mapping[category]!) expect(entry.lobbyNodeId, `${category} ${entry.vassalage}`).toMatch(/^\d+$/);
    }
    const pge = vendors.mapping.RNG!.find((e) => e.vassalage === 'PGE')!;
    expect(pge.displayName).toBe('PG Soft');
    expect(pge.gameClassify.map((c) => c.key)).toEqual(expect.arrayContaining(['HOT', 'NEW', 'JP']));
    expect(pge.mobileLargeIcon).toMatch(/\/wps\/game\/vendor-logos\/PGE\.webp$/);
    const live = vendors.mapping.LIVE!.find((e) => e.vassalage === 'EVO')!;
    expect(live.gameClassify.map((c) => c.key)).toEqual(expect.arrayContaining(['ROU', 'BAC']));
  });

  it('vendor game types', async () => {
    const types = await value(vendorGameTypesValueSchema, GAME_PATHS.vendorGameTypes, { query: { typeId: 1, merchant_code: 'DEMO' } });
    expect(types.find((t) => t.vassalage === 'JILI')!.gameTypes).toEqual(['RNG', 'FISH']);
    expect(types.find((t) => t.vassalage === 'TCG')!.gameTypes).toEqual(['LOTT', 'ELOTT']);
  });

  it('winners: 20 by default, biggest first, masked names', async () => {
    const winners = await value(winnersValueSchema, GAME_PATHS.winners, { query: { gameCategory: 'ALL', language: 'VI', limitNum: 20 } });
    expect(winners).toHaveLength(20);
    const amounts = winners.map((w) => w.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const w of winners) expect(w.vo.userName).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
    const fish = await value(winnersValueSchema, GAME_PATHS.winners, { query: { gameCategory: 'FISH' } });
    expect(fish.every((w) => w.game.gameType === 'FISH')).toBe(true);
  });
});

describe('favourites', () => {
  const change = (nodeId: string) => ({ nodeId, vendor: 'PGE', gameType: 'RNG' });

  it('need a session', async () => {
    for (const [method, path] of [['GET', GAME_PATHS.favouriteIds], ['GET', GAME_PATHS.favouriteList], ['POST', GAME_PATHS.favouriteAdd], ['DELETE', GAME_PATHS.favouriteRemove]] as const) {
      const res = await call(method, path, method === 'GET' ? {} : { body: change('10002') });
      expect(res.body, path).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    }
  });

  it('add (idempotent), list, remove, per member', async () => {
    for (const id of ['10003', '10005', '10003']) {
      const res = await call('POST', GAME_PATHS.favouriteAdd, { token: alice.token, body: change(id) });
      expect(res.body).toMatchObject({ success: true, value: null });
    }
    const ids = await value(favouriteIdsValueSchema, GAME_PATHS.favouriteIds, { token: alice.token, query: { pageNo: 1, pageSize: 100 } });
    expect(ids.nodeIds.sort()).toEqual(['10003', '10005']);
    const bobs = await value(favouriteIdsValueSchema, GAME_PATHS.favouriteIds, { token: bob.token });
    expect(bobs.nodeIds).toEqual([]);

    const page = await value(gamePageValueSchema, GAME_PATHS.favouriteList, { token: alice.token, query: { pageNo: 1, pageSize: 35, gameType: 'RNG', vendor: 'PGE' } });
    expect(page.totalCount).toBe(2);
    const otherVendor = await value(gamePageValueSchema, GAME_PATHS.favouriteList, { token: alice.token, query: { vendor: 'JILI' } });
    expect(otherVendor.totalCount).toBe(0);

    const removed = await call('DELETE', GAME_PATHS.favouriteRemove, { token: alice.token, body: change('10003') });
    expect(removed.body.success).toBe(true);
    const again = await call('DELETE', GAME_PATHS.favouriteRemove, { token: alice.token, body: change('10003') });
    expect(again.body.success).toBe(true);
    const after = await value(favouriteIdsValueSchema, GAME_PATHS.favouriteIds, { token: alice.token });
    expect(after.nodeIds).toEqual(['10005']);
  });

  it('refuses an unknown game and a malformed body', async () => {
    const unknown = await call('POST', GAME_PATHS.favouriteAdd, { token: alice.token, body: change('99999999') });
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'game.not.found' });
    const bad = await call('POST', GAME_PATHS.favouriteAdd, { token: alice.token, body: { nodeId: 5 } });
    expect(bad.status).toBe(400);
  });
});

describe('launch and recent games', () => {
  const launch = (nodeId: string, token?: string, language = 'VI') =>
    call('GET', GAME_PATHS.launchGame, { token, query: { launchMode: 'GLS', platform: 'html5', clientType: 2, gameId: 'x', nodeId, vassalage: 'PGE', merchantCode: 'DEMO', language } });

  it('sends guests to login', async () => {
    expect((await launch('10001')).body).toMatchObject({ success: false, errorCode: 'customer.not.login' });
  });

  it('refuses a vendor under maintenance with its window', async () => {
    const [ia] = await db.query<{ node_id: string }>("select node_id from games where vendor_code = 'IA' limit 1");
    const res = await launch(ia!.node_id, alice.token);
    expect(res.body).toMatchObject({ success: false, errorCode: 'vendor_under_maintenance' });
    const window = v.parse(vendorMaintenanceValueSchema, res.body.value);
    expect(window.maintainEnd).toBeGreaterThan(Date.now());
  });

  it('refuses an empty wallet, offering a deposit', async () => {
    const res = await launch('10001', broke.token);
    expect(res.body).toMatchObject({ success: false, errorCode: 'launch_game_balance_not_enough' });
    expect(res.body.message).toBe('Số dư không đủ, vui lòng nạp tiền.');
  });

  it('refuses an unknown game', async () => {
    expect((await launch('424242', alice.token)).body).toMatchObject({ success: false, errorCode: 'game.not.found' });
  });

  it('answers another vendor\'s slot with the reels screen and a launch ticket, never the session token', async () => {
    const res = await launch('10010', bob.token, 'EN');
    const { content } = v.parse(launchValueSchema, res.body.value);
    const url = new URL(content.game_url);
    expect(url.pathname).toBe('/m/play');
    expect(url.searchParams.get('nodeId')).toBe('10010');
    const ticket = url.searchParams.get('ticket')!;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(content.game_url).not.toContain(bob.token);
    const stored = await db.query<{ ticket_hash: string }>('select ticket_hash from game_launch_tickets where member_id = $1', [bob.id]);
    expect(stored.map((s) => s.ticket_hash)).not.toContain(ticket);
    expect(stored).toHaveLength(1);
  });

  it('records recent games, newest first, per member', async () => {
    const member = await createTestMember(db, 'recent01', 1000);
    const guest = await call('GET', GAME_PATHS.recentGames);
    expect(guest.body.errorCode).toBe('customer.not.login');
    for (const id of ['10020', '10030', '10020', '10040']) expect((await launch(id, member.token)).body.success).toBe(true);
    const recent = await value(gamePageValueSchema, GAME_PATHS.recentGames, { token: member.token, query: { pageNo: 1, pageSize: 35, clientType: 2 } });
    expect(recent.games.map((g) => g.nodeId)).toEqual(['10040', '10020', '10030']);
    expect(recent.totalCount).toBe(3);
    const others = await value(gamePageValueSchema, GAME_PATHS.recentGames, { token: alice.token });
    expect(others.games.map((g) => g.nodeId)).not.toContain('10040');
    // The explicit add of the protocol works too.
    expect((await call('POST', GAME_PATHS.recentGames, { token: member.token, body: { nodeId: '10001' } })).body.success).toBe(true);
    const again = await value(gamePageValueSchema, GAME_PATHS.recentGames, { token: member.token, query: { pageSize: 1 } });
    expect(again.games[0]!.nodeId).toBe('10001');
    expect(again.totalPages).toBe(4);
  });
});

describe('lottery', () => {
  it('lists lottery games, the popular ones, and the prize-mode menu', async () => {
    const all = await value(lotteryGamesValueSchema, GAME_PATHS.lotteryGames);
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((g) => g.prizeMode))).toEqual(new Set(['LOTT', 'ELOTT']));
    expect(all.find((g) => g.gameName === 'Xổ Số Miền Bắc')!.drawIntervalSeconds).toBe(86_400);
    expect(all.find((g) => g.gameName === 'Xổ Số Siêu Tốc 1 Phút')!.drawIntervalSeconds).toBe(60);
    // each names the game row that launches it, as the game list does
    const listed = await list({ gameType: 'LOTT', pageSize: 200 });
    const fast = all.find((g) => g.gameName === 'Xổ Số Siêu Tốc 1 Phút')!;
    const row = listed.games.find((g) => g.nodeId === fast.nodeId)!;
    expect([row.gameId, row.vassalage]).toEqual([fast.gameId, fast.vassalage]);
    const popular = await value(lotteryGamesValueSchema, GAME_PATHS.lotteryPopular, { language: 'EN' });
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThan(all.length);
    const menu = await value(lotteryMenuValueSchema, GAME_PATHS.lotteryMenu, { query: { prizeMode: 'ELOTT' } });
    expect(menu.prizeMode.TCG_LOTTO_VN).toBe('ELOTT');
  });
});

describe('generated artwork', () => {
  it('game icons: small SVG, cached a week, 404 for unknown games', async () => {
    const page = await list({ pageSize: 200 });
    for (const game of page.games.slice(0, 40)) {
      // the app's URLs name WebP; the same art is there as SVG
      const res = await app.inject({ method: 'GET', url: new URL(game.iconUrl).pathname.replace(/\.webp$/, '.svg') });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(res.body.startsWith('<svg')).toBe(true);
      // letters are strokes: no font work in the browser for each icon
      expect(res.body).not.toContain('<text');
      // illustrated now (server/art/art.test.ts bounds every game's icon); still a few KB
      expect(Buffer.byteLength(res.body)).toBeLessThan(9 * 1024);
    }
    const first = await app.inject({ method: 'GET', url: '/wps/game/icons/PGE/pge-rng-001.svg' });
    const second = await app.inject({ method: 'GET', url: '/wps/game/icons/PGE/pge-rng-001.svg' });
    expect(first.body).toBe(second.body);
    expect((await app.inject({ method: 'GET', url: '/wps/game/icons/PGE/nope.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/wps/game/icons/PGE/..%2Fx.svg' })).statusCode).toBe(404);
  });

  it('the URLs the app gets serve WebP: raster art, decoded off the main thread like a CDN\'s', async () => {
    const page = await list({ pageSize: 3 });
    for (const url of [page.games[0]!.iconUrl, page.games[1]!.iconUrl]) {
      const res = await app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const logo = await app.inject({ method: 'GET', url: '/wps/game/vendor-logos/WS168.webp' });
    expect(logo.headers['content-type']).toBe('image/webp');
    expect((await app.inject({ method: 'GET', url: '/wps/game/icons/PGE/nope.webp' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/wps/game/icons/PGE/pge-rng-001.png' })).statusCode).toBe(404);
  });

  it('vendor logos', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/game/vendor-logos/WS168.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.body).not.toContain('<text');
    // the code lettered in strokes, in the gold gradient
    expect(res.body).toMatch(/<path d="M[^"]+" fill="none" stroke="url\(#au\)"/);
    expect((await app.inject({ method: 'GET', url: '/wps/game/vendor-logos/NOPE.svg' })).statusCode).toBe(404);
  });
});
