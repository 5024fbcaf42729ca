/**
 * The status answer from the hot-read cache. Everything in it is the
 * merchant's configuration except `location.ip`, the caller's own address
 * (the blocked page shows it), so the envelope is serialised once around a
 * hole for the address and completed per request. The ETag joins the
 * body's tag, computed once, with the address (encoded), so it still names
 * exactly the bytes sent; the answer is `private` (it holds the address).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../contract/envelope';
import { HEADERS, type WireLanguage } from '../../contract/headers';
import type { StatusValue } from '../../contract/system';
import type { Db } from '../db/db';
import { etagOf, sendKept, type ReplyPolicy } from '../http/cached-reply';
import { hotReads } from './cache';
import { deepFreeze } from './deep-freeze';
import type { Merchant } from './merchant';
import { loadStatus } from './status';

export interface KeptStatus {
  /** The status with an empty address; callers put theirs in. */
  value: StatusValue;
  /** The envelope up to the address's JSON string, and after it. */
  before: string;
  after: string;
  /** The body's tag without its quotes. */
  tag: string;
}

// PostgreSQL text cannot hold NUL, so no configured value contains the mark.
const IP_MARK = '\u0000ip\u0000';

/**
 * Always asked again: the status carries maintenance, the region block and
 * every feature switch, so a player's next load after an operator's change
 * must see it (a 5 s fresh copy showed a switched-off feature after a
 * reload). Asking again costs a bodiless 304 from memory.
 */
export const STATUS_POLICY: ReplyPolicy = { audience: 'private', vary: [HEADERS.merchant, HEADERS.language], revalidate: 'always' };

export function keepStatus(value: StatusValue): KeptStatus {
  const json = JSON.stringify(ok({ ...value, location: { ip: IP_MARK } }));
  const [before, after] = json.split(JSON.stringify(IP_MARK)) as [string, string];
  return { value: deepFreeze({ ...value, location: { ip: '' } }), before, after, tag: etagOf(before + after).slice(1, -1) };
}

/** The merchant's status in `language`, from the cache (loaded on a miss). */
export function readStatus(db: Db, merchant: Merchant, language: WireLanguage): Promise<KeptStatus> {
  return hotReads(db).read(merchant.code, `status|${language}`, async () => keepStatus(await loadStatus(db, merchant, language, '')));
}

/** The status value for a caller at `ip` (the server-rendered page's boot data). */
export function statusFor(kept: KeptStatus, ip: string): StatusValue {
  return { ...kept.value, location: { ip } };
}

export function sendStatus(request: FastifyRequest, reply: FastifyReply, kept: KeptStatus): FastifyReply {
  const ip = request.ip;
  // The address itself, encoded: exact and cheaper than a hash; the answer is private to this caller anyway.
  const ipTag = Buffer.from(ip).toString('base64url');
  return sendKept(request, reply, `${kept.before}${JSON.stringify(ip)}${kept.after}`, `"${kept.tag}.${ipTag}"`, STATUS_POLICY);
}
