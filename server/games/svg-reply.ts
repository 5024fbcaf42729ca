import type { FastifyReply } from 'fastify';
import { ARTWORK_CACHE_CONTROL, SVG_CONTENT_TYPE } from './artwork';

/** Generated artwork: cached a week, and locked down (an SVG opened directly could otherwise run script). */
export function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('Content-Type', SVG_CONTENT_TYPE)
    .header('Cache-Control', ARTWORK_CACHE_CONTROL)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

export function sendImageNotFound(reply: FastifyReply) {
  return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
}
