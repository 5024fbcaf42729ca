import { createHash, createHmac } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deal, legalActions, ORDERED_DECK, payoutCents, replay, type BlackjackAction, type Card, type Table } from '../../contract/blackjack';
import {
  BLACKJACK_ERROR_CODES, BLACKJACK_PATHS, blackjackPlayValueSchema, blackjackRoundSchema, blackjackStateValueSchema, type BlackjackPlayValue,
} from '../../contract/blackjack-play';
import { envelopeHeadSchema } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { GAME_PATHS, launchValueSchema } from '../../contract/games';
import { PLAY_PATHS } from '../../contract/play';
import { betRecordsValueSchema, WALLET_PATHS } from '../../contract/wallet';
import { createTestMember, type TestMember } from '../games/test-members';
import { testApp } from '../testing/harness';
import { suiteApp } from '../testing/suite-app';

const suite = suiteApp({ ledgerBalanced: true });

/** The first in-house card table of the seed ("Xì Dách BGS", min bet 1,000: stakes 1,000 × 1…). */
const TABLE = '19001';
let deals = 0;
const nextDealId = () => `deal-${process.pid}-${(deals += 1)}`;

async function launchUrl(member: TestMember, nodeId = TABLE): Promise<URL> {
  const res = await suite.app.inject({ method: 'GET', url: `${GAME_PATHS.launchGame}?launchMode=GLS&nodeId=${nodeId}&language=VI`, headers: { Merchant: 'DEMO', Authorization: member.token } });
  return new URL(v.parse(launchValueSchema, v.parse(envelopeHeadSchema, res.json()).value).content.game_url);
}
const ticketOf = async (member: TestMember) => (await launchUrl(member)).searchParams.get('ticket')!;

async function call(method: 'GET' | 'POST', url: string, payload?: object, on = suite.app) {
  const res = await on.inject({ method, url, ...(payload ? { payload } : {}), headers: { Language: 'EN' } });
  return { status: res.statusCode, body: v.parse(envelopeHeadSchema, res.json()) };
}

async function state(ticket: string, on = suite.app) {
  const { body } = await call('GET', `${BLACKJACK_PATHS.state}?ticket=${encodeURIComponent(ticket)}`, undefined, on);
  return v.parse(blackjackStateValueSchema, body.value);
}

async function dealRound(ticket: string, bet: number, dealId = nextDealId()): Promise<BlackjackPlayValue> {
  const { body } = await call('POST', BLACKJACK_PATHS.deal, { ticket, bet, dealId });
  expect(body.errorCode ?? null).toBeNull();
  return v.parse(blackjackPlayValueSchema, body.value);
}

async function actOn(ticket: string, value: BlackjackPlayValue, action: BlackjackAction, on = suite.app): Promise<BlackjackPlayValue> {
  const { body } = await call('POST', BLACKJACK_PATHS.action, { ticket, roundId: value.round.roundId, step: value.round.step, action }, on);
  expect(body.errorCode ?? null).toBeNull();
  return v.parse(blackjackPlayValueSchema, body.value);
}

/** Plays to the end with a plain strategy: hit below 17, else stand. */
async function playOut(ticket: string, start: BlackjackPlayValue): Promise<BlackjackPlayValue> {
  let value = start;
  while (value.round.phase === 'player') {
    const hand = value.round.hands[value.round.active]!;
    value = await actOn(ticket, value, hand.total < 17 ? 'hit' : 'stand');
  }
  return value;
}

/** Deals until a round is left for the member to play (a blackjack at the deal settles at once). */
async function openDeal(ticket: string, bet: number, wanted: (v: BlackjackPlayValue) => boolean = () => true): Promise<BlackjackPlayValue> {
  for (let i = 0; i < 200; i += 1) {
    const value = await dealRound(ticket, bet);
    if (value.round.phase === 'player' && wanted(value)) return value;
    if (value.round.phase === 'player') await playOut(ticket, value);
  }
  throw new Error('no such deal in 200 rounds');
}

const entriesOf = (memberId: number) => suite.db.query<{ kind: string; cents: string; reference: string }>(
  "select kind, (amount * 100)::bigint::text as cents, reference from ledger_entries where member_id = $1 and reference like 'bet_record:%' order by id", [memberId]);
