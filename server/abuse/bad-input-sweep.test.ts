/**
 * Every registered route × every class of bad input seen in the security
 * review (issue 9, item 10): NUL bytes, non-integer and out-of-range
 * numbers, oversized values, bodies and URLs, malformed escapes and JSON,
 * wrong shapes. The server must answer each with a 4xx (or a business
 * refusal) in the envelope: never a 5xx, never an echo of the input.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { createTestMember } from '../games/test-members';
import { OPS_TOKEN_HEADER } from '../ops/token';
import { closeTestApp, openTestApp, TEST_OPS_TOKEN } from '../testing/harness';
import { registeredRoutes, type RouteEntry } from './routes';

// Names of the fields routes read, so every bad value lands where a handler looks.
const FIELDS = [
  'username', 'password', 'newPassword', 'oldPassword', 'email', 'mobileNum', 'countryDialingCode', 'verificationCode',
  'captcha', 'deviceId', 'loginDeviceId', 'nodeId', 'gameId', 'vassalage', 'announcementId', 'read', 'merchantCode',
  'merchant', 'ticket', 'bet', 'code', 'lang', 'language', 'device', 'url', 'types', 'groupName', 'platform', 'pageNo',
  'pageSize', 'clientType', 'launchMode', 'typeId', 'token', 'mode', 'modId', 'enabled', 'endMinutes', 'type',
  'firebaseIdToken', 'affiliateCode', 'realName', 'birthday', 'keyword', 'gameType', 'vendorCode', 'id', 't',
  'spinId', 'clientSeed',
];
const NORMAL_PARAMS: Record<string, string> = { kind: 'banner', id: '1', file: 'vi.svg', vendor: 'PG', style: '1', '*': 'x' };
const LONG = 'L'.repeat(5000);

const every = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const query = (value: string) => `?${FIELDS.map((field) => `${field}=${value}`).join('&')}`;
const hasBody = (method: string) => !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(method);

function pathOf(route: RouteEntry, param?: string): string {
  return route.url
    .replace(/:(\w+)/g, (_, name: string) => param ?? NORMAL_PARAMS[name] ?? 'x')
    .replace(/\*$/, param ?? NORMAL_PARAMS['*']!);
}

interface BadInput {
  name: string;
  /** Inject options for this route, or null when the class does not apply to it. */
  build(route: RouteEntry): InjectOptions | null;
  /** Text the answer must not contain (echoed input). */
  notEchoed?: string;
}

const json = (route: RouteEntry, payload: string): InjectOptions | null =>
  hasBody(route.method) ? { url: pathOf(route), payload, headers: { 'content-type': 'application/json' } } : null;

