import { createHash, createHmac } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelopeHeadSchema } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { FISH_MULTIPLIERS, FISH_SPECIES, type FishSpecies } from '../../contract/fishing';
import { FISHING_PATHS, fishingShotSchema, fishingStateValueSchema, shotValueSchema, type ShotValue } from '../../contract/fishing-play';
import { GAME_PATHS, launchValueSchema } from '../../contract/games';
import { PLAY_ERROR_CODES, PLAY_PATHS } from '../../contract/play';
import { betRecordsValueSchema, WALLET_PATHS } from '../../contract/wallet';
import { createTestMember, type TestMember } from '../games/test-members';
import { suiteApp } from '../testing/suite-app';

/**
 * The clock is pinned, so the shot limit's window never turns during the
 * file: each member may fire SHOTS_PER_MEMBER shots in all, and the next is
 * refused (the limit test counts on it).
 */
const SHOTS_PER_MEMBER = 20;
const suite = suiteApp({ ledgerBalanced: true, config: { fishing: { shotLimit: { max: SHOTS_PER_MEMBER, windowMs: 1000 }, now: () => 1_800_000_000_000 } } });

let shots = 0;
const nextShotId = () => `shot-${process.pid}-${(shots += 1)}`;

interface FishGame { nodeId: string; minBet: number }

/** The seed's first fishing game and its minimum bet, read rather than assumed. */
async function firstFishGame(): Promise<FishGame> {
  const [row] = await suite.db.query<{ node_id: string; min_bet: string }>(
    "select node_id, min_bet::text from games where merchant_code = 'DEMO' and game_type = 'FISH' order by node_id::int limit 1",
  );
  return { nodeId: row!.node_id, minBet: Number(row!.min_bet) };
}

async function launchUrl(member: TestMember, nodeId: string): Promise<URL> {
  const res = await suite.app.inject({ method: 'GET', url: `${GAME_PATHS.launchGame}?launchMode=GLS&nodeId=${nodeId}&language=VI`, headers: { Merchant: 'DEMO', Authorization: member.token } });
  return new URL(v.parse(launchValueSchema, v.parse(envelopeHeadSchema, res.json()).value).content.game_url);
}
async function ticketOf(member: TestMember): Promise<{ ticket: string; game: FishGame }> {
  const game = await firstFishGame();
  return { ticket: (await launchUrl(member, game.nodeId)).searchParams.get('ticket')!, game };
}

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await suite.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { Language: 'EN' } });
  return { status: res.statusCode, body: v.parse(envelopeHeadSchema, res.json()) };
}

async function shoot(ticket: string, cannon: number, species: FishSpecies, shotId = nextShotId()): Promise<ShotValue> {
  const { body } = await call('POST', FISHING_PATHS.shot, { ticket, cannon, species, fishId: 7, shotId });
  expect(body.errorCode ?? null).toBeNull();
  return v.parse(shotValueSchema, body.value);
}

const entriesOf = (memberId: number) => suite.db.query<{ kind: string; cents: string; reference: string }>(
  "select kind, (amount * 100)::bigint::text as cents, reference from ledger_entries where member_id = $1 and reference like 'bet_record:%' order by id", [memberId]);
const balanceCents = async (id: number) => Number((await suite.db.query<{ c: string }>('select (balance * 100)::bigint::text as c from wallets where member_id = $1', [id]))[0]!.c);
const nextNonce = async (id: number) => Number((await suite.db.query<{ n: number }>('select next_nonce as n from fairness_seeds where member_id = $1 and revealed_at is null', [id]))[0]!.n);

/** The shot's float with Node's own HMAC (big-endian read), not the shared Web Crypto code. */
const independentFloat = (serverSeed: string, clientSeed: string, nonce: number) =>
  createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest().readUInt32BE(0) / 2 ** 32;

async function betRecordPage(member: TestMember, pageNo: number) {
  const res = await suite.app.inject({
    method: 'GET', url: `${WALLET_PATHS.betRecords}?from=${Date.now() - 86_400_000}&to=${Date.now() + 86_400_000}&pageNo=${pageNo}`,
    headers: { Merchant: 'DEMO', Authorization: member.token },
  });
  return v.parse(betRecordsValueSchema, v.parse(envelopeHeadSchema, res.json()).value);
}

/** Every page of the member's betting record, and the whole range's totals. */
async function betRecords(member: TestMember) {
  const first = await betRecordPage(member, 1);
  const list = [...first.list];
  for (let page = 2; page <= first.totalPages; page += 1) list.push(...(await betRecordPage(member, page)).list);
  return { ...first, list };
}

