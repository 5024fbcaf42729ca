import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../contract/error-codes';
import { PATHS } from '../../contract/paths';
import type { Db } from '../db/db';
import { closeTestApp, openTestApp } from '../testing/harness';
import { inputProblem, MAX_STRING_LENGTH } from './input-guard';

let db: Db;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => closeTestApp(db, app));

/** A real HTTP request: Node's own parser limits only apply on a socket, not through inject. */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Merchant: 'DEMO' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('input guard', () => {
  it('finds NUL and overlong strings anywhere in nested input, keys included', () => {
    expect(inputProblem({ a: [{ b: 'ok' }], c: 1 })).toBeNull();
    expect(inputProblem({ a: [{ b: 'x\u0000' }] })?.errorCode).toBe(ERROR_CODES.invalidCharacters);
    expect(inputProblem({ ['k\u0000']: 1 })?.errorCode).toBe(ERROR_CODES.invalidCharacters);
    expect(inputProblem(['x'.repeat(MAX_STRING_LENGTH + 1)])?.errorCode).toBe(ERROR_CODES.fieldTooLong);
  });

  it('answers a query string beyond Node’s header limit with 431 in the envelope, without echoing it', async () => {
    const res = await get(`${PATHS.systemStatus}?q=${'Q'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: ERROR_CODES.headersTooLarge });
    expect(res.body).not.toContain('QQQQ');
  });

  it('answers a long query string under that limit with 414 in the envelope', async () => {
    const res = await get(`${PATHS.systemStatus}?q=${'Q'.repeat(6_000)}`);
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: ERROR_CODES.uriTooLong });
  });

  it('answers a malformed escape in the path with 400 in the envelope, without echoing it', async () => {
    const res = await get('/wps/system/%E0%A4%A-zz');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: ERROR_CODES.badUrl });
    expect(res.body).not.toContain('%E0');
  });

  it('answers NUL in a query value and a bad announcement id with 400, not 500', async () => {
    const nul = await app.inject({ method: 'GET', url: `${PATHS.systemStatus}?device=a%00b`, headers: { Merchant: 'DEMO' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ success: false, errorCode: ERROR_CODES.invalidCharacters });
    const huge = await app.inject({ method: 'PUT', url: '/wps/member/register', payload: { username: 'u'.repeat(700_000) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, errorCode: ERROR_CODES.requestTooLarge });
  });
});

describe('announcement ids', () => {
  it.each([1e308, 2 ** 63, 1.5, 0, -1])('refuses %s with 400 before the database', async (announcementId) => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_markAnnouncementAsRead',
      headers: { Merchant: 'DEMO' },
      payload: { announcementId, read: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: ERROR_CODES.badRequest });
  });
});
