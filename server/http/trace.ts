import { randomFillSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HEADERS } from '../../contract/headers';

const ID_BYTES = 12;
// One call to the system's random source per 256 ids: asking it per request
// cost a few percent of a cached read (docs/decisions/0064), as Node's own
// randomUUID() batches for the same reason.
const pool = Buffer.alloc(ID_BYTES * 256);
let used = pool.length;

/** A random id per request; also Fastify's request id, so logs and clients name the same request. */
export function newTraceId(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += ID_BYTES;
  return pool.toString('hex', used - ID_BYTES, used);
}

export function registerTraceId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(HEADERS.traceId, request.id);
    done();
  });
}
