import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/harness';
import { cacheControlFor } from './pwa';

const SHELL = '<!doctype html><html lang="vi"><title>WPS</title><div id="root"></div></html>';
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
  it.each(['/', '/m', '/m/home', '/m/index.html', '/m/anything/deep?x=1', '/m/login'])('%s serves the shell', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(SHELL);
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
