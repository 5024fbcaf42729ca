import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelopeHeadSchema } from '../../contract/envelope';
import { DEMO_GAME_PATHS, demoSpinValueSchema, demoStateValueSchema, GAME_PATHS, launchValueSchema } from '../../contract/games';
import { AUTH_PATHS } from '../../contract/auth';
import { hashPassword } from '../accounts/password-hash';
import { issueSession } from '../accounts/sessions';
import { createTestMember, type TestMember } from '../games/test-members';
import { sendEncrypted } from './auth-test-helpers';
import { openWallet, post, toCents } from '../wallet/ledger';
import { suiteApp } from '../testing/suite-app';

// Every money test leaves the ledger balanced: each wallet is the sum of its entries.
const suite = suiteApp({ ledgerBalanced: true });

/** Launches a game as the member and returns the ticket of the demo game URL. */
async function launch(member: TestMember, nodeId = '10001'): Promise<string> {
  const res = await suite.app.inject({ method: 'GET', url: `${GAME_PATHS.launchGame}?launchMode=GLS&nodeId=${nodeId}&language=VI`, headers: { Merchant: 'DEMO', Authorization: member.token } });
  const body = v.parse(envelopeHeadSchema, res.json());
  // every category has an engine now (docs/decisions/0076): the demo slot's calls take the ticket any launch hands out
  const url = new URL(v.parse(launchValueSchema, body.value).content.game_url);
  return (url.searchParams.get('ticket') ?? url.searchParams.get('session'))!;
}

async function state(ticket: string, language: 'EN' | 'VI' = 'EN') {
  const res = await suite.app.inject({ method: 'GET', url: `${DEMO_GAME_PATHS.state}?ticket=${encodeURIComponent(ticket)}`, headers: { Language: language } });
  return v.parse(envelopeHeadSchema, res.json());
}

async function spin(ticket: string, bet: number, language: 'EN' | 'VI' = 'VI') {
  const res = await suite.app.inject({ method: 'POST', url: DEMO_GAME_PATHS.spin, payload: { ticket, bet }, headers: { Language: language } });
  return v.parse(envelopeHeadSchema, res.json());
}

const balanceOf = async (id: number) => Number((await suite.db.query<{ b: number }>('select balance::float8 as b from wallets where member_id = $1', [id]))[0]!.b);
const records = (id: number) => suite.db.query<{ bet: number; win: number; balance_after: number; node_id: string }>(
  'select bet::float8 as bet, win::float8 as win, balance_after::float8 as balance_after, node_id from bet_records where member_id = $1 order by id', [id]);

describe('demo game page', () => {
  it('is a self-contained page in the asked language, never cached nor leaking its URL', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/demo-game/?session=abc&nodeId=10001&lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('Back to lobby');
    expect(res.body).toContain('href="/m/home"');
    expect(res.body).not.toMatch(/<script[^>]+src=/);
    const vi = await suite.app.inject({ method: 'GET', url: '/demo-game/?lang=vi' });
    expect(vi.body).toContain('Về sảnh');
    expect((await suite.app.inject({ method: 'GET', url: '/demo-game/nothing-here' })).statusCode).toBe(404);
  });
});

