import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { ARTWORK_CACHE_CONTROL, SVG_CONTENT_TYPE } from './artwork';
import { svgToWebp, WEBP_CONTENT_TYPE } from '../art/raster';

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

/** The file types generated artwork is served as; the app's URLs name WebP (server/art/raster.ts). */
export type ArtFormat = 'svg' | 'webp';

const ART_EXTENSION = /\.(svg|webp)$/;

/** The format a requested file name asks for (…/name.webp or …/name.svg). */
export function artFormatOf(file: string): ArtFormat {
  return file.endsWith('.webp') ? 'webp' : 'svg';
}

/** The file name without its artwork extension. */
export function artBaseName(file: string): string {
  return file.replace(ART_EXTENSION, '');
}

/** Generated artwork in the asked format; WebP falls back to the SVG where it cannot be rasterised. */
export async function sendArt(reply: FastifyReply, svg: string, format: ArtFormat) {
  const webp = format === 'webp' ? await svgToWebp(svg) : null;
  if (!webp) return sendSvg(reply, svg);
  return reply
    .header('Content-Type', WEBP_CONTENT_TYPE)
    .header('Cache-Control', ARTWORK_CACHE_CONTROL)
    .header('X-Content-Type-Options', 'nosniff')
    .send(webp);
}

export function sendImageNotFound(reply: FastifyReply) {
  return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
}
