import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { hookRoutes, noStoreWhere } from './route-hooks';

describe('hooks on some routes', () => {
  it('adds the hook to the matching routes registered after the call, refusals included, and to no other', async () => {
    const app = Fastify({ logger: false });
    app.get('/private/before', async () => ({ ok: true }));
    noStoreWhere(app, (pattern) => pattern.startsWith('/private/'));
    app.get('/private/data', async () => ({ ok: true }));
    app.get('/private/refused', async (_request, reply) => reply.code(401).send({ ok: false }));
    app.get('/public', async () => ({ ok: true }));
    const header = async (url: string) => (await app.inject({ method: 'GET', url })).headers['cache-control'];
    expect(await header('/private/data')).toBe('no-store');
    expect(await header('/private/refused')).toBe('no-store');
    expect(await header('/public')).toBeUndefined();
    // registered before the call: untouched (hence app.ts and the route files call it first)
    expect(await header('/private/before')).toBeUndefined();
  });

  it('runs after the route’s own hooks, with whatever the pattern chose', async () => {
    const app = Fastify({ logger: false });
    const seen: string[] = [];
    hookRoutes(app, 'onRequest', (pattern) => (pattern === '/a' ? (_request, _reply, done) => (seen.push(`added ${pattern}`), done()) : null));
    app.get('/a', { onRequest: (_request, _reply, done) => (seen.push('own'), done()) }, async () => ({ ok: true }));
    app.get('/b', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/a' });
    await app.inject({ method: 'GET', url: '/b' });
    expect(seen).toEqual(['own', 'added /a']);
  });
});