describe('demo game calls', () => {
  it('state: balance, game and bets for a valid ticket only', async () => {
    const member = await createTestMember(suite.db, 'state001', 12_345.5);
    const ticket = await launch(member, '10001');
    const body = await state(ticket);
    const value = v.parse(demoStateValueSchema, body.value);
    expect(value.balance).toBe(12_345.5);
    expect(value.nodeId).toBe('10001');
    expect(value.bets[0]).toBe(value.minBet);
    expect(value.gameName.length).toBeGreaterThan(0);
    // the page shows the server's texts, in the reader's language and the one money notation (two decimals only for a fraction)
    expect(value.balanceText).toBe('12,345.50\u00a0₫');
    expect(value.betTexts).toEqual(value.bets.map((b) => b.toLocaleString('en-US')));
    const vi = v.parse(demoStateValueSchema, (await state(ticket, 'VI')).value);
    expect(vi.balanceText).toBe('12.345,50\u00a0₫');
    expect(await state('x'.repeat(43))).toMatchObject({ success: false, errorCode: 'launch.ticket.invalid' });
    await suite.db.query("update game_launch_tickets set expires_at = now() - interval '1 second' where member_id = $1", [member.id]);
    expect(await state(ticket)).toMatchObject({ success: false, errorCode: 'launch.ticket.invalid' });
  });

  it('spin: debits the bet, credits the win, records the round', async () => {
    const member = await createTestMember(suite.db, 'spin0001', 100_000);
    const ticket = await launch(member);
    const { minBet } = v.parse(demoStateValueSchema, (await state(ticket)).value);
    let expected = 100_000;
    for (let i = 0; i < 15; i += 1) {
      const body = await spin(ticket, minBet * 2);
      const round = v.parse(demoSpinValueSchema, body.value);
      expected = expected - round.bet + round.win;
      expect(round.bet).toBe(minBet * 2);
      expect(round.reels).toHaveLength(3);
      expect(round.balance).toBeCloseTo(expected, 2);
      // whole amounts carry no decimals: "100.000 ₫", never "100.000,00"
      expect(round.balanceText).toBe(`${Math.round(round.balance).toLocaleString('de-DE')}\u00a0₫`);
      expect(round.winText).toBe(`${Math.round(round.win).toLocaleString('de-DE')}\u00a0₫`);
    }
    expect(await balanceOf(member.id)).toBeCloseTo(expected, 2);
    const rows = await records(member.id);
    expect(rows).toHaveLength(15);
    expect(rows.at(-1)!.balance_after).toBeCloseTo(expected, 2);
    expect(rows.every((r) => r.node_id === '10001' && r.bet === minBet * 2)).toBe(true);
    // Each round is a bet entry and, when it won, a win entry, both naming its bet record.
    const entries = await suite.db.query<{ kind: string; amount: number; reference: string; rid: string }>(
      `select e.kind, e.amount::float8 as amount, e.reference, b.id::text as rid from ledger_entries e
         join bet_records b on e.reference = 'bet_record:' || b.id where e.member_id = $1 order by e.id`, [member.id]);
    expect(entries.filter((e) => e.kind === 'bet')).toHaveLength(15);
    expect(entries.filter((e) => e.kind === 'win')).toHaveLength(rows.filter((r) => r.win > 0).length);
    expect(entries.every((e) => (e.kind === 'bet' ? e.amount === -minBet * 2 : e.kind === 'win' && e.amount > 0))).toBe(true);
  });

  it('refuses bets the game does not offer and bets above the balance', async () => {
    const member = await createTestMember(suite.db, 'spin0002', 150);
    const ticket = await launch(member, '10001');
    const { minBet, bets } = v.parse(demoStateValueSchema, (await state(ticket)).value);
    for (const bet of [0, -minBet, minBet + 0.001, minBet * 3, 1e12]) {
      expect(await spin(ticket, bet), String(bet)).toMatchObject({ success: false, errorCode: 'bet.invalid' });
    }
    const tooBig = bets.find((b) => b > 150)!;
    expect(await spin(ticket, tooBig)).toMatchObject({ success: false, errorCode: 'launch_game_balance_not_enough' });
    expect(await balanceOf(member.id)).toBe(150);
    expect(await records(member.id)).toHaveLength(0);
    const res = await suite.app.inject({ method: 'POST', url: DEMO_GAME_PATHS.spin, payload: { bet: 100 } });
    expect(res.statusCode).toBe(400);
  });

  it('20 concurrent spins on one wallet lose nothing', async () => {
    const member = await createTestMember(suite.db, 'spin0003', 1_000_000);
    const ticket = await launch(member);
    const { bets } = v.parse(demoStateValueSchema, (await state(ticket)).value);
    const bet = bets[2]!;
    const results = await Promise.all(Array.from({ length: 20 }, () => spin(ticket, bet)));
    const rounds = results.map((r) => v.parse(demoSpinValueSchema, r.value));
    const won = rounds.reduce((sum, r) => sum + r.win, 0);
    const expected = 1_000_000 - 20 * bet + won;
    expect(await balanceOf(member.id)).toBeCloseTo(expected, 2);
    const rows = await records(member.id);
    expect(rows).toHaveLength(20);
    expect(rows.reduce((s, r) => s + r.win - r.bet, 0)).toBeCloseTo(won - 20 * bet, 2);
    // Each round started from the balance the one before it left: the records form one unbroken chain.
    let running = 1_000_000;
    for (const row of rows) {
      running = running - row.bet + row.win;
      expect(row.balance_after).toBeCloseTo(running, 2);
    }
  });

  it('concurrent spins beyond the balance: exactly what the money covers, never below zero', async () => {
    const member = await createTestMember(suite.db, 'spin0004', 0);
    const ticket = await launch(member).catch(() => null);
    expect(ticket).toBeNull();
    await post(suite.db, { memberId: member.id, kind: 'adjustment', amountCents: 100, reference: 'test:top-up' });
    const t = await launch(member, '10005');
    const { minBet } = v.parse(demoStateValueSchema, (await state(t)).value);
    await post(suite.db, { memberId: member.id, kind: 'adjustment', amountCents: toCents(minBet * 5) - 100, reference: 'test:top-up' });
    const results = await Promise.all(Array.from({ length: 20 }, () => spin(t, minBet)));
    const ok = results.filter((r) => r.success).map((r) => v.parse(demoSpinValueSchema, r.value));
    const refused = results.filter((r) => !r.success);
    expect(refused.every((r) => r.errorCode === 'launch_game_balance_not_enough')).toBe(true);
    const final = await balanceOf(member.id);
    expect(final).toBeGreaterThanOrEqual(0);
    expect(final).toBeCloseTo(minBet * 5 - ok.length * minBet + ok.reduce((s, r) => s + r.win, 0), 2);
    expect(await records(member.id)).toHaveLength(ok.length);
  });
});

