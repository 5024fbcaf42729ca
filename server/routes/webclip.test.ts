import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import plist from 'plist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBCLIP_QUERY_PARAM } from '../../src/config/constants';
import type { Db } from '../db/db';
import { seedDemo } from '../db/seed';
import { loadResources } from '../settings/contacts';
import { WEBCLIP_PROFILE_PATH } from '../settings/webclip';
import { testApp, openTestApp, closeTestApp } from '../testing/harness';
import { settingsChanged } from '../settings/cache';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const UUID_V5 = /^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/;
const COMMITTED_ICON = readFileSync(new URL('../../public/icons/apple-touch-icon.png', import.meta.url));

type Dict = Record<string, unknown>;

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
});
afterAll(() => closeTestApp(db, app));

async function download(headers: Record<string, string> = {}, query = '', target = app) {
  const res = await target.inject({ method: 'GET', url: `${WEBCLIP_PROFILE_PATH}${query}`, headers });
  expect(res.statusCode).toBe(200);
  const profile = plist.parse(res.body) as Dict;
  const content = profile.PayloadContent as Dict[];
  expect(content).toHaveLength(1);
  return { res, profile, clip: content[0]! };
}

describe('GET /wps/app/webclip.mobileconfig', () => {
  it('is a configuration profile holding one full-screen web clip', async () => {
    const { res, profile, clip } = await download({ host: 'm.wps-demo.example' });
    expect(res.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe('attachment; filename="wps-demo.mobileconfig"');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist')).toBe(true);

    expect(profile).toMatchObject({
      PayloadType: 'Configuration',
      PayloadVersion: 1,
      PayloadDisplayName: 'WPS Demo',
      PayloadOrganization: 'WPS Demo',
      PayloadIdentifier: 'example.wps-demo.webclip.demo',
      PayloadRemovalDisallowed: false,
    });
    expect(profile.PayloadUUID).toMatch(UUID_V5);
    expect(clip).toMatchObject({
      PayloadType: 'com.apple.webClip.managed',
      PayloadVersion: 1,
      PayloadIdentifier: 'example.wps-demo.webclip.demo.clip',
      Label: 'WPS Demo',
      URL: 'http://m.wps-demo.example/m/home?webclip=1',
      FullScreen: true,
      IsRemovable: true,
      Precomposed: true,
    });
    expect(clip.PayloadUUID).toMatch(UUID_V5);
    expect(clip.PayloadUUID).not.toBe(profile.PayloadUUID);
  });

  it('embeds the apple-touch icon as PNG bytes', async () => {
    const { clip } = await download();
    const icon = clip.Icon as Buffer;
    expect([...icon.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(icon.equals(COMMITTED_ICON)).toBe(true);
  });

  it('prefers the built icon in DIST_DIR', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'wps-dist-'));
    mkdirSync(join(dist, 'icons'));
    const built = Buffer.from([...PNG_SIGNATURE, 1, 2, 3, 4]);
    writeFileSync(join(dist, 'icons', 'apple-touch-icon.png'), built);
    const withDist = await testApp(db, { distDir: dist });
    try {
      const { clip } = await download({}, '', withDist);
      expect((clip.Icon as Buffer).equals(built)).toBe(true);
    } finally {
      await withDist.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('starts at the host and scheme the browser used, behind a trusted proxy too', async () => {
    const direct = await download({ host: 'localhost:8197' });
    expect(direct.clip.URL).toBe('http://localhost:8197/m/home?webclip=1');

    // Without TRUST_PROXY a client cannot choose the host through X-Forwarded-*.
    const forged = await download({ host: '127.0.0.1:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(forged.clip.URL).toBe('http://127.0.0.1:8080/m/home?webclip=1');

    const behindProxy = await testApp(db, { trustProxy: ['127.0.0.1'] });
    try {
      // The trusted proxy appends what it saw: its own value is the last one.
      const proxied = await download({ host: '127.0.0.1:8080', 'x-forwarded-host': 'evil.example, M2.wps-demo.example', 'x-forwarded-proto': 'https' }, '', behindProxy);
      expect(proxied.clip.URL).toBe('https://m2.wps-demo.example/m/home?webclip=1');
    } finally {
      await behindProxy.close();
    }

    // A host that is not a host name is ignored, not echoed into the URL.
    const bogus = await download({ host: 'evil.example/"><x', 'x-forwarded-host': 'a b' });
    expect(bogus.clip.URL).toBe('https://wps-demo.example/m/home?webclip=1');
  });

  it('carries the marker the client looks for', async () => {
    const { clip } = await download({ host: 'm.wps-demo.example' });
    expect(new URL(clip.URL as string).searchParams.get(WEBCLIP_QUERY_PARAM)).toBe('1');
  });

  it('keeps its UUIDs per merchant and host, and its identifier per merchant', async () => {
    const a = await download({ host: 'm.wps-demo.example' });
    const again = await download({ host: 'm.wps-demo.example' });
    const other = await download({ host: 'm2.wps-demo.example' });
    expect(again.profile.PayloadUUID).toBe(a.profile.PayloadUUID);
    expect(again.clip.PayloadUUID).toBe(a.clip.PayloadUUID);
    expect(other.profile.PayloadUUID).not.toBe(a.profile.PayloadUUID);
    // Same identifier: a clip installed from a mirror domain replaces the old one.
    expect(other.profile.PayloadIdentifier).toBe(a.profile.PayloadIdentifier);
  });

  it('describes itself in the requested language', async () => {
    const vi = await download();
    expect(vi.profile.PayloadDescription).toMatch(/^Thêm WPS Demo vào màn hình chính/);
    const en = await download({}, '?lang=en');
    expect(en.profile.PayloadDescription).toMatch(/^Adds WPS Demo to your home screen/);
    const header = await download({ Language: 'EN' });
    expect(header.profile.PayloadDescription).toBe(en.profile.PayloadDescription);
    const bad = await app.inject({ method: 'GET', url: `${WEBCLIP_PROFILE_PATH}?lang=xx` });
    expect(bad.statusCode).toBe(400);
  });

  it('escapes XML in merchant texts and uses the label from the database', async () => {
    await seedDemo(db, 'ESC');
    await db.query(`update merchants set name = $1, main_domain = 'club.example' where code = 'ESC'`, [
      `Tom & Jerry's <"Club">\u0007`,
    ]);
    await settingsChanged(db, { merchantCode: 'ESC' });
    const { res, profile, clip } = await download({ Merchant: 'ESC' });
    expect(res.body).toContain('Tom &amp; Jerry&apos;s &lt;&quot;Club&quot;&gt;');
    expect(res.body).not.toContain('<"Club">');
    expect(profile.PayloadDisplayName).toBe(`Tom & Jerry's <"Club">`);
    expect(clip.Label).toBe(`Tom & Jerry's <"Club">`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="tom-jerry-s-club.mobileconfig"');

    await db.query(`update merchants set webclip_label = 'T&J' where code = 'ESC'`);
    await settingsChanged(db, { merchantCode: 'ESC' });
    const labelled = await download({ Merchant: 'ESC' });
    expect(labelled.clip.Label).toBe('T&J');
    expect(labelled.profile.PayloadDisplayName).toBe(`Tom & Jerry's <"Club">`);
  });

  it('refuses an unknown merchant with the WPS envelope', async () => {
    const res = await app.inject({ method: 'GET', url: WEBCLIP_PROFILE_PATH, headers: { Merchant: 'NOPE' } });
    expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant.not.exists' });
  });

  it('is what the seeded MOBILECONFIG resource links to', async () => {
    const resources = await loadResources(db, 'DEMO');
    expect(resources.find((r) => r.resourceType === 'MOBILECONFIG')?.url).toBe(WEBCLIP_PROFILE_PATH);
  });
});
