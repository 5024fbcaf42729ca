/**
 * A public read answered from the hot-read cache (docs/decisions/0064):
 * the value, its serialised envelope and its ETag are made once per entry.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS } from '../../contract/headers';
import type { Db } from '../db/db';
import { keptBody, sendKept, type KeptBody, type ReplyPolicy } from '../http/cached-reply';
import { hotReads } from './cache';
import { deepFreeze } from './deep-freeze';
import type { ReadOptions } from './hot-read-cache';

export interface KeptRead<T> extends KeptBody {
  value: T;
}

/** The same for every caller of one merchant. */
export const BY_MERCHANT: ReplyPolicy = { audience: 'public', vary: [HEADERS.merchant] };
/** The same for every caller of one merchant asking in one language. */
export const BY_MERCHANT_AND_LANGUAGE: ReplyPolicy = { audience: 'public', vary: [HEADERS.merchant, HEADERS.language] };

/**
 * `load`'s value kept under (merchant, key). The key must hold every
 * request value the answer depends on (language, query, the origin of its
 * image URLs), and nothing of one member.
 */
export function readKept<T>(db: Db, merchantCode: string, key: string, load: () => Promise<T>, options: ReadOptions<T> = {}): Promise<KeptRead<T>> {
  const keptOptions: ReadOptions<KeptRead<T>> = {};
  const until = options.expiresAt;
  if (until) keptOptions.expiresAt = (kept) => until(kept.value);
  return hotReads(db).read(merchantCode, key, async () => {
    const value = deepFreeze(await load());
    return { value, ...keptBody(value) };
  }, keptOptions);
}

export function sendKeptRead(request: FastifyRequest, reply: FastifyReply, kept: KeptBody, policy: ReplyPolicy): FastifyReply {
  return sendKept(request, reply, kept.json, kept.etag, policy);
}
