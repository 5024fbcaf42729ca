/**
 * Security review L3: chat tickets, game launch tickets and recovery links
 * were written to the request log in full. The real app's logger, read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { closeTestApp, openTestApp } from '../testing/harness';
import { REDACTED, redactUrl } from './request-log';

const SECRET = 'S3cr3tT1cketValue0123456789';

describe('request log', () => {
  let db: Db;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ db, app } = await openTestApp({ logger: true, logStream: { write: (line) => void lines.push(line) } }));
  });
  afterAll(() => closeTestApp(db, app));

  it.each([
    `/wps/chat/stream?ticket=${SECRET}&after=0`,
    `/demo-game/api/state?ticket=${SECRET}`,
    `/demo-game/play?session=${SECRET}`,
    `/m/forget?reset=${SECRET}`,
    `/wps/anything?a=1&Token=${SECRET}`,
  ])('keeps the secret of %s out of every line', async (url) => {
    lines.length = 0;
    await app.inject({ method: 'GET', url });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(lines.join('\n')).toContain(REDACTED);
  });

  it('leaves the path and other parameters as sent', () => {
    expect(redactUrl('/wps/chat/stream?ticket=abc&after=12')).toBe(`/wps/chat/stream?ticket=${REDACTED}&after=12`);
    expect(redactUrl('/wps/game/list?page=2')).toBe('/wps/game/list?page=2');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