const BAD_INPUTS: BadInput[] = [
  { name: 'NUL in query strings', build: (r) => ({ url: pathOf(r) + query('a%00b') }) },
  { name: 'NUL in body strings', build: (r) => json(r, JSON.stringify(every('a\u0000b'))) },
  { name: 'NUL in a body key', build: (r) => json(r, JSON.stringify({ 'user\u0000name': 'x', ...every('x') })) },
  { name: 'NUL in path parameters', build: (r) => (r.url.includes(':') || r.url.endsWith('*') ? { url: pathOf(r, 'a%00b') } : null) },
  { name: 'NUL in headers', build: (r) => ({ url: pathOf(r), headers: { Merchant: 'DE\u0000MO', Device: 'a\u0000b', Language: 'V\u0000I' } }) },
  ...['1e308', '9223372036854775808', '1.5', '-1', 'NaN', 'abc', ''].map((value) => ({
    name: `number-like ${JSON.stringify(value)} in query`,
    build: (r: RouteEntry) => ({ url: pathOf(r) + query(encodeURIComponent(value)) }),
  })),
  ...[1e308, 2 ** 63, 1.5, -1, 0, 'abc', true, null, {}, [], [1, 2]].map((value) => ({
    name: `${JSON.stringify(value)} in every body field`,
    build: (r: RouteEntry) => json(r, JSON.stringify(every(value))),
  })),
  { name: 'number-like path parameters', build: (r) => (r.url.includes(':') ? { url: pathOf(r, '1e308') } : null) },
  { name: '5,000-character field values', build: (r) => json(r, JSON.stringify(every(LONG))), notEchoed: LONG },
  { name: '5,000-character query values', build: (r) => ({ url: `${pathOf(r)}?username=${LONG.slice(0, 3000)}` }), notEchoed: LONG.slice(0, 3000) },
  { name: '700 KB username', build: (r) => json(r, JSON.stringify({ ...every('x'), username: 'u'.repeat(700_000) })) },
  { name: '20 KB query string', build: (r) => ({ url: `${pathOf(r)}?q=${'Q'.repeat(20_000)}` }), notEchoed: 'Q'.repeat(100) },
  { name: 'malformed escape in the path', build: (r) => ({ url: `${pathOf(r)}%E0%A4%A-zz` }), notEchoed: '%E0%A4%A-zz' },
  { name: 'malformed escapes in the query', build: (r) => ({ url: `${pathOf(r)}?username=%zz&password=%&nodeId=%E0%A4%A` }), notEchoed: '%zz' },
  { name: 'truncated JSON', build: (r) => json(r, '{"username":') },
  { name: 'JSON that is a string', build: (r) => json(r, '"just text"') },
  { name: 'JSON nested 200 deep', build: (r) => json(r, `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) },
  { name: 'text/plain body', build: (r) => (hasBody(r.method) ? { url: pathOf(r), payload: 'username=x', headers: { 'content-type': 'text/plain' } } : null) },
];

let db: Db;
let app: FastifyInstance;
let dist: string;
let memberToken: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'wps-sweep-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
  ({ db, app } = await openTestApp({ testMode: true, distDir: dist }));
  memberToken = (await createTestMember(db, 'sweep01', 100_000)).token;
}, 120_000);
afterAll(async () => {
  await closeTestApp(db, app);
  rmSync(dist, { recursive: true, force: true });
});

interface Finding {
  what: string;
  status: number;
  body: string;
}

describe('bad-input sweep over every registered route', () => {
  it('answers every bad input with a non-5xx in the envelope', async () => {
    // Logging out ends the member's session: sweep it last.
    const routes = registeredRoutes(app).sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'POST', url: '/wps/relay/MCSFE_markAnnouncementAsRead' });

    const statuses = new Map<number, number>();
    const serverErrors: Finding[] = [];
    const notEnvelope: Finding[] = [];
    const echoes: Finding[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const bad of BAD_INPUTS) {
        for (const signedIn of [false, true]) {
          const options = bad.build(route);
          if (!options) continue;
          const headers = {
            Merchant: 'DEMO',
            ...(signedIn ? { Authorization: memberToken, [OPS_TOKEN_HEADER]: TEST_OPS_TOKEN } : {}),
            ...(options.headers as Record<string, string> | undefined),
          };
          const res = await app.inject({ ...options, method: route.method as InjectOptions['method'], headers });
          sent += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const what = `${route.method} ${route.url} × ${bad.name}${signedIn ? ' (signed in)' : ''}`;
          const finding = { what, status: res.statusCode, body: res.body.slice(0, 200) };
          if (res.statusCode >= 500) serverErrors.push(finding);
          if (bad.notEchoed && res.body.includes(bad.notEchoed)) echoes.push(finding);
          if (res.statusCode >= 400 && route.method !== 'HEAD' && !isEnvelope(res.body) && !isMissingFile(route, res.statusCode, res.body)) {
            notEnvelope.push(finding);
          }
        }
      }
    }

    const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
    console.info(`bad-input sweep: ${routes.length} routes × ${BAD_INPUTS.length} classes, ${sent} requests; ${serverErrors.length} answers of 5xx; by status ${counts}`);
    expect(serverErrors).toEqual([]);
    expect(notEnvelope).toEqual([]);
    expect(echoes).toEqual([]);
  }, 600_000);
});

// Image and static-file URLs answer a missing file with a plain 404 on purpose (pwa.ts): an <img> or a script tag gets no JSON.
const FILE_ROUTES = /^\/(wps\/game\/(icons|vendor-logos)\/|wps\/play\/symbols\/|wps\/announcements\/art\/|demo-game\/\*$)/;

function isMissingFile(route: RouteEntry, status: number, body: string): boolean {
  return status === 404 && body === 'Not found' && FILE_ROUTES.test(route.url);
}

function isEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return parsed.success === false && typeof parsed.errorCode === 'string' && typeof parsed.message === 'string' && 'value' in parsed;
  } catch {
    return false;
  }
}
