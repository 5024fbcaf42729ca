import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/harness';

const SHELL =
  '<!doctype html><html lang="vi"><head><title>WPS</title><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head><body><div id="root"></div></body></html>';
// a stand-in for the Vite SSR bundle of src/entry-server.tsx: says what it was given
const ENTRY = `export async function render(path, boot) {
  if (path.includes('broken')) throw new Error('render failed');
  return { html: '<main class="home">' + path + ' ' + boot.language + ' ' + (boot.homeAnnouncements ? 'with banners' : 'none') + '</main>', language: boot.language === 'EN' ? 'en' : 'vi' };
}`;

// the loader as the build ships it (public/first-screen.js, minified)
const LOADER = 'var entry=document.currentScript.getAttribute("data-entry");';

let db: Db;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  dist = mkdtempSync(join(tmpdir(), 'wps-dist-ssr-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'index-a1.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-a1.css'), '.home{color:gold}.dialog{color:red}');
  writeFileSync(join(dist, 'first-screen.js'), LOADER);
  writeFileSync(join(dist, 'server', 'entry-server.js'), ENTRY);
  app = await testApp(db, { distDir: dist });
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the first screen of home pages', () => {
  it('is rendered into the page with the boot data, its styles inline, the app and the whole sheet behind the loader', async () => {
    const res = await app.inject({ method: 'GET', url: '/m/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-ssr="vi"><main class="home">/m/home VI with banners</main></div>');
    // the rules its markup uses; the loader brings the whole sheet
    expect(res.body).toContain('<style>.home{color:gold}</style>');
    // the loader inline, last in the body, and allowed by its hash alone
    expect(res.body).not.toContain('src="/first-screen.js"');
    expect(res.body).toMatch(new RegExp(`<script data-entry="/assets/index-a1.js" data-style="/assets/index-a1.css">${LOADER.replace(/[.()]/g, '\\$&')}</script></body></html>$`));
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // the platform's other hosts are still added for the page's calls (server/http/security-headers.ts)
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/m\.wps-demo\.example/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['server-timing']).toMatch(/boot;dur=[\d.]+, render;dur=[\d.]+/);
  });

  it('speaks the language of the wps_lang cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/m/home', headers: { cookie: 'wps_lang=en' } });
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('data-ssr="en"><main class="home">/m/home EN with banners</main>');
  });

  it('is not rendered for other pages, which keep the plain shell and module script', async () => {
    const res = await app.inject({ method: 'GET', url: '/m/login' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(String(res.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('falls back to the shell with boot data when rendering fails', async () => {
    const res = await app.inject({ method: 'GET', url: '/m/home?broken=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('id="wps-boot"');
  });

  it('never serves the server bundle as a file', async () => {
    const res = await app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(res.statusCode).toBe(404);
  });
});