describe('a ticket dies with its session', () => {
  it('after logout the ticket neither reads the state nor spins', async () => {
    const member = await createTestMember(suite.db, 'tick0001', 10_000);
    const ticket = await launch(member);
    const { minBet } = v.parse(demoStateValueSchema, (await state(ticket)).value);
    expect((await spin(ticket, minBet)).success).toBe(true);
    const out = await suite.app.inject({ method: 'DELETE', url: AUTH_PATHS.logout, headers: { Authorization: member.token } });
    expect(out.json().success).toBe(true);
    expect(await state(ticket)).toMatchObject({ success: false, errorCode: 'launch.ticket.invalid' });
    expect(await spin(ticket, minBet)).toMatchObject({ success: false, errorCode: 'launch.ticket.invalid' });
    expect(await records(member.id)).toHaveLength(1);
  });

  it('a password change on another device ends this device\'s ticket, not its own', async () => {
    const [row] = await suite.db.query<{ id: string | number }>(
      `insert into members (merchant_code, username, password_hash, type, first_time_login)
       values ('DEMO', 'tick0002', $1, 0, false) returning id`,
      [await hashPassword('Tick12345')],
    );
    const id = Number(row!.id);
    await openWallet(suite.db, id, { amountCents: 1_000_000, reference: 'test:opening' });
    const phone: TestMember = { id, token: await issueSession(suite.db, id) };
    const laptop: TestMember = { id, token: await issueSession(suite.db, id) };
    const phoneTicket = await launch(phone);
    const laptopTicket = await launch(laptop);
    const changed = await sendEncrypted(suite.app, 'POST', AUTH_PATHS.changePassword,
      { oldPassword: 'Tick12345', newPassword: 'Tock12345', confirmNewPassword: 'Tock12345' }, { Authorization: laptop.token });
    expect(changed.json().success).toBe(true);
    const { minBet } = v.parse(demoStateValueSchema, (await state(laptopTicket)).value);
    expect(await spin(phoneTicket, minBet)).toMatchObject({ success: false, errorCode: 'launch.ticket.invalid' });
    expect((await spin(laptopTicket, minBet)).success).toBe(true);
  });
});