describe('launching a fishing game', () => {
  it('opens the fishing screen with a ticket, and the state offers cannons from the game’s minimum bet', async () => {
    const m = await createTestMember(suite.db, 'fish_launch', 100_000);
    const game = await firstFishGame();
    const url = await launchUrl(m, game.nodeId);
    expect(url.pathname).toBe('/m/play/fishing');
    expect(url.searchParams.get('nodeId')).toBe(game.nodeId);
    expect(url.toString()).not.toContain(m.token);
    const { body } = await call('GET', `${FISHING_PATHS.state}?ticket=${encodeURIComponent(url.searchParams.get('ticket')!)}`);
    const state = v.parse(fishingStateValueSchema, body.value);
    expect(state).toMatchObject({ nodeId: game.nodeId, balance: 100_000, rtp: 0.96 });
    expect(state.cannons).toEqual([1, 2, 5, 10, 20, 50, 100].map((s) => s * game.minBet));
    expect(state.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers another engine’s ticket and a bad ticket with their codes', async () => {
    const m = await createTestMember(suite.db, 'fish_wrong', 100_000);
    const tableTicket = (await launchUrl(m, '19001')).searchParams.get('ticket')!;
    expect((await call('GET', `${FISHING_PATHS.state}?ticket=${tableTicket}`)).body.errorCode).toBe(PLAY_ERROR_CODES.engineMissing);
    expect((await call('GET', `${FISHING_PATHS.state}?ticket=${'x'.repeat(40)}`)).body.errorCode).toBe(PLAY_ERROR_CODES.ticketInvalid);
  });
});

describe('a shot through the ledger', () => {
  it('stakes the cannon value and pays a catch, two entries naming the shot’s bet record, one nonce per shot', async () => {
    const m = await createTestMember(suite.db, 'fish_ledger', 1_000_000);
    const { ticket, game } = await ticketOf(m);
    let expected = 100_000_000;
    for (let i = 0; i < 8; i += 1) {
      const species = i % 2 === 0 ? 'clownfish' : 'angelfish';
      const value = await shoot(ticket, game.minBet * 2, species);
      expect(value.shot.fairness.nonce).toBe(i);
      expect(value.seed.nextNonce).toBe(i + 1);
      expect(value.shot).toMatchObject({ engine: 'fishing', species, multiplier: FISH_MULTIPLIERS[species], cannon: game.minBet * 2, fishId: 7 });
      expect(value.shot.win).toBe(value.shot.caught ? FISH_MULTIPLIERS[species] * game.minBet * 2 : 0);
      expected += Math.round((value.shot.win - value.shot.cannon) * 100);
      expect(Math.round(value.balance * 100)).toBe(expected);
      const entries = (await entriesOf(m.id)).filter((e) => e.reference === `bet_record:${value.roundId}`);
      expect(entries.map((e) => [e.kind, Number(e.cents)])).toEqual([
        ['bet', -game.minBet * 200], ...(value.shot.caught ? [['win', Math.round(value.shot.win * 100)]] : []),
      ]);
    }
    expect(await balanceCents(m.id)).toBe(expected);
  });

  it('a repeated shot id answers the shot it played and charges once, even sent at once', async () => {
    const m = await createTestMember(suite.db, 'fish_twice', 1_000_000);
    const { ticket, game } = await ticketOf(m);
    const shotId = nextShotId();
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('POST', FISHING_PATHS.shot, { ticket, cannon: game.minBet, species: 'shark', fishId: 3, shotId })));
    const values = answers.map((a) => v.parse(shotValueSchema, a.body.value));
    for (const value of values) {
      expect(value.roundId).toBe(values[0]!.roundId);
      expect(value.shot).toEqual(values[0]!.shot);
    }
    expect((await entriesOf(m.id)).filter((e) => e.kind === 'bet')).toHaveLength(1);
    expect(await nextNonce(m.id)).toBe(1);
  });

  it('concurrent shots each take their own nonce and the balance counts every one', async () => {
    const m = await createTestMember(suite.db, 'fish_burst', 1_000_000);
    const { ticket, game } = await ticketOf(m);
    const values = await Promise.all(FISH_SPECIES.map((species) => shoot(ticket, game.minBet, species)));
    expect(values.map((x) => x.shot.fairness.nonce).sort((a, b) => a - b)).toEqual(FISH_SPECIES.map((_, i) => i));
    const net = values.reduce((sum, x) => sum + Math.round((x.shot.win - x.shot.cannon) * 100), 0);
    expect(await balanceCents(m.id)).toBe(100_000_000 + net);
    // the records list the shots in the order they settled: each balance_after follows from the one before
    const rows = await suite.db.query<{ bet: string; win: string; after: string }>(
      'select (bet * 100)::bigint::text as bet, (win * 100)::bigint::text as win, (balance_after * 100)::bigint::text as after from bet_records where member_id = $1 order by id', [m.id]);
    let running = 100_000_000;
    for (const row of rows) {
      running += Number(row.win) - Number(row.bet);
      expect(Number(row.after)).toBe(running);
    }
  });
});

