import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS } from '../../contract/games';
import type { Db } from '../db/db';
import { createTestMember, type TestMember } from '../games/test-members';
import { closeTestApp, openTestApp, testApp } from '../testing/harness';

let db: Db;
let app: FastifyInstance;
let member: TestMember;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
  member = await createTestMember(db, 'origin01', 500_000);
}, 60_000);
afterAll(() => closeTestApp(db, app));

async function launchUrl(target: FastifyInstance, headers: Record<string, string>): Promise<URL> {
  const query = new URLSearchParams({ launchMode: 'GLS', platform: 'html5', clientType: '2', gameId: 'x', nodeId: '10010', vassalage: 'PGE', merchantCode: 'DEMO', language: 'EN' });
  const res = await target.inject({
    method: 'GET',
    url: `${GAME_PATHS.launchGame}?${query.toString()}`,
    headers: { Merchant: 'DEMO', Language: 'EN', Authorization: member.token, ...headers },
  });
  const body = res.json<{ success: boolean; value: { content: { game_url: string } } }>();
  expect(body.success, res.body).toBe(true);
  return new URL(body.value.content.game_url);
}

describe('generated URLs and X-Forwarded-*', () => {
  it('ignores a forwarded host from a peer that is not a trusted proxy', async () => {
    const url = await launchUrl(app, { host: 'm.wps-demo.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(url.host).toBe('m.wps-demo.example');
    expect(url.protocol).toBe('http:');
  });

  it('follows the forwarded host and scheme when TRUST_PROXY names the peer', async () => {
    const proxied = await testApp(db, { trustProxy: ['127.0.0.1'] });
    try {
      const url = await launchUrl(proxied, { host: 'internal:8080', 'x-forwarded-host': 'm.wps-demo.example', 'x-forwarded-proto': 'https' });
      expect(url.origin).toBe('https://m.wps-demo.example');
    } finally {
      await proxied.close();
    }
  });

  it('ignores a forwarded host when TRUST_PROXY names another peer', async () => {
    const proxied = await testApp(db, { trustProxy: ['10.0.0.0/8'] });
    try {
      const url = await launchUrl(proxied, { host: 'm.wps-demo.example', 'x-forwarded-host': 'evil.example' });
      expect(url.host).toBe('m.wps-demo.example');
    } finally {
      await proxied.close();
    }
  });
});
