import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeHeadSchema } from '../../contract/envelope';
import { announcementsValueSchema, GAME_PATHS, walletValueSchema } from '../../contract/games';
import type { Db } from '../db/db';
import { createTestMember, type TestMember } from '../games/test-members';
import { openTestApp, closeTestApp } from '../testing/harness';
import { settingsChanged } from '../settings/cache';

let db: Db;
let app: FastifyInstance;
let member: TestMember;
let other: TestMember;
let trial: TestMember;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
  member = await createTestMember(db, 'reader01', 2_500.75);
  other = await createTestMember(db, 'reader02', 0);
  trial = await createTestMember(db, 'trial001', 1000, 4);
}, 60_000);
afterAll(() => closeTestApp(db, app));

async function get(url: string, token?: string, language = 'VI') {
  const headers: Record<string, string> = { Merchant: 'DEMO', Language: language };
  if (token) headers.Authorization = token;
  return v.parse(envelopeHeadSchema, (await app.inject({ method: 'GET', url, headers })).json());
}

async function announcements(query: string, token?: string, language = 'VI') {
  const body = await get(`${GAME_PATHS.announcements}?${query}`, token, language);
  expect(body.success).toBe(true);
  return v.parse(announcementsValueSchema, body.value);
}

async function markRead(body: unknown, token?: string) {
  const headers: Record<string, string> = { Merchant: 'DEMO' };
  if (token) headers.Authorization = token;
  const res = await app.inject({ method: 'POST', url: GAME_PATHS.markAnnouncementRead, headers, payload: body as object });
  return { status: res.statusCode, body: v.parse(envelopeHeadSchema, res.json()) };
}

