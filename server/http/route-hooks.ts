/**
 * Hooks on the routes that need them only (docs/decisions/0108). A global
 * hook runs on every request and must first find out whether it applies
 * (a path test, a lookup); added to the matching routes as they are
 * registered, it costs the others nothing. Only routes registered after the
 * call get it, so call it before registering them (app.ts registers the
 * feature gates before any route).
 */
import type { FastifyInstance, onRequestHookHandler, onSendHookHandler } from 'fastify';

type Hooks = { onRequest: onRequestHookHandler; onSend: onSendHookHandler };

/** Adds `hookFor(pattern)` at `stage` to each route registered from now on, unless it is null (after the route's own hooks). */
export function hookRoutes<S extends keyof Hooks>(app: FastifyInstance, stage: S, hookFor: (pattern: string) => Hooks[S] | null): void {
  app.addHook('onRoute', (route) => {
    const hook = hookFor(route.url);
    if (hook === null) return;
    const own = route[stage] as Hooks[S] | Hooks[S][] | undefined;
    (route as Record<S, Hooks[S][]>)[stage] = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), hook];
  });
}

const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('Cache-Control', 'no-store');
  done(null, payload);
};

/** Answers of the matching routes, refusals included, are never stored (Cache-Control: no-store). */
export function noStoreWhere(app: FastifyInstance, applies: (pattern: string) => boolean): void {
  hookRoutes(app, 'onSend', (pattern) => (applies(pattern) ? noStore : null));
}
