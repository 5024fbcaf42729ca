import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { ARTWORK_CACHE_CONTROL, SVG_CONTENT_TYPE } from './artwork';

/** Whether the client takes gzip (a plain token check; "gzip;q=0" refuses it). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding ?? '';
  return header.split(',').some((part) => {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (token !== 'gzip' && token !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Generated artwork: cached a week, and locked down (an SVG opened directly
 * could otherwise run script). Gzipped when the client takes it: a lobby
 * fetches one per tile, and the markup compresses to about a third.
 */
export function sendSvg(reply: FastifyReply, svg: string) {
  reply
    .header('Content-Type', SVG_CONTENT_TYPE)
    .header('Cache-Control', ARTWORK_CACHE_CONTROL)
    .header('Vary', 'Accept-Encoding')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (acceptsGzip(reply.request.headers['accept-encoding'])) return reply.header('Content-Encoding', 'gzip').send(gzipSync(svg));
  return reply.send(svg);
}

export function sendImageNotFound(reply: FastifyReply) {
  return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
}