describe('refusals', () => {
  it('refuses a cannon value the game does not offer, an unknown fish and a shot above the balance, charging nothing', async () => {
    const m = await createTestMember(suite.db, 'fish_refuse', 1_000);
    const { ticket, game } = await ticketOf(m);
    for (const cannon of [game.minBet * 3, game.minBet + 0.001, 0, -game.minBet]) {
      const { status, body } = await call('POST', FISHING_PATHS.shot, { ticket, cannon, species: 'clownfish', fishId: 1, shotId: nextShotId() });
      expect(status, String(cannon)).toBe(400);
      expect(body.success).toBe(false);
    }
    const unknown = await call('POST', FISHING_PATHS.shot, { ticket, cannon: game.minBet, species: 'whale', fishId: 1, shotId: nextShotId() });
    expect(unknown.status).toBe(400);
    const tooMuch = game.minBet * 100;
    expect(tooMuch).toBeGreaterThan(1_000);
    const broke = await call('POST', FISHING_PATHS.shot, { ticket, cannon: tooMuch, species: 'clownfish', fishId: 1, shotId: nextShotId() });
    expect(broke.body).toMatchObject({ success: false, errorCode: ERROR_CODES.launchBalanceNotEnough });
    expect(await balanceCents(m.id)).toBe(100_000);
    expect(await entriesOf(m.id)).toEqual([]);
    // the refused shots took no nonce: the next shot plays nonce 0
    expect((await shoot(ticket, game.minBet, 'clownfish')).shot.fairness.nonce).toBe(0);
  });

  it('refuses shots beyond the limit with 429 and the seconds to wait, and charges none of them', async () => {
    const m = await createTestMember(suite.db, 'fish_limit', 1_000_000);
    const { ticket, game } = await ticketOf(m);
    for (let i = 0; i < SHOTS_PER_MEMBER; i += 1) await shoot(ticket, game.minBet, 'clownfish');
    const refused = await call('POST', FISHING_PATHS.shot, { ticket, cannon: game.minBet, species: 'clownfish', fishId: 1, shotId: nextShotId() });
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe(ERROR_CODES.tooManyRequests);
    expect((refused.body.value as { retryAfter: number }).retryAfter).toBeGreaterThanOrEqual(1);
    expect((await entriesOf(m.id)).filter((e) => e.kind === 'bet')).toHaveLength(SHOTS_PER_MEMBER);
  });
});

describe('recomputing shots from a revealed seed', () => {
  it('every shot of a rotated seed recomputes to its record with Node’s own HMAC, and the records add up to the balance', async () => {
    const m = await createTestMember(suite.db, 'fish_verify', 1_000_000);
    const { ticket, game } = await ticketOf(m);
    const seedSet = await call('POST', PLAY_PATHS.clientSeed, { ticket, clientSeed: 'fishing-check' });
    expect(seedSet.body.errorCode ?? null).toBeNull();
    const stateReply = await call('GET', `${FISHING_PATHS.state}?ticket=${encodeURIComponent(ticket)}`);
    const hash = v.parse(fishingStateValueSchema, stateReply.body.value).seed.serverSeedHash;
    const played: ShotValue[] = [];
    for (let i = 0; i < SHOTS_PER_MEMBER; i += 1) played.push(await shoot(ticket, game.minBet * (i % 3 === 0 ? 5 : 1), FISH_SPECIES[i % FISH_SPECIES.length]!));
    const { body } = await call('POST', PLAY_PATHS.rotateSeed, { ticket });
    const revealed = (body.value as { revealed: { serverSeed: string; rounds: number } }).revealed;
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(hash);
    expect(revealed.rounds).toBe(SHOTS_PER_MEMBER);

    const records = await betRecords(m);
    expect(records.totalCount).toBe(SHOTS_PER_MEMBER);
    expect(records.list).toHaveLength(SHOTS_PER_MEMBER);
    const byRound = new Map(played.map((x) => [x.roundId, x]));
    for (const record of records.list) {
      const shot = v.parse(fishingShotSchema, record.round);
      expect(record.gameType).toBe('FISH');
      expect(shot.fairness).toMatchObject({ serverSeed: revealed.serverSeed, serverSeedHash: hash, clientSeed: 'fishing-check' });
      const float = independentFloat(revealed.serverSeed, shot.fairness.clientSeed, shot.fairness.nonce);
      expect(shot.caught).toBe(float * FISH_MULTIPLIERS[shot.species] < 0.96);
      expect(record.bet).toBe(shot.cannon);
      expect(record.winLoss).toBe(Math.round((shot.win - shot.cannon) * 100) / 100);
      expect(byRound.get(record.id)?.shot).toMatchObject({ species: shot.species, caught: shot.caught, fairness: { nonce: shot.fairness.nonce } });
    }
    // the whole range's totals are the balance's story
    expect(Math.round((1_000_000 + records.totals.winLoss) * 100)).toBe(await balanceCents(m.id));
  });
});
