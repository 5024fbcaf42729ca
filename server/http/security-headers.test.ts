import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../contract/paths';
import type { Db } from '../db/db';
import { closeTestApp, openTestApp, testApp } from '../testing/harness';
import { withoutScriptHashes, withScriptHash } from './security-headers';

let db: Db;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'wps-headers-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  ({ db, app } = await openTestApp({ distDir: dist, csp: { connectOrigins: ['https://api.example.com'], imageOrigins: ['https://cdn.example.com'] } }));
}, 60_000);
afterAll(async () => {
  await closeTestApp(db, app);
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, target = app) => target.inject({ method: 'GET', url, headers: { Merchant: 'DEMO', ...headers } });

describe('security headers', () => {
  it.each(['/m/home', '/sw.js', PATHS.systemStatus, '/wps/nothing-here'])('%s carries CSP, frame refusal, nosniff and a strict referrer policy', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBeLessThan(500);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets only the app itself frame the demo game page', async () => {
    const res = await get('/demo-game/?nodeId=10010&lang=en');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends HSTS only when the request came over https (here: through a trusted proxy)', async () => {
    const forged = await get(PATHS.systemStatus, { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const proxied = await testApp(db, { trustProxy: ['127.0.0.1'] });
    try {
      const res = await get(PATHS.systemStatus, { 'x-forwarded-proto': 'https' }, proxied);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await proxied.close();
    }
  });
});

describe('a page allowing its own inline script', () => {
  const POLICY = "default-src 'self'; script-src 'self'; connect-src 'self'";
  const HASH = "'sha256-AbC+/9=='";

  it('adds the hash to script-src once, and nothing elsewhere', () => {
    const allowed = withScriptHash(POLICY, HASH);
    expect(allowed).toBe(`default-src 'self'; script-src 'self' ${HASH}; connect-src 'self'`);
    expect(withScriptHash(allowed, HASH)).toBe(allowed);
  });

  it('is recognised as this policy once its hashes are taken out', () => {
    expect(withoutScriptHashes(withScriptHash(POLICY, HASH))).toBe(POLICY);
    expect(withoutScriptHashes(`${POLICY}; style-src 'unsafe-inline'`)).not.toBe(POLICY);
  });
});
