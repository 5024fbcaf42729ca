import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeHeadSchema } from '../../contract/envelope';
import { announcementsValueSchema, GAME_PATHS } from '../../contract/games';
import type { Db } from '../db/db';
import { openTestApp, closeTestApp } from '../testing/harness';

/**
 * Games spec §1: "the site shows a claim of more than 600 games". The claim
 * is the home's welcome notice (the notice ticker's first entry, opened from
 * it), and it must stay true of the games the lobby lists.
 */
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await openTestApp());
}, 60_000);
afterAll(() => closeTestApp(db, app));

async function homeNotices(language: string) {
  const res = await app.inject({ method: 'GET', url: `${GAME_PATHS.announcements}?types=B,PL,PU,PR,H&groupName=m_home&platform=M&merchantCode=DEMO`, headers: { Merchant: 'DEMO', Language: language } });
  const body = v.parse(envelopeHeadSchema, res.json());
  expect(body.success).toBe(true);
  return v.parse(announcementsValueSchema, body.value).player;
}

describe('the claim of more than 600 games', () => {
  it("is made on the home's notices in both languages, and the lobby lists more than 600 enabled games", async () => {
    expect((await homeNotices('VI')).map((n) => n.content).join(' ')).toContain('Hơn <b>600 trò chơi</b>');
    expect((await homeNotices('EN')).map((n) => n.content).join(' ')).toContain('More than <b>600 games</b>');
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from games where merchant_code = 'DEMO' and enabled");
    expect(row!.n).toBeGreaterThan(600);
  });
});