const balanceCents = async (id: number) => Number((await suite.db.query<{ c: string }>('select (balance * 100)::bigint::text as c from wallets where member_id = $1', [id]))[0]!.c);
const serverSeedOf = async (memberId: number) => (await suite.db.query<{ server_seed: string }>('select server_seed from fairness_seeds where member_id = $1 and revealed_at is null', [memberId]))[0]!.server_seed;

/** The shoe shuffled with Node's own HMAC (big-endian reads), not the shared Web Crypto code. */
function independentShoe(serverSeed: string, clientSeed: string, nonce: number): Card[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < 51; cursor += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 8 && floats.length < 51; i += 1) floats.push(bytes.readUInt32BE(i * 4) / 2 ** 32);
  }
  const deck = [...ORDERED_DECK];
  floats.forEach((f, k) => {
    const i = 51 - k;
    const j = Math.floor(f * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  });
  return deck;
}

async function tableNow(memberId: number, value: BlackjackPlayValue, actions: BlackjackAction[] = []): Promise<Table> {
  return replay(independentShoe(await serverSeedOf(memberId), value.round.fairness.clientSeed, value.round.fairness.nonce), actions);
}

describe('launching an in-house card table', () => {
  it('opens the blackjack screen with a ticket', async () => {
    const m = await createTestMember(suite.db, 'bj_launch', 100_000);
    const url = await launchUrl(m);
    expect(url.pathname).toBe('/m/play/blackjack');
    expect(url.searchParams.get('nodeId')).toBe(TABLE);
    expect(url.toString()).not.toContain(m.token);
    const s = await state(url.searchParams.get('ticket')!);
    expect(s).toMatchObject({ nodeId: TABLE, gameName: 'BGS Blackjack', balance: 100_000, round: null });
    expect(s.bets[0]).toBe(1000);
  });
});

