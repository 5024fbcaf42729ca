import type { FastifyInstance } from 'fastify';
import { HEADERS } from '../../contract/headers';
import { KEY_ID_HEADER } from '../../contract/auth';

const ALLOWED_HEADERS = [
  HEADERS.merchant, HEADERS.language, HEADERS.device, HEADERS.authorization, HEADERS.realUserAgent,
  HEADERS.moduleId, HEADERS.encryption, HEADERS.wrappedKey, KEY_ID_HEADER, 'Content-Type',
].join(', ');

function isApiPath(url: string): boolean {
  return url === '/wps' || url.startsWith('/wps/') || url.startsWith('/wps?');
}

/**
 * A deployment may host the PWA on another origin than the API, so /wps
 * answers any origin. No cookies are involved (the token travels in the
 * Authorization header), so the wildcard origin is safe here.
 */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', HEADERS.traceId);
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
}
