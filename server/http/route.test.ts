import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { testConfig } from '../testing/harness';
import { keptBody, sendKept, SAME_FOR_EVERYONE } from './cached-reply';
import { registerErrorEnvelope } from './envelope';
import { defineRoute, registerReplyCheck } from './route';

const pointSchema = v.object({ x: v.number(), label: v.string() });

/** What the routes below answer: `drift` breaks the contract on purpose. */
function appWith(checkReplies: boolean): FastifyInstance {
  const app = Fastify({ logger: false });
  registerErrorEnvelope(app);
  if (checkReplies) registerReplyCheck(app);
  defineRoute(app, {
    method: 'GET',
    url: '/point',
    query: v.object({ x: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)) }),
    reply: pointSchema,
    handler: async ({ query }) => ok({ x: query.x, label: 'p' }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/drift',
    reply: pointSchema,
    // What a handler that drifted from the contract would send; the cast is the drift.
    handler: async () => ok({ x: '1', label: 'p' } as unknown as v.InferInput<typeof pointSchema>),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/drift-kept',
    reply: pointSchema,
    // A kept body is JSON text already: it never passes through serialisation.
    handler: async ({ request, reply }) => {
      const kept = keptBody({ x: 1 });
      return sendKept(request, reply, kept.json, kept.etag, SAME_FOR_EVERYONE);
    },
  });
  // A body under a strong tag the test chooses: the check trusts the tag to name the bytes.
  defineRoute(app, {
    method: 'GET',
    url: '/tagged',
    query: v.object({ tag: v.string(), drift: v.optional(v.string()) }),
    reply: pointSchema,
    handler: async ({ request, reply, query }) => {
      const json = JSON.stringify(ok(query.drift ? { x: 1 } : { x: 1, label: 'p' }));
      return sendKept(request, reply, json, `"${query.tag}"`, SAME_FOR_EVERYONE);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/point',
    body: v.object({ label: v.pipe(v.string(), v.maxLength(8)) }),
    reply: pointSchema,
    handler: async ({ body }) => ok({ x: 0, label: body.label }),
  });
  return app;
}

describe('defineRoute', () => {
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  afterEach(() => stderr.mockClear());

  it('answers a reply that matches its contract as it is', async () => {
    const res = await appWith(true).inject({ method: 'GET', url: '/point?x=4' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { x: 4, label: 'p' }, message: null, errorCode: null });
  });

  it('turns a reply that drifts from its contract into a 500 naming the route and the mismatch', async () => {
    const res = await appWith(true).inject({ method: 'GET', url: '/drift' });
    expect(res.statusCode).toBe(500);
    const body = res.json<{ success: boolean; errorCode: string; message: string }>();
    expect(body.success).toBe(false);
    expect(body.errorCode).toBe(ERROR_CODES.systemError);
    expect(body.message).toMatch(/^reply of GET \/drift breaks its contract: .*x.*number/);
    expect(String(stderr.mock.calls[0]?.[0])).toContain('GET /drift breaks its contract');
  });

  it('checks bodies sent as ready-made JSON text too (kept reads)', async () => {
    const res = await appWith(true).inject({ method: 'GET', url: '/drift-kept' });
    expect(res.statusCode).toBe(500);
    expect(res.json<{ message: string }>().message).toMatch(/GET \/drift-kept breaks its contract: .*label/);
  });

  it('checks a body under a strong ETag once: the same tag names the same bytes', async () => {
    const app = appWith(true);
    expect((await app.inject({ method: 'GET', url: '/tagged?tag=t1' })).statusCode).toBe(200);
    // Different bytes under a tag already checked pass unparsed: that is the saving, and why tags must be honest.
    expect((await app.inject({ method: 'GET', url: '/tagged?tag=t1&drift=1' })).statusCode).toBe(200);
    // A new tag is checked again.
    const drifted = await app.inject({ method: 'GET', url: '/tagged?tag=t2&drift=1' });
    expect(drifted.statusCode).toBe(500);
    expect(drifted.json<{ message: string }>().message).toMatch(/GET \/tagged breaks its contract: .*label/);
    // A failed tag is not remembered as passed.
    expect((await app.inject({ method: 'GET', url: '/tagged?tag=t2&drift=1' })).statusCode).toBe(500);
  });

  it('keeps bad input a 400 in the envelope, with or without the check', async () => {
    for (const check of [true, false]) {
      const app = appWith(check);
      const badQuery = await app.inject({ method: 'GET', url: '/point?x=four' });
      expect(badQuery.statusCode).toBe(400);
      expect(badQuery.json<{ errorCode: string }>().errorCode).toBe(ERROR_CODES.badRequest);
      const badBody = await app.inject({ method: 'POST', url: '/point', payload: { label: 'far too long a label' } });
      expect(badBody.statusCode).toBe(400);
      expect(badBody.json<{ errorCode: string }>().errorCode).toBe(ERROR_CODES.badRequest);
    }
  });

  it('checks nothing when the check is off (production)', async () => {
    const res = await appWith(false).inject({ method: 'GET', url: '/drift' });
    expect(res.statusCode).toBe(200);
    expect(stderr).not.toHaveBeenCalled();
  });

  it('is on for every app the server tests build', () => {
    expect(testConfig().checkReplies).toBe(true);
  });
});

