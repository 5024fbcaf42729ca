import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS } from '../../contract/games';
import { PATHS } from '../../contract/paths';
import type { Db } from '../db/db';
import { closeTestApp, openTestApp } from '../testing/harness';
import { safeLink, withoutForeignSchemes, withSafeLinks } from './safe-url';
import { settingsChanged } from '../settings/cache';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
  // Settings data as a careless operator (or an attacker with the database) left it.
  await db.query("delete from resources where merchant_code = 'DEMO' and resource_type in ('EMAIL', 'FACEBOOK')");
  await db.query("insert into resources (merchant_code, resource_type, url) values ('DEMO', 'EMAIL', 'javascript:alert(document.domain)'), ('DEMO', 'FACEBOOK', ' JavaScript:alert(1)')");
  await db.query("insert into customer_service (merchant_code, title, path) values ('DEMO', 'zz-evil', 'javascript:alert(1)'), ('DEMO', 'zz-good', 'https://help.example.com')");
  await db.query("update banners set linkage_type = 'URL', linkage = 'javascript:alert(1)' where merchant_code = 'DEMO'");
  await settingsChanged(db, { merchantCode: 'DEMO' });
}, 60_000);
afterAll(() => closeTestApp(db, app));

const get = (url: string) => app.inject({ method: 'GET', url, headers: { Merchant: 'DEMO' } });

describe('links the server hands out', () => {
  it('keeps allowed schemes and in-app paths, drops the rest', () => {
    expect(safeLink('mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(safeLink('/m/help')).toBe('/m/help');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,x')).toBeNull();
    expect(withSafeLinks([{ url: 'tel:+8412' }, { url: 'vbscript:x' }], 'url')).toEqual([{ url: 'tel:+8412' }]);
    // Customer service paths may be opaque tokens: kept unless they name a foreign scheme.
    const paths = [{ path: 'cs.U2FsdGVkX19k' }, { path: 'java\tscript:x' }, { path: 'https://a.example' }];
    expect(withoutForeignSchemes(paths, 'path')).toEqual([{ path: 'cs.U2FsdGVkX19k' }, { path: 'https://a.example' }]);
  });

  it.each([PATHS.systemStatus, PATHS.consolidatedSettings])('%s serves no javascript: link from settings data', async (path) => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.body.toLowerCase()).not.toContain('javascript:');
    expect(res.body).toContain('https://help.example.com');
  });

  it('serves no javascript: banner link', async () => {
    const res = await get(`${GAME_PATHS.announcements}?types=B`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ success: boolean }>().success).toBe(true);
    expect(res.body.toLowerCase()).not.toContain('javascript:');
  });
});
