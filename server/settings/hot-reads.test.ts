/**
 * The hot-read cache seen from outside (docs/decisions/0064): an operator's
 * change is on the next read, ETag and 304, nothing mixes between
 * merchants, languages or members, and a change announced by another
 * instance arrives within a second. Runs on PGlite and on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS } from '../../contract/games';
import { PATHS } from '../../contract/paths';
import { seedDemo } from '../db/seed';
import type { Db } from '../db/db';
import { createTestMember } from '../games/test-members';
import { closeTestApp, openTestApp, TEST_OPS_TOKEN, testApp as appOver } from '../testing/harness';
import { settingsChanged } from './cache';
import { SETTINGS_CHANNEL } from './settings-broadcast';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
  await seedDemo(db, 'ESC');
  await db.query("update merchants set main_domain = 'esc.example' where code = 'ESC'");
  await settingsChanged(db, { merchantCode: 'ESC' });
}, 60_000);
afterAll(() => closeTestApp(db, app));

interface StatusBody {
  value: { maintenance: boolean; info: { merchantCode: string; language: string; mainDomain: string; whitelabelVal: Record<string, boolean> } };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { Merchant: 'DEMO', ...headers } });
const status = async (headers: Record<string, string> = {}) => (await get(PATHS.systemStatus, headers)).json<StatusBody>().value;
const openTestModeApp = () => appOver(db, { testMode: true });
const ops = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { 'x-ops-token': TEST_OPS_TOKEN }, remoteAddress: '127.0.0.1' });

describe('an operator change', () => {
  it('is on the very next status read, through the ops routes', async () => {
    expect((await status()).maintenance).toBe(false);
    expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(true);
    try {
      expect((await ops('/__ops/status', { mode: 'maintenance' })).statusCode).toBe(200);
      expect((await status()).maintenance).toBe(true);
      expect((await ops('/__ops/flag', { modId: 'FREEPLAY3', enabled: false })).statusCode).toBe(200);
      expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(false);
      const flags = (await get(PATHS.whitelabel)).json<{ value: { whitelabelVal: Record<string, boolean> } }>();
      expect(flags.value.whitelabelVal.FREEPLAY3).toBe(false);
    } finally {
      await ops('/__ops/status', { mode: 'normal' });
      await ops('/__ops/flag', { modId: 'FREEPLAY3', enabled: true });
    }
    expect((await status()).maintenance).toBe(false);
    expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(true);
  });

  it('of registration fields in test mode is on the next settings read', async () => {
    const testApp = await openTestModeApp();
    try {
      const fields = async () => (await testApp.inject({ method: 'GET', url: PATHS.registerSettings, headers: { Merchant: 'DEMO' } }))
        .json<{ value: Record<string, { enabled: boolean }> }>().value;
      expect((await fields()).birthday?.enabled).toBe(false);
      const put = (payload: object) => testApp.inject({ method: 'PUT', url: '/__test/register-fields', payload, headers: { Merchant: 'DEMO' } });
      expect((await put({ fields: { birthday: { enabled: true, required: false } } })).statusCode).toBe(200);
      expect((await fields()).birthday?.enabled).toBe(true);
      await put({ reset: true });
      expect((await fields()).birthday?.enabled).toBe(false);
    } finally {
      await testApp.close();
    }
  });
});

describe('ETag and Cache-Control', () => {
  it('the status is private (it holds the caller address), tagged, and 304 when the tag is held', async () => {
    const first = await get(PATHS.systemStatus);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+\.[\w-]+"$/);
    // asked again on every use: an operator's switch shows on the next load
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toBe('Merchant, Language');
    expect((await get(PATHS.systemStatus)).headers.etag).toBe(etag);

    const again = await get(PATHS.systemStatus, { 'If-None-Match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // Another caller address is another body, so another tag.
    const elsewhere = await app.inject({ method: 'GET', url: PATHS.systemStatus, headers: { Merchant: 'DEMO', 'If-None-Match': etag }, remoteAddress: '198.51.100.7' });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json<{ value: { location: { ip: string } } }>().value.location.ip).toBe('198.51.100.7');

    // A change makes a new tag: the old one gets the whole new body.
    try {
      await ops('/__ops/status', { mode: 'maintenance' });
      const changed = await get(PATHS.systemStatus, { 'If-None-Match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    } finally {
      await ops('/__ops/status', { mode: 'normal' });
    }
  });

  it('a game-list page is public, its tag is of its bytes, and extra parameters share it', async () => {
    const page = await get(`${GAME_PATHS.gameList}?gameType=RNG&pageNo=1&pageSize=20&t=1`);
    expect(page.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(page.headers.vary).toBe('Merchant, Language');
    expect(page.headers.etag).toBe(`"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`);
    const busted = await get(`${GAME_PATHS.gameList}?gameType=RNG&pageNo=1&pageSize=20&t=2`, { 'If-None-Match': `W/${page.headers.etag as string}` });
    expect(busted.statusCode).toBe(304);
  });

  it('an unknown merchant is refused in the envelope, untagged', async () => {
    const refused = await get(PATHS.systemStatus, { Merchant: 'NOPE' });
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'merchant.not.exists' });
    expect(refused.headers.etag).toBeUndefined();
  });
});

describe('what never mixes', () => {
  it('languages and merchants each get their own answer', async () => {
    const [vi, en, esc, escEn] = await Promise.all([
      status({ Language: 'VI' }), status({ Language: 'EN' }), status({ Merchant: 'ESC' }), status({ Merchant: 'ESC', Language: 'EN' }),
    ]);
    expect([vi.info.language, en.info.language, esc.info.language, escEn.info.language]).toEqual(['VI', 'EN', 'VI', 'EN']);
    expect([vi.info.merchantCode, esc.info.merchantCode]).toEqual(['DEMO', 'ESC']);
    expect(esc.info.mainDomain).toBe('esc.example');
    expect(vi.info.mainDomain).not.toBe('esc.example');

    const names = async (language: string) =>
      (await get(`${GAME_PATHS.gameList}?gameType=RNG&pageSize=3`, { Language: language })).json<{ value: { games: { gameName: string }[] } }>().value.games.map((g) => g.gameName);
    expect(await names('VI')).not.toEqual(await names('EN'));
  });

  it('a change to one merchant leaves the other one as it was', async () => {
    try {
      await ops('/__ops/status', { mode: 'maintenance', merchant: 'ESC' });
      expect((await status({ Merchant: 'ESC' })).maintenance).toBe(true);
      expect((await status()).maintenance).toBe(false);
    } finally {
      await ops('/__ops/status', { mode: 'normal', merchant: 'ESC' });
    }
  });

  it("one member's favourites are never another's, and carry no cache headers", async () => {
    const [ann, ben] = await Promise.all([createTestMember(db, 'hotfav01', 1000), createTestMember(db, 'hotfav02', 1000)]);
    await app.inject({ method: 'POST', url: GAME_PATHS.favouriteAdd, headers: { Merchant: 'DEMO', Authorization: ann.token }, payload: { nodeId: '10001', vendor: 'PGE', gameType: 'RNG' } });
    const favourites = (token: string) => get(`${GAME_PATHS.gameList}?gameClassify=FAV`, { Authorization: token });
    const ofAnn = await favourites(ann.token);
    const ofBen = await favourites(ben.token);
    expect(ofAnn.json<{ value: { totalCount: number } }>().value.totalCount).toBe(1);
    expect(ofBen.json<{ value: { totalCount: number } }>().value.totalCount).toBe(0);
    expect(ofAnn.headers.etag).toBeUndefined();
    expect(ofAnn.headers['cache-control']).toBeUndefined();
  });
});

describe('a change announced by another instance', () => {
  it('clears this one within a second', async () => {
    expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(true);
    // Written as another instance would: the row, then only the notice reaches this process.
    await db.query("update whitelabel_modules set enabled = false where merchant_code = 'DEMO' and mod_id = 'FREEPLAY3'");
    try {
      expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(true); // kept: the write alone is not seen
      const sent = Date.now();
      await db.notify(SETTINGS_CHANNEL, 'DEMO');
      let seen = (await status()).info.whitelabelVal.FREEPLAY3;
      while (seen && Date.now() - sent < 1000) seen = (await status()).info.whitelabelVal.FREEPLAY3;
      const delay = Date.now() - sent;
      console.info(`another instance's change seen after ${delay} ms`);
      expect(seen).toBe(false);
      expect(delay).toBeLessThanOrEqual(1000);
    } finally {
      await db.query("update whitelabel_modules set enabled = true where merchant_code = 'DEMO' and mod_id = 'FREEPLAY3'");
      await settingsChanged(db, { merchantCode: 'DEMO' });
    }
  });
});
