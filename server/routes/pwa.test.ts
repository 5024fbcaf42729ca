import { DEFAULT_BRAND_NAME } from '../../src/config/brand';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, bootDataSchema } from '../../contract/boot';
import type { Db } from '../db/db';
import { applyStatus } from '../ops/commands';
import { openTestDb, testApp } from '../testing/harness';
import { cacheControlFor } from './pwa';

const SHELL = '<!doctype html><html lang="vi"><head><title>WPS</title></head><body><div id="root"></div></body></html>';
/** The shell as served: the server writes the merchant's configured name into its title (server/pwa/boot-html.ts). */
const served = (shell: string) => shell.replace('<title>WPS</title>', `<title>${DEFAULT_BRAND_NAME}</title>`);

/** The page without what the server added to it. */
function shellOf(html: string): string {
  return html.replace(/<link rel="preload"[^>]*>/, '').replace(new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">.*?</script>`), '');
}

function bootOf(html: string) {
  const json = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return json === undefined ? null : v.parse(bootDataSchema, JSON.parse(json));
}
const APP_JS = 'console.log("app");'.repeat(50);

let db: Db;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  dist = mkdtempSync(join(tmpdir(), 'wps-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'registerSW.js'), '/* register */');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"WPS"}');
  writeFileSync(join(dist, 'icon-192.png'), 'png');
  writeFileSync(join(dist, 'assets', 'index-a1b2c3.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync(APP_JS));
  app = await testApp(db, { distDir: dist });
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files of the built PWA', () => {
  it.each([
    ['/index.html', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/registerSW.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/assets/index-a1b2c3.js', 'public, max-age=31536000, immutable'],
    ['/icon-192.png', 'public, max-age=86400'],
  ])('%s → %s', async (url, cacheControl) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
    expect(res.headers['x-app-trace-id']).toBeTruthy();
  });

  it('uses the .br sibling when the client accepts brotli', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });
});

describe('SPA fallback', () => {
  it.each(['/', '/m', '/m/home', '/m/index.html', '/m/anything/deep?x=1', '/m/login'])('%s serves the shell with boot data', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // it holds the visitor's address: no shared cache may keep it
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(shellOf(res.body)).toBe(served(SHELL));
    expect(bootOf(res.body)?.status.info.merchantCode).toBe('DEMO');
  });

  it('gives home pages their announcements and a preload of the first banner', async () => {
    const home = await app.inject({ method: 'GET', url: '/m/home' });
    const boot = bootOf(home.body)!;
    const first = boot.homeAnnouncements?.banners.find((banner) => banner.groupName === 'm_home');
    expect(first?.url).toMatch(/\/vi\.webp$/);
    expect(home.body).toContain(`<link rel="preload" as="image" href="${first!.url}" fetchpriority="high">`);
    // the preload in the head, the boot data after the markup (order within the head: boot-html.test.ts)
    expect(home.body.indexOf('rel="preload"')).toBeLessThan(home.body.indexOf('</head>'));
    expect(home.body.indexOf(`id="${BOOT_ELEMENT_ID}"`)).toBeGreaterThan(home.body.indexOf('<div id="root"'));
    const login = await app.inject({ method: 'GET', url: '/m/login' });
    expect(bootOf(login.body)?.homeAnnouncements).toBeNull();
    expect(login.body).not.toContain('rel="preload"');
  });

  it('speaks the language the client chose (its cookie)', async () => {
    const res = await app.inject({ method: 'GET', url: '/m/home', headers: { cookie: 'other=1; wps_lang=en' } });
    const boot = bootOf(res.body)!;
    expect(boot.language).toBe('EN');
    expect(boot.homeAnnouncements?.banners[0]?.url).toMatch(/\/en\.webp$/);
    expect(bootOf((await app.inject({ method: 'GET', url: '/m/home', headers: { cookie: 'wps_lang=xx' } })).body)?.language).toBe('VI');
  });

  it('reflects the site status of this moment, without a banner preload in maintenance', async () => {
    await applyStatus(db, 'DEMO', 'maintenance');
    try {
      const res = await app.inject({ method: 'GET', url: '/m/home' });
      expect(bootOf(res.body)?.status.maintenance).toBe(true);
      expect(res.body).not.toContain('rel="preload"');
    } finally {
      await applyStatus(db, 'DEMO', 'normal');
    }
  });

  it('compresses the page it made when the client accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/m/home', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('serves the plain shell when the boot data cannot be loaded', async () => {
    const stranger = await testApp(db, { distDir: dist, merchantCode: 'NO_SUCH_MERCHANT' });
    const res = await stranger.inject({ method: 'GET', url: '/m/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
    await stranger.close();
  });

  it('serves a rebuilt shell without a restart', async () => {
    const next = SHELL.replace('<div id="root"></div>', '<div id="root" data-build="2"></div>');
    writeFileSync(join(dist, 'index.html'), next);
    try {
      expect(shellOf((await app.inject({ method: 'GET', url: '/m/home' })).body)).toBe(served(next));
    } finally {
      writeFileSync(join(dist, 'index.html'), SHELL);
    }
  });

  it('answers HEAD for shell routes', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/m/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never answers API paths or missing files with the shell', async () => {
    for (const url of ['/wps/unknown', '/lgw/games/x', '/__ops/unknown', '/__test/ping']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'resource.not.found' });
    }
    for (const url of ['/assets/index-zzz.js', '/assets/', '/favicon.ico']) {
      const missing = await app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).not.toContain('<html');
    }
  });

  it('explains a missing build with 503', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'wps-empty-'));
    const bare = await testApp(db, { distDir: empty });
    const res = await bare.inject({ method: 'GET', url: '/m/home' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/npm run build/);
    await bare.close();
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('cacheControlFor', () => {
  it('looks through compressed siblings', () => {
    expect(cacheControlFor('index.html.br')).toBe('no-cache');
    expect(cacheControlFor('assets/x-1.css.gz')).toBe('public, max-age=31536000, immutable');
  });
});
