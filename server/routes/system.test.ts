import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeHeadSchema } from '../../contract/envelope';
import { PATHS } from '../../contract/paths';
import {
  consolidatedSettingsValueSchema,
  countryValueSchema,
  domainRouteValueSchema,
  helpCenterValueSchema,
  registerSettingsValueSchema,
  statusValueSchema,
  whitelabelValueSchema,
} from '../../contract/system';
import { FLAGS_OFF_BY_DEFAULT } from '../../src/config/flags';
import type { Db } from '../db/db';
import { openTestApp, closeTestApp } from '../testing/harness';
import { applyFlag } from '../ops/commands';
import { settingsChanged } from '../settings/cache';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
});
afterAll(() => closeTestApp(db, app));

async function getValue(url: string, headers: Record<string, string> = { Merchant: 'DEMO' }) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-app-trace-id']).toMatch(/^[0-9a-f]{24}$/);
  const body = v.parse(envelopeHeadSchema, res.json());
  expect(body).toMatchObject({ success: true, message: null, errorCode: null });
  return body.value;
}

describe('system routes answer in the shape of the contract', () => {
  it('status (v2 and legacy)', async () => {
    for (const path of [PATHS.systemStatus, PATHS.systemStatusLegacy]) {
      const value = v.parse(statusValueSchema, await getValue(`${path}?device=MOBILE&url=localhost`));
      expect(value).toMatchObject({ maintenance: false, maintenanceEnd: null, regionRestriction: false });
      expect(value.location.ip).toBe('127.0.0.1');
      expect(value.info.merchantCode).toBe('DEMO');
      expect(value.info.language).toBe('VI');
      expect(value.info.mobileTemplate).toEqual({ mem_cen: '1', dep_func: '0' });
      expect(value.info.imageCDNs).toEqual([]);
      expect(value.info.whitelabel.map((n) => n.modId)).toEqual(['ACCESS', 'GAMES', 'MEMBER', 'AGENT']);
      expect(value.info.customerService.map((c) => c.title)).toEqual(['CS', 'whatsapp']);
      const types = value.info.resources.map((r) => r.resourceType);
      expect(types).toEqual(expect.arrayContaining(['MOBILECONFIG', 'TELEGRAM', 'FACEBOOK', 'EMAIL']));
      // no link the demo cannot serve: no app package for either platform
      expect(types).not.toContain('IOS');
      expect(types).not.toContain('Android');
      v.parse(registerSettingsValueSchema, value.info.register);
    }
  });

  it('whitelabel: every flag on except the ones off by default', async () => {
    const value = v.parse(whitelabelValueSchema, await getValue(PATHS.whitelabel));
    expect(value.whitelabelVal.FREEPLAY3).toBe(true);
    expect(value.whitelabelVal.DEPOSIT).toBe(true);
    for (const flag of FLAGS_OFF_BY_DEFAULT) expect(value.whitelabelVal[flag]).toBe(false);
  });

  it('consolidated settings', async () => {
    v.parse(consolidatedSettingsValueSchema, await getValue(PATHS.consolidatedSettings));
  });

  it('the whitelabel and consolidated calls carry what the status carries, also right after an operator switch', async () => {
    const read = async () => {
      const status = v.parse(statusValueSchema, await getValue(`${PATHS.systemStatus}?device=MOBILE&url=localhost`));
      const whitelabel = v.parse(whitelabelValueSchema, await getValue(PATHS.whitelabel));
      const consolidated = v.parse(consolidatedSettingsValueSchema, await getValue(PATHS.consolidatedSettings));
      const country = v.parse(countryValueSchema, await getValue(PATHS.country));
      const register = v.parse(registerSettingsValueSchema, await getValue(PATHS.registerSettings));
      expect(whitelabel.whitelabelVal).toEqual(status.info.whitelabelVal);
      expect(whitelabel.whitelabel).toEqual(status.info.whitelabel);
      expect(consolidated.whitelabelVal).toEqual(status.info.whitelabelVal);
      expect(consolidated.register).toEqual(register);
      expect(consolidated.register).toEqual(status.info.register);
      expect(consolidated.country).toEqual(country);
      expect(consolidated.resources).toEqual(status.info.resources);
      expect(consolidated.customerService).toEqual(status.info.customerService);
      return status;
    };
    expect((await read()).info.whitelabelVal).toMatchObject({ FREEPLAY3: true, CBS3: true });
    try {
      await applyFlag(db, 'DEMO', 'FREEPLAY3', false);
      await applyFlag(db, 'DEMO', 'CBS3', false);
      const after = await read();
      expect(after.info.whitelabelVal).toMatchObject({ FREEPLAY3: false, CBS3: false });
      // live chat off: its entry is gone from every answer that lists the contacts
      expect(after.info.customerService.map((c) => c.title)).not.toContain('CS');
    } finally {
      await applyFlag(db, 'DEMO', 'FREEPLAY3', true);
      await applyFlag(db, 'DEMO', 'CBS3', true);
    }
  });

  it('domain route', async () => {
    const value = v.parse(domainRouteValueSchema, await getValue(`${PATHS.domainRoute}?device=0`));
    expect(value.length).toBeGreaterThan(0);
  });

  it('country: VN default, VND after the amount, names in the request language', async () => {
    const vi = v.parse(countryValueSchema, await getValue(PATHS.country));
    expect(vi).toMatchObject({ countryCode: 'VN', countryDialingCode: '+84', currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' });
    expect(vi.countries.length).toBeGreaterThanOrEqual(10);
    expect(vi.countries[0]).toEqual({ code: 'VN', name: 'Việt Nam', dialingCode: '+84' });
    const en = v.parse(countryValueSchema, await getValue(PATHS.country, { Merchant: 'DEMO', Language: 'EN' }));
    expect(en.countries.find((c) => c.code === 'US')?.name).toBe('United States');
  });

  it('register settings', async () => {
    const value = v.parse(registerSettingsValueSchema, await getValue(PATHS.registerSettings));
    expect(value.username).toMatchObject({ required: true, minLength: 6, maxLength: 16, patternId: 'username' });
    expect(value.password).toMatchObject({ minLength: 6, maxLength: 20, patternId: 'password' });
    expect(value.birthday).toMatchObject({ enabled: false, required: false });
    expect(value.captcha).toMatchObject({ required: true, minLength: 4, maxLength: 6 });
    // Every pattern the client will compile must be a valid regular expression.
    for (const field of Object.values(value)) {
      if (field.acceptedPattern !== '*') expect(() => new RegExp(field.acceptedPattern)).not.toThrow();
    }
    expect(new RegExp(value.username!.acceptedPattern).test('player01')).toBe(true);
    expect(new RegExp(value.username!.acceptedPattern).test('player_01')).toBe(false);
  });
});

describe('help centre language', () => {
  const tags = ['terms', 'deposit', 'withdraw', 'faq', 'privacy', 'responsible'];

  it('follows the Language header, Vietnamese by default', async () => {
    const vi = v.parse(helpCenterValueSchema, await getValue(`${PATHS.helpCenter}?device=MOBILE`));
    const en = v.parse(helpCenterValueSchema, await getValue(`${PATHS.helpCenter}?device=MOBILE`, { Merchant: 'DEMO', Language: 'EN' }));
    expect(vi.map((e) => e.tag)).toEqual(tags);
    expect(en.map((e) => e.tag)).toEqual(tags);
    expect(vi[0]!.title).toBe('Điều khoản và điều kiện');
    expect(en[0]!.title).toBe('Terms and conditions');
    for (const entry of [...vi, ...en]) expect(entry.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });

  it("names the merchant by its configured name, in both languages, and follows a rename", async () => {
    const texts = async (language: string) =>
      v.parse(helpCenterValueSchema, await getValue(`${PATHS.helpCenter}?device=MOBILE&lang=${language}`)).map((e) => `${e.title}\n${e.content}`).join('\n');
    for (const language of ['VI', 'EN']) {
      const all = await texts(language);
      expect(all).toContain('WPS Demo');
      expect(all).not.toContain('{{');
    }
    const { name } = (await db.query<{ name: string }>(`select name from merchants where code = 'DEMO'`))[0]!;
    try {
      await db.query(`update merchants set name = 'Sao Vàng Club' where code = 'DEMO'`);
      await settingsChanged(db, { merchantCode: 'DEMO' });
      for (const language of ['VI', 'EN']) {
        const all = await texts(language);
        expect(all).toContain('Sao Vàng Club');
        expect(all).not.toContain('WPS Demo');
      }
    } finally {
      await db.query(`update merchants set name = $1 where code = 'DEMO'`, [name]);
      await settingsChanged(db, { merchantCode: 'DEMO' });
    }
  });

  it('lets the lang parameter win over the header', async () => {
    const value = v.parse(helpCenterValueSchema, await getValue(`${PATHS.helpCenter}?device=MOBILE&lang=EN`, { Language: 'VI' }));
    expect(value[0]!.title).toBe('Terms and conditions');
  });

  it('refuses an unknown lang with 400', async () => {
    const res = await app.inject({ method: 'GET', url: `${PATHS.helpCenter}?lang=XX` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });
});

describe('merchant header', () => {
  it('defaults to the configured merchant when missing', async () => {
    const value = v.parse(statusValueSchema, await getValue(PATHS.systemStatus, {}));
    expect(value.info.merchantCode).toBe('DEMO');
  });

  it('refuses an unknown merchant with a localised business error', async () => {
    const vi = await app.inject({ method: 'GET', url: PATHS.systemStatus, headers: { Merchant: 'NOPE' } });
    expect(vi.statusCode).toBe(200);
    expect(vi.json()).toEqual({ success: false, value: null, errorCode: 'merchant.not.exists', message: 'Nhà cung cấp không tồn tại.' });
    const en = await app.inject({ method: 'GET', url: PATHS.country, headers: { Merchant: 'NOPE', Language: 'EN' } });
    expect(en.json()).toMatchObject({ success: false, errorCode: 'merchant.not.exists', message: 'The merchant does not exist.' });
  });
});

describe('CORS: the platform\'s own origins only (docs/decisions/0082)', () => {
  // the seed's domain list (server/db/seed-data/demo-merchant.ts)
  const LISTED = 'https://m2.wps-demo.example';

  it('answers a preflight from a host of the domain list with that origin and the protocol headers', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: PATHS.systemStatus,
      headers: { Origin: LISTED, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'merchant,language' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(LISTED);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Merchant.*Language.*Device.*Authorization/);
  });

  it('exposes the trace id on normal answers to a listed origin, which vary by origin', async () => {
    const res = await app.inject({ method: 'GET', url: PATHS.whitelabel, headers: { Origin: LISTED } });
    expect(res.headers['access-control-allow-origin']).toBe(LISTED);
    expect(res.headers['access-control-expose-headers']).toBe('x-app-trace-id');
    expect(String(res.headers.vary)).toMatch(/\bOrigin\b/);
  });

  it('gives any other origin no CORS headers (its browser keeps the answer from its page), preflight included', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: PATHS.systemStatus,
      headers: { Origin: 'https://pwa.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const res = await app.inject({ method: 'GET', url: PATHS.whitelabel, headers: { Origin: 'https://pwa.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // an origin of another merchant's list is not this merchant's
    const unknown = await app.inject({ method: 'GET', url: PATHS.whitelabel, headers: { Origin: LISTED, Merchant: 'NOPE' } });
    expect(unknown.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the worker script connect to the listed hosts (its Content-Security-Policy)', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/m\.wps-demo\.example https:\/\/m2\.wps-demo\.example/);
    // the API's JSON answers keep the one static policy
    const api = await app.inject({ method: 'GET', url: PATHS.whitelabel });
    expect(String(api.headers['content-security-policy'])).not.toContain('wps-demo.example');
  });
});