describe('announcements', () => {
  it('home set: banners of m_home with every linkage type, notices, popup, hot, promotions', async () => {
    const value = await announcements('types=B,PL,PU,PR,H&groupName=m_home&platform=M&merchantCode=DEMO');
    expect(value.banners.length).toBeGreaterThanOrEqual(3);
    expect(value.banners.every((b) => b.groupName === 'm_home')).toBe(true);
    expect(new Set(value.banners.map((b) => b.linkageType))).toEqual(new Set(['P', 'URL', 'G']));
    const game = value.banners.find((b) => b.linkageType === 'G')!;
    expect(game.nodeId).toBe(game.linkage);
    expect(game.vendor).toBeTruthy();
    expect(value.banners.find((b) => b.linkageType === 'URL')!.linkage).toBe('/m/help');
    const promo = value.banners.find((b) => b.linkageType === 'P')!;
    expect(value.promotion.map((p) => String(p.id))).toContain(promo.linkage);

    expect(value.player.length).toBeGreaterThanOrEqual(3);
    expect(value.player.every((a) => !a.read)).toBe(true);
    expect(value.player[0]!.content).toMatch(/<p>/);
    const dates = value.player.map((a) => a.startDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(value.popup.map((p) => p.groupName)).toEqual(['m_home']);
    expect(value.hot.length).toBeGreaterThan(0);

    expect(value.promotion.length).toBeGreaterThanOrEqual(5);
    const longTerm = value.promotion.filter((p) => p.noExpiry === 1);
    expect(longTerm.length).toBeGreaterThan(0);
    expect(longTerm.every((p) => p.endDate === null)).toBe(true);
    expect(value.promotion.some((p) => p.noExpiry === 0 && p.endDate !== null)).toBe(true);
    for (const p of value.promotion) expect(p.announcementImages.find((i) => i.sequence === 1)).toBeTruthy();
  });

  it('fills only the asked lists; other groups and languages', async () => {
    const banners = await announcements('types=B&groupName=m_jp');
    expect(banners.banners.map((b) => b.groupName)).toEqual(['m_jp']);
    expect(banners).toMatchObject({ player: [], popup: [], hot: [], promotion: [] });
    const login = await announcements('types=PU&groupName=m_login', undefined, 'EN');
    expect(login.popup.map((p) => p.title)).toEqual(['Account security']);
  });

  it('agent notices (type A) reach agents only: guests, members and trial users get none, and cannot mark one read', async () => {
    const agent = await createTestMember(db, 'noticeagent', 0, 1);
    const forAgent = await announcements('types=A,PL', agent.token);
    const agentIds = (await announcements('types=A', agent.token)).player.map((a) => a.id);
    expect(agentIds).toHaveLength(2);
    expect(forAgent.player.map((a) => a.id)).toEqual(expect.arrayContaining(agentIds));
    for (const token of [undefined, member.token, trial.token]) {
      expect((await announcements('types=A', token)).player).toEqual([]);
      const mixed = (await announcements('types=A,PL', token)).player.map((a) => a.id);
      expect(mixed.filter((id) => agentIds.includes(id))).toEqual([]);
      expect(mixed.length).toBeGreaterThan(0);
    }
    expect((await markRead({ announcementId: agentIds[0], read: true }, member.token)).body.errorCode).toBe('resource.not.found');
    expect((await markRead({ announcementId: agentIds[0], read: true }, agent.token)).body.success).toBe(true);
  });

  it('marks read per member; trial members and guests are not recorded', async () => {
    const [first] = (await announcements('types=PL')).player;
    expect((await markRead({ announcementId: first!.id, read: true })).body.errorCode).toBe('customer.not.login');
    expect((await markRead({ announcementId: first!.id, read: true }, member.token)).body).toMatchObject({ success: true, value: null });
    // twice is fine
    expect((await markRead({ announcementId: first!.id, read: true }, member.token)).body.success).toBe(true);
    const mine = await announcements('types=PL', member.token);
    expect(mine.player.find((a) => a.id === first!.id)!.read).toBe(true);
    expect(mine.player.filter((a) => a.read)).toHaveLength(1);
    const theirs = await announcements('types=PL', other.token);
    expect(theirs.player.every((a) => !a.read)).toBe(true);
    const guest = await announcements('types=PL');
    expect(guest.player.every((a) => !a.read)).toBe(true);

    expect((await markRead({ announcementId: first!.id, read: true }, trial.token)).body.success).toBe(true);
    expect((await announcements('types=PL', trial.token)).player.every((a) => !a.read)).toBe(true);

    expect((await markRead({ announcementId: 999_999, read: true }, member.token)).body.errorCode).toBe('resource.not.found');
    expect((await markRead({ announcementId: first!.id, read: false }, member.token)).status).toBe(400);
  });

  it("names the merchant in the seeded welcome notice by its configured name, in both languages, escaped in HTML, and follows a rename", async () => {
    const welcome = async (language: string, token?: string) =>
      (await announcements('types=PL&merchantCode=DEMO', token, language)).player.find((a) => a.id === 101)!;
    expect((await welcome('VI')).title).toBe('Chào mừng đến với WPS Demo');
    expect((await welcome('EN', member.token)).title).toBe('Welcome to WPS Demo');
    const { name } = (await db.query<{ name: string }>(`select name from merchants where code = 'DEMO'`))[0]!;
    const [seeded] = await db.query<{ content_vi: string }>(`select content_vi from announcements where merchant_code = 'DEMO' and id = 101`);
    try {
      await db.query(`update merchants set name = 'Sao & <Vàng>' where code = 'DEMO'`);
      await db.query(`update announcements set content_vi = '<p>{{merchant}}</p>' where merchant_code = 'DEMO' and id = 101`);
      await settingsChanged(db, { merchantCode: 'DEMO' });
      const guest = await welcome('VI');
      expect(guest.title).toBe('Chào mừng đến với Sao & <Vàng>');
      expect(guest.content).toBe('<p>Sao &amp; &lt;Vàng&gt;</p>');
      expect((await welcome('EN', member.token)).title).toBe('Welcome to Sao & <Vàng>');
    } finally {
      await db.query(`update merchants set name = $1 where code = 'DEMO'`, [name]);
      await db.query(`update announcements set content_vi = $1 where merchant_code = 'DEMO' and id = 101`, [seeded!.content_vi]);
      await settingsChanged(db, { merchantCode: 'DEMO' });
    }
  });

  it('serves the banner and promotion artwork as cached WebP, and the same art as SVG', async () => {
    const value = await announcements('types=B,PR&groupName=m_home', undefined, 'EN');
    for (const url of [...value.banners.map((b) => b.url), ...value.promotion.flatMap((p) => p.announcementImages.map((i) => i.url))]) {
      const res = await app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      // VP8 (lossy) frame header: 750×300 in the low 14 bits of bytes 26–29
      expect(res.rawPayload.readUInt16LE(26) & 0x3fff).toBe(750);
      expect(res.rawPayload.readUInt16LE(28) & 0x3fff).toBe(300);
      const svg = await app.inject({ method: 'GET', url: new URL(url).pathname.replace(/\.webp$/, '.svg') });
      expect(svg.headers['content-type']).toBe('image/svg+xml');
      expect(svg.body).toContain('width="750" height="300"');
    }
    expect((await app.inject({ method: 'GET', url: '/wps/announcements/art/banner/9999/en.webp' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/wps/announcements/art/banner/9999/en.svg' })).statusCode).toBe(404);
  });
});

describe('wallet', () => {
  it('answers the member balance, single wallet; guests are refused', async () => {
    const body = await get(GAME_PATHS.wallet, member.token);
    expect(v.parse(walletValueSchema, body.value)).toEqual({ sumBalance: 2_500.75, isSingle: true });
    expect(v.parse(walletValueSchema, (await get(GAME_PATHS.wallet, other.token)).value).sumBalance).toBe(0);
    expect(await get(GAME_PATHS.wallet)).toMatchObject({ success: false, errorCode: 'customer.not.login' });
  });
});
