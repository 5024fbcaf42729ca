import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../contract/paths';
import { statusValueSchema } from '../../contract/system';
import type { Db } from '../db/db';
import { openTestDb, testApp } from '../testing/harness';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

/** A database that fails every query, as a dropped connection would. */
const brokenDb: Db = {
  query: () => Promise.reject(new Error('connection lost at secret-host:5432')),
  exec: () => Promise.reject(new Error('connection lost')),
  transaction: () => Promise.reject(new Error('connection lost')),
  listen: () => Promise.reject(new Error('connection lost')),
  notify: () => Promise.reject(new Error('connection lost')),
  publish: () => undefined,
  close: () => Promise.resolve(),
};

describe('envelope on failures', () => {
  it('unknown /wps path: 404 resource.not.found', async () => {
    const app = await testApp(db);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/wps/no/such/thing', headers: { Language: 'EN' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-app-trace-id']).toBeTruthy();
      expect(res.json()).toEqual({ success: false, value: null, errorCode: 'resource.not.found', message: 'The requested resource was not found.' });
    }
    await app.close();
  });

  it('unexpected exception: 500 system.error, no internals leaked', async () => {
    const app = await testApp(brokenDb);
    const res = await app.inject({ method: 'GET', url: PATHS.systemStatus });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, value: null, errorCode: 'system.error', message: 'Lỗi hệ thống, vui lòng thử lại sau.' });
    expect(res.body).not.toMatch(/secret-host|stack|at /);
    await app.close();
  });

  it('malformed JSON body: 400 request.invalid', async () => {
    const app = await testApp(db);
    const res = await app.inject({
      method: 'POST',
      url: '/__ops/flag',
      headers: { 'content-type': 'application/json', 'x-ops-token': 'test-ops-token-0123456789' },
      payload: '{"modId": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    await app.close();
  });

  it('every answer carries a fresh trace id', async () => {
    const app = await testApp(db);
    const a = await app.inject({ method: 'GET', url: PATHS.systemStatus });
    const b = await app.inject({ method: 'GET', url: PATHS.systemStatus });
    v.parse(statusValueSchema, a.json().value);
    expect(a.headers['x-app-trace-id']).not.toBe(b.headers['x-app-trace-id']);
    await app.close();
  });
});

describe('test routes exist only in test mode', () => {
  it('GET /__test/ping is 404 by default', async () => {
    const app = await testApp(db);
    const res = await app.inject({ method: 'GET', url: '/__test/ping' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'resource.not.found' });
    await app.close();
  });

  it('GET /__test/ping answers with WPS_TEST_MODE', async () => {
    const app = await testApp(db, { testMode: true });
    const res = await app.inject({ method: 'GET', url: '/__test/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { pong: true } });
    await app.close();
  });
});