describe('a blackjack round through the ledger', () => {
  it('stakes at the deal, pays at the settlement, and writes one bet record the entries name', async () => {
    const m = await createTestMember(suite.db, 'bj_ledger', 100_000);
    const ticket = await ticketOf(m);
    const dealt = await dealRound(ticket, 1000);
    expect(dealt.round.fairness.nonce).toBe(0);
    // while the member acts, the dealer's hole card stays hidden
    if (dealt.round.phase === 'player') expect(dealt.round.dealer).toHaveLength(1);
    const done = await playOut(ticket, dealt);
    expect(done.round.phase).toBe('settled');
    expect(done.round.dealer.length).toBeGreaterThanOrEqual(2);
    const entries = await entriesOf(m.id);
    const reference = entries[0]!.reference;
    expect(entries.every((e) => e.reference === reference)).toBe(true);
    expect(entries[0]).toMatchObject({ kind: 'bet', cents: '-100000' });
    const payout = Math.round(done.round.payout * 100);
    expect(entries.filter((e) => e.kind === 'win').map((e) => Number(e.cents))).toEqual(payout > 0 ? [payout] : []);
    expect(await balanceCents(m.id)).toBe(10_000_000 - 100_000 + payout);
    expect(done.balance).toBe(100_000 - 1000 + done.round.payout);
    const [record] = await suite.db.query<{ id: string; bet: string; win: string }>('select id::text, bet::float8::text as bet, win::float8::text as win from bet_records where member_id = $1', [m.id]);
    expect(`bet_record:${record!.id}`).toBe(reference);
    expect(Number(record!.bet)).toBe(1000);
    expect(Number(record!.win)).toBe(done.round.payout);
  });

  it('stakes again at a double and a split, and refuses a stake beyond the balance', async () => {
    const m = await createTestMember(suite.db, 'bj_double', 1_000_000);
    const ticket = await ticketOf(m);
    const opened = await openDeal(ticket, 1000, (x) => x.round.legal.double);
    // the balance before this round's stake: deals that settled at once (a blackjack) moved it already
    const before = (await balanceCents(m.id)) + 100_000;
    const doubled = await actOn(ticket, opened, 'double');
    expect(doubled.round.hands[0]!.stakes).toBe(2);
    const final = await playOut(ticket, doubled);
    expect(final.round.staked).toBe(2000);
    expect(await balanceCents(m.id)).toBe(before - 200_000 + Math.round(final.round.payout * 100));

    // a pair: the split stakes a second hand
    const pair = await openDeal(ticket, 1000, (x) => x.round.legal.split);
    const split = await actOn(ticket, pair, 'split');
    expect(split.round.hands).toHaveLength(2);
    expect(split.round.staked).toBe(2000);
    await playOut(ticket, split);

    // a member holding one and a half stakes can deal but not double (any first two cards may double)
    const poor = await createTestMember(suite.db, 'bj_poor', 1500);
    const poorTicket = await ticketOf(poor);
    const table = await dealRound(poorTicket, 1000);
    if (table.round.phase === 'player') {
      const refused = await call('POST', BLACKJACK_PATHS.action, { ticket: poorTicket, roundId: table.round.roundId, step: table.round.step, action: 'double' });
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe(ERROR_CODES.launchBalanceNotEnough);
      // nothing moved: the round goes on as it was
      expect((await state(poorTicket)).round).toEqual(table.round);
      expect(await balanceCents(poor.id)).toBe(50_000);
      await playOut(poorTicket, table);
    }
    const broke = await createTestMember(suite.db, 'bj_broke', 999);
    const noStake = await call('POST', BLACKJACK_PATHS.deal, { ticket: await ticketOf(broke), bet: 1000, dealId: nextDealId() });
    expect(noStake.status).toBe(409);
    expect(noStake.body.errorCode).toBe(ERROR_CODES.launchBalanceNotEnough);
    expect(await entriesOf(broke.id)).toEqual([]);
  });

  it('refuses what the rules do not allow with a 4xx in the envelope, never a 5xx', async () => {
    const m = await createTestMember(suite.db, 'bj_rules', 1_000_000);
    const ticket = await ticketOf(m);
    const badBet = await call('POST', BLACKJACK_PATHS.deal, { ticket, bet: 1234, dealId: nextDealId() });
    expect(badBet.status).toBe(400);
    const open = await openDeal(ticket, 1000, (x) => !x.round.legal.split);
    const split = await call('POST', BLACKJACK_PATHS.action, { ticket, roundId: open.round.roundId, step: open.round.step, action: 'split' });
    expect(split).toMatchObject({ status: 409, body: { errorCode: BLACKJACK_ERROR_CODES.actionInvalid } });
    const again = await call('POST', BLACKJACK_PATHS.deal, { ticket, bet: 1000, dealId: nextDealId() });
    expect(again).toMatchObject({ status: 409, body: { errorCode: BLACKJACK_ERROR_CODES.roundOpen } });
    const rotate = await call('POST', PLAY_PATHS.rotateSeed, { ticket });
    expect(rotate).toMatchObject({ status: 409, body: { errorCode: BLACKJACK_ERROR_CODES.seedInUse } });
    const missing = await call('POST', BLACKJACK_PATHS.action, { ticket, roundId: 999_999_999, step: 0, action: 'hit' });
    expect(missing.status).toBe(404);
    const other = await createTestMember(suite.db, 'bj_other', 10_000);
    const foreign = await call('POST', BLACKJACK_PATHS.action, { ticket: await ticketOf(other), roundId: open.round.roundId, step: 0, action: 'stand' });
    expect(foreign.status).toBe(404);
    const done = await actOn(ticket, open, 'stand');
    expect(done.round.phase).toBe('settled');
    const late = await call('POST', BLACKJACK_PATHS.action, { ticket, roundId: open.round.roundId, step: done.round.step, action: 'hit' });
    expect(late).toMatchObject({ status: 409, body: { errorCode: BLACKJACK_ERROR_CODES.actionInvalid } });
    const slotTicket = (await launchUrl(m, '10411')).searchParams.get('ticket')!;
    expect((await call('GET', `${BLACKJACK_PATHS.state}?ticket=${slotTicket}`)).body.errorCode).toBe('play.engine.missing');
  });
});

