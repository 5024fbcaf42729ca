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
