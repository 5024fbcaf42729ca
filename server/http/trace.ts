import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HEADERS } from '../../contract/headers';

/** A random id per request; also Fastify's request id, so logs and clients name the same request. */
export function newTraceId(): string {
  return randomBytes(12).toString('hex');
}

export function registerTraceId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.traceId, request.id);
  });
}