describe('concurrent actions', () => {
  it('a double tap of one step acts once and both answers show the same round', async () => {
    const m = await createTestMember(suite.db, 'bj_twice', 1_000_000);
    const ticket = await ticketOf(m);
    const open = await openDeal(ticket, 1000, (x) => x.round.legal.double);
    const before = await balanceCents(m.id);
    const [a, b] = await Promise.all([actOn(ticket, open, 'double'), actOn(ticket, open, 'double')]);
    expect(a.round).toEqual(b.round);
    expect(a.round.step).toBe(1);
    const stakes = (await entriesOf(m.id)).filter((e) => e.kind === 'bet');
    expect(stakes.filter((e) => e.reference === stakes.at(-1)!.reference)).toHaveLength(2);
    const payout = Math.round(a.round.payout * 100);
    expect(await balanceCents(m.id)).toBe(before - 100_000 + payout);
  });

  it('two tabs acting differently on one step: one acts, the other is told the round moved on', async () => {
    const m = await createTestMember(suite.db, 'bj_tabs', 1_000_000);
    const ticket = await ticketOf(m);
    const open = await openDeal(ticket, 1000, (x) => x.round.legal.double);
    const results = await Promise.all((['double', 'stand'] as const).map((action) =>
      call('POST', BLACKJACK_PATHS.action, { ticket, roundId: open.round.roundId, step: open.round.step, action })));
    expect(results.map((r) => r.body.errorCode ?? null).sort()).toEqual([BLACKJACK_ERROR_CODES.stepStale, null].sort());
    expect(results.find((r) => r.body.errorCode)!.status).toBe(409);
    const [round] = await suite.db.query<{ actions: string[] }>('select actions from blackjack_rounds where id = $1', [open.round.roundId]);
    expect(round!.actions).toHaveLength(1);
  });

  it('two deals at once open one round', async () => {
    const m = await createTestMember(suite.db, 'bj_deals', 1_000_000);
    const ticket = await ticketOf(m);
    const results = await Promise.all([1, 2].map(() => call('POST', BLACKJACK_PATHS.deal, { ticket, bet: 1000, dealId: nextDealId() })));
    const opened = results.filter((r) => !r.body.errorCode).map((r) => v.parse(blackjackPlayValueSchema, r.body.value));
    // a blackjack at the deal settles at once and leaves the table free: then both deals play
    const stillOpen = opened.filter((x) => x.round.phase === 'player');
    expect(stillOpen.length).toBeLessThanOrEqual(1);
    for (const r of results.filter((x) => x.body.errorCode)) expect(r).toMatchObject({ status: 409, body: { errorCode: BLACKJACK_ERROR_CODES.roundOpen } });
    for (const x of stillOpen) await playOut(ticket, x);
  });

  it('a repeated deal id answers the round it dealt', async () => {
    const m = await createTestMember(suite.db, 'bj_redeal', 1_000_000);
    const ticket = await ticketOf(m);
    const dealId = nextDealId();
    const first = await dealRound(ticket, 1000, dealId);
    const second = await dealRound(ticket, 1000, dealId);
    expect(second.round).toEqual(first.round);
    expect((await entriesOf(m.id)).filter((e) => e.kind === 'bet')).toHaveLength(1);
    if (first.round.phase === 'player') await playOut(ticket, first);
  });
});