/**
 * Routes that stay on plain app.get/post (server/http/route.ts says why):
 * images, HTML pages, event streams, a redirect, a file download, and the
 * operator and test-only routes. Any other registration must be a defineRoute.
 */
const PLAIN_ROUTES = new Set([
  // images
  "server/routes/announcements.ts '/wps/announcements/art/:kind/:id/:file'",
  "server/routes/games.ts '/wps/game/icons/:vendor/:file'",
  "server/routes/games.ts '/wps/game/vendor-logos/:file'",
  'server/routes/play.ts `${PLAY_PATHS.symbols}/:style/:file`',
  // HTML pages and a redirect to one
  'server/routes/pwa.ts \'/\'',
  'server/routes/demo-game.ts DEMO_GAME_PATHS.page',
  "server/routes/demo-game.ts '/demo-game'",
  // the sandbox payment provider's hosted pay page (docs/decisions/0071): shown, then confirmed or cancelled by a form post
  'server/routes/sandbox-pay.ts `${SANDBOX_PAY_PATH}/:ref`',
  'server/routes/messages-chat-page.ts CHAT_PAGE_PATHS.page',
  // event streams
  'server/routes/messages-chat-page.ts CHAT_PAGE_PATHS.stream',
  'server/routes/member-events.ts MEMBER_EVENT_PATHS.stream',
  // the web clip profile, a file download
  'server/routes/webclip.ts WEBCLIP_PROFILE_PATH',
  // operator routes (npm run ops), outside the client's contract
  "server/routes/ops.ts '/__ops/state'",
  "server/routes/ops.ts '/__ops/status'",
  "server/routes/ops.ts '/__ops/flag'",
  "server/routes/ops.ts '/__ops/run'",
  // test-only routes (WPS_TEST_MODE=1)
  "server/routes/test-support.ts '/__test/ping'",
  "server/routes/test-support.ts '/__test/unhandled-rejection'",
  "server/routes/test-support.ts '/__test/session'",
  "server/routes/auth-test-support.ts TEST_PATHS.captcha",
  "server/routes/auth-test-support.ts TEST_PATHS.outbox",
  "server/routes/auth-test-support.ts '/__test/rate-limits'",
  "server/routes/register-test-support.ts '/__test/register-fields'",
  "server/routes/register-test-support.ts '/__test/member-profile'",
  "server/routes/links-test-support.ts '/__test/resource'",
  'server/routes/lottery-orders.ts LOTTERY_PATHS.testCloseDraw',
]);

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('route declarations', () => {
  it('declares every JSON route with defineRoute; only the listed kinds stay plain', () => {
    const root = join(import.meta.dirname, '..', '..');
    const registration = /\b(?:app|scope|ops)\.(?:get|post|put|delete|patch)\(\s*([^,]+),/g;
    const plain = serverSources(join(root, 'server')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(registration)].map((m) => `${relative(root, file)} ${m[1]!.trim()}`));
    expect(plain.filter((route) => !PLAIN_ROUTES.has(route)), 'declare these with defineRoute (server/http/route.ts)').toEqual([]);
    // The list stays true: a route that moved to defineRoute leaves it.
    expect([...PLAIN_ROUTES].filter((route) => !plain.includes(route))).toEqual([]);
  });
});
