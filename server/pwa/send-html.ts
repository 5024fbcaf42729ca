import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A page made for one visitor: compressed on the fly (it is a few KB, and
 * the bytes matter most on the first visit over a slow network), never
 * stored by shared caches (it holds the visitor's address).
 */
export function sendPersonalHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Accept-Encoding, Cookie');
  if (/\bbr\b/.test(accepts)) {
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