describe('resuming', () => {
  it('a round cut by a restart resumes from its state: no stake lost, one payout', async () => {
    const m = await createTestMember(suite.db, 'bj_resume', 1_000_000);
    const ticket = await ticketOf(m);
    const open = await openDeal(ticket, 1000);
    // a fresh server over the same database: nothing of the round lived in memory
    const restarted = await testApp(suite.db);
    try {
      const resumed = await state(ticket, restarted);
      expect(resumed.round).toEqual(open.round);
      let value: BlackjackPlayValue = { round: resumed.round!, balance: resumed.balance, seed: resumed.seed };
      while (value.round.phase === 'player') value = await actOn(ticket, value, 'stand', restarted);
      // the settling request repeated (a reply lost to a disconnect) pays nothing more
      const [last] = await suite.db.query<{ actions: string[] }>('select actions from blackjack_rounds where id = $1', [open.round.roundId]);
      const replayed = await call('POST', BLACKJACK_PATHS.action, { ticket, roundId: open.round.roundId, step: last!.actions.length - 1, action: 'stand' }, restarted);
      expect(v.parse(blackjackPlayValueSchema, replayed.body.value).round).toEqual(value.round);
      // this round's entries only: openDeal may have dealt and paid naturals before it found an open round
      const [round] = await suite.db.query<{ bet_record_id: string }>('select bet_record_id::text from blackjack_rounds where id = $1', [open.round.roundId]);
      const wins = (await entriesOf(m.id)).filter((e) => e.kind === 'win' && e.reference === `bet_record:${round!.bet_record_id}`);
      expect(wins.length).toBe(value.round.payout > 0 ? 1 : 0);
      expect((await state(ticket, restarted)).round).toBeNull();
    } finally {
      await restarted.close();
    }
  });
});

describe('recomputing rounds from revealed seeds', () => {
  it('every settled round of a rotated seed replays to its record with Node’s own HMAC', { timeout: 120_000 }, async () => {
    const m = await createTestMember(suite.db, 'bj_verify', 10_000_000);
    const ticket = await ticketOf(m);
    const hash = (await state(ticket)).seed.serverSeedHash;
    for (let i = 0; i < 18; i += 1) {
      const dealt = await dealRound(ticket, 1000);
      // the member's moves, seen from the server's own table: split pairs, double 10 and 11, hit below 17
      let value = dealt;
      while (value.round.phase === 'player') {
        const hand = value.round.hands[value.round.active]!;
        const action: BlackjackAction = value.round.legal.split ? 'split'
          : value.round.legal.double && (hand.total === 10 || hand.total === 11) ? 'double' : hand.total < 17 ? 'hit' : 'stand';
        value = await actOn(ticket, value, action);
      }
    }
    const { body } = await call('POST', PLAY_PATHS.rotateSeed, { ticket });
    const revealed = (body.value as { revealed: { serverSeed: string } }).revealed.serverSeed;
    expect(createHash('sha256').update(revealed).digest('hex')).toBe(hash);
    const res = await suite.app.inject({ method: 'GET', url: `${WALLET_PATHS.betRecords}?from=${Date.now() - 86_400_000}&to=${Date.now() + 86_400_000}&pageNo=1`, headers: { Merchant: 'DEMO', Authorization: m.token } });
    const records = v.parse(betRecordsValueSchema, v.parse(envelopeHeadSchema, res.json()).value).list;
    expect(records).toHaveLength(18);
    for (const record of records) {
      const round = v.parse(blackjackRoundSchema, record.round);
      expect(round.fairness.serverSeed).toBe(revealed);
      const table = replay(independentShoe(revealed, round.fairness.clientSeed, round.fairness.nonce), round.actions);
      expect(table.phase).toBe('settled');
      expect(table.dealer).toEqual(round.dealer);
      expect(table.hands.map((h) => ({ cards: h.cards, stakes: h.stakes }))).toEqual(round.hands.map((h) => ({ cards: h.cards, stakes: h.stakes })));
      expect(record.bet).toBe(table.hands.reduce((s, h) => s + h.stakes, 0) * 1000);
      expect(record.winLoss).toBe((payoutCents(table, 100_000) - record.bet * 100) / 100);
    }
    expect(records.some((r) => v.parse(blackjackRoundSchema, r.round).actions.length > 0)).toBe(true);
  });

  it('a dealt table is what the shoe says (the first four cards, dealt player, dealer, player, dealer)', async () => {
    const m = await createTestMember(suite.db, 'bj_shoe', 100_000);
    const ticket = await ticketOf(m);
    const value = await openDeal(ticket, 1000);
    const table = await tableNow(m.id, value);
    expect(table).toEqual(deal(table.shoe));
    expect(value.round.hands[0]!.cards).toEqual(table.hands[0]!.cards);
    expect(value.round.dealer).toEqual([table.dealer[0]]);
    expect(value.round.legal).toEqual(legalActions(table));
    await playOut(ticket, value);
  });
});
