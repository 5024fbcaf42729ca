/**
 * Public reads sent from a kept body (docs/decisions/0064): the envelope is
 * serialised and its strong ETag computed once per cache entry, not per
 * request; `If-None-Match` with that tag answers 304 without a body.
 * Cache-Control lets browsers and shared caches keep the answer briefly,
 * and `Vary` names every request header the answer depends on.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../contract/envelope';
import { HEADERS } from '../../contract/headers';

export interface KeptBody {
  /** The envelope `{success: true, value, …}` as sent. */
  json: string;
  /** Strong ETag of exactly these bytes, quoted. */
  etag: string;
}

/** Seconds a kept answer is fresh for a browser or proxy, and how long it may serve it stale while asking again. */
export const FRESH_SECONDS = 5;
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

export interface ReplyPolicy {
  /** `private` when the body holds something of this caller (the status's IP address). */
  audience: 'public' | 'private';
  /** Request headers the answer depends on besides the URL. */
  vary: readonly string[];
  /**
   * 'always': every use asks again (`no-cache`; the tag makes it a bodiless
   * 304), for an answer an operator's switch must change on the very next
   * load. Default: fresh for FRESH_SECONDS, then stale while asking again.
   */
  revalidate?: 'always';
}

/** Answers that depend on the Merchant and Language headers only. */
export const SAME_FOR_EVERYONE: ReplyPolicy = { audience: 'public', vary: [HEADERS.merchant, HEADERS.language] };

export function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** Serialises `value` in the envelope once, with its tag. */
export function keptBody(value: unknown): KeptBody {
  const json = JSON.stringify(ok(value));
  return { json, etag: etagOf(json) };
}

/** True when the client's If-None-Match names `etag` (or `*`); weak forms compare by their opaque tag. */
export function clientHasEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

function cacheControl(policy: ReplyPolicy): string {
  if (policy.revalidate === 'always') return `${policy.audience}, no-cache`;
  return `${policy.audience}, max-age=${FRESH_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

/** Sends `json` tagged `etag` under `policy`, or 304 when the client already holds it. */
export function sendKept(request: FastifyRequest, reply: FastifyReply, json: string, etag: string, policy: ReplyPolicy): FastifyReply {
  reply
    .header('ETag', etag)
    .header('Cache-Control', cacheControl(policy))
    .header('Vary', policy.vary.join(', '));
  if (clientHasEtag(request, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
