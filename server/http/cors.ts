import type { FastifyInstance } from 'fastify';
import { HEADERS } from '../../contract/headers';
import { KEY_ID_HEADER } from '../../contract/auth';
import { platformOrigins } from './api-origins';

const ALLOWED_HEADERS = [
  HEADERS.merchant, HEADERS.language, HEADERS.device, HEADERS.authorization, HEADERS.realUserAgent,
  HEADERS.moduleId, HEADERS.encryption, HEADERS.wrappedKey, KEY_ID_HEADER, 'Content-Type',
].join(', ');

function isApiPath(url: string): boolean {
  return url === '/wps' || url.startsWith('/wps/') || url.startsWith('/wps?');
}

/**
 * Cross-origin calls to /wps are answered for the platform's own origins
 * only: the merchant's domain list (server/http/api-origins.ts,
 * docs/decisions/0082), whose pages move their calls to another of its
 * hosts when theirs stops answering. No cookies are involved (the token
 * travels in the Authorization header); an origin outside the list gets no
 * CORS headers, so its browser keeps the answer from its script.
 */
export function registerCors(app: FastifyInstance): void {
  // Synchronous hooks (docs/decisions/0108): a same-origin call, the common
  // case, costs two string tests; only a call with an Origin waits for the list.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if ((!origin && request.method !== 'OPTIONS') || !isApiPath(request.url)) return done();
    // a preflight is answered here, allowed or not (without the headers below the browser refuses the call)
    const answer = () => (request.method === 'OPTIONS' ? void reply.code(204).send() : done());
    if (!origin) return answer();
    platformOrigins(app, request).then((origins) => {
      if (origins.has(origin)) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-expose-headers', HEADERS.traceId);
        if (request.method === 'OPTIONS') {
          reply
            .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
            .header('access-control-allow-headers', ALLOWED_HEADERS)
            .header('access-control-max-age', '600');
        }
      }
      answer();
    }, done);
  });
  // The answer depends on the caller's origin: shared caches must keep one per origin (after the route's own Vary).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.origin && isApiPath(request.url)) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/\borigin\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Origin` : 'Origin');
    }
    done(null, payload);
  });
}
