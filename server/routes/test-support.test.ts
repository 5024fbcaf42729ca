import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDb, testApp } from '../testing/harness';
import type { Db } from '../db/db';
import { sessionMemberId } from '../accounts/sessions';

let db: Db;
let app: FastifyInstance;
let plain: FastifyInstance;

beforeAll(async () => {
  db = await openTestDb();
  app = await testApp(db, { testMode: true });
  plain = await testApp(db, { testMode: false });
});
afterAll(async () => {
  await app.close();
  await plain.close();
  await db.close();
});

describe('test-mode session route', () => {
  it('creates the member once, with a wallet, and issues a live session each time', async () => {
    const first = await app.inject({ method: 'POST', url: '/__test/session', payload: { username: 'e2e_player', balance: 500 } });
    const value = first.json().value as { token: string; id: number; userName: string };
    expect(await sessionMemberId(db, value.token)).toBe(value.id);
    const second = await app.inject({ method: 'POST', url: '/__test/session', payload: { username: 'e2e_player' } });
    expect(second.json().value.id).toBe(value.id);
    const wallet = await db.query<{ balance: string }>('select balance from wallets where member_id = $1', [value.id]);
    expect(Number(wallet[0]!.balance)).toBe(500);
  });
  it('does not exist outside test mode', async () => {
    const response = await plain.inject({ method: 'POST', url: '/__test/session', payload: { username: 'e2e_player' } });
    expect(response.statusCode).toBe(404);
  });
});
