/**
 * Long-lived Server-Sent Events streams of members (the chat page's, the
 * app's member events): one way to admit, serve and end them
 * (docs/decisions/0048, 0063). Each kind has its registry with a cap per
 * member and per kind, inside the process-wide STREAMS_MAX of the overload
 * guard. A stream must not outlive its session: logout ends the session's
 * streams at once; a `session` event (a logout or password change on any
 * instance) makes the member's streams check theirs; and every stream
 * checks it every SESSION_RECHECK_MS anyway (a revocation straight in the
 * database).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../contract/error-codes';
import { STREAM_EXPIRED_EVENT } from '../../contract/events';
import type { Db } from '../db/db';
import { memberEventHub } from '../events/hub';
import type { ChannelEvent } from '../events/member-events';
import { freeStreamPlace, sendBusy, takeStreamPlace } from './overload';
import { WpsError } from './wps-error';

/** Comments keep proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How often an open stream checks that its session still holds. */
export const SESSION_RECHECK_MS = 5000;
/** Seconds a refused stream is told to wait when the server is full. */
const STREAMS_FULL_RETRY_AFTER_SECONDS = 30;

interface OpenStream {
  memberId: number;
  sessionHash: string;
  /** Ends the stream telling the page its session is over. */
  expire(): void;
  /** Checks the session now; expires the stream when it no longer holds. */
  recheck(): void;
}

export type StreamAdmission = 'admitted' | 'member-full' | 'server-full';

const registries = new Set<StreamRegistry>();

export class StreamRegistry {
  private readonly streams = new Set<OpenStream>();

  constructor(readonly perMember: number, readonly max: number) {
    registries.add(this);
  }

  /** Registers a stream unless its member, its kind or the process is at the cap. */
  admit(stream: OpenStream): StreamAdmission {
    if (this.streams.size >= this.max) return 'server-full';
    let ofMember = 0;
    for (const open of this.streams) if (open.memberId === stream.memberId) ofMember += 1;
    if (ofMember >= this.perMember) return 'member-full';
    if (!takeStreamPlace()) return 'server-full';
    this.streams.add(stream);
    return 'admitted';
  }

  release(stream: OpenStream): void {
    if (this.streams.delete(stream)) freeStreamPlace();
  }

  count(): number {
    return this.streams.size;
  }

  /** Every open stream, for the process-wide session rules below. */
  all(): OpenStream[] {
    return [...this.streams];
  }
}

/** Logout: the session is over, its streams of every kind end now. */
export function endStreamsOfSession(sessionHash: string): void {
  for (const registry of registries) for (const stream of registry.all()) if (stream.sessionHash === sessionHash) stream.expire();
}

/** A password change or reset revoked some of the member's sessions: each stream checks its own. */
export function recheckStreamsOfMember(memberId: number): void {
  for (const registry of registries) for (const stream of registry.all()) if (stream.memberId === memberId) stream.recheck();
}

/** What a stream writes to its page. */
export interface LiveStream {
  /** One `data:` message (with an `id:` when given); nothing once ended. */
  send(data: string, id?: number): void;
}

export interface EventStreamSpec {
  registry: StreamRegistry;
  memberId: number;
  merchantCode: string;
  sessionHash: string;
  /** EventSource's reconnection delay (the `retry:` field). */
  retryMs: number;
  /** Whether the stream's ticket and session still hold; a failed check counts as holding (the next round tries again). */
  stillValid(): Promise<boolean>;
  /** Runs once the stream is open and subscribed: a first read of what the page has not seen. */
  onOpen(live: LiveStream): Promise<void>;
  /** An event of this member (never `session`, which the stream handles itself). */
  onEvent(live: LiveStream, event: ChannelEvent): void;
  /** Events may have been missed: read again. */
  onResync(live: LiveStream): void;
}

/** Refused on its cap: an ordinary envelope, before the stream starts. */
function refuse(request: FastifyRequest, reply: FastifyReply, admission: Exclude<StreamAdmission, 'admitted'>, perMember: number) {
  if (admission === 'server-full') return sendBusy(request, reply, STREAMS_FULL_RETRY_AFTER_SECONDS);
  throw new WpsError(ERROR_CODES.tooManyRequests, 'tooManyRequests', 429, { max: perMember });
}

function writeHead(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // nginx and similar proxies would otherwise hold the events back
    'X-Accel-Buffering': 'no',
    // a hijacked answer's connection is not reused (the server could not close it when idle)
    Connection: 'close',
  });
  return reply.raw;
}

const EXPIRED_FRAME = `event: ${STREAM_EXPIRED_EVENT}\ndata: {}\n\n`;

/** A stream whose ticket is already void: it opens and says so at once, which EventSource reads as an event, not an error. */
export function sendExpiredStream(reply: FastifyReply): void {
  writeHead(reply).end(EXPIRED_FRAME);
}

/**
 * Serves member event streams of one app: `serve` admits, opens, subscribes
 * to the member's events and keeps the stream until its page leaves, its
 * session ends or the app closes (which would otherwise wait for the
 * clients forever).
 */
export function eventStreamServer(app: FastifyInstance, db: Db) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const destroy of [...open]) destroy();
  });

  return async function serve(request: FastifyRequest, reply: FastifyReply, spec: EventStreamSpec): Promise<FastifyReply | undefined> {
    let ended = false;
    let end: (how: 'expired' | 'closed' | 'destroyed') => void = () => undefined;
    const recheck = () => void spec.stillValid().then((valid) => valid || end('expired'), () => undefined);
    const stream: OpenStream = { memberId: spec.memberId, sessionHash: spec.sessionHash, expire: () => end('expired'), recheck };
    const admission = spec.registry.admit(stream);
    if (admission !== 'admitted') return refuse(request, reply, admission, spec.registry.perMember);

    const out = writeHead(reply);
    out.write(`retry: ${spec.retryMs}\n\n`);
    const live: LiveStream = {
      send(data, id) {
        if (!ended) out.write(`${id === undefined ? '' : `id: ${id}\n`}data: ${data}\n\n`);
      },
    };
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const rechecking = setInterval(recheck, SESSION_RECHECK_MS);
    let unsubscribe: () => void = () => undefined;
    const destroy = () => end('destroyed');
    end = (how) => {
      if (ended) return;
      ended = true;
      open.delete(destroy);
      spec.registry.release(stream);
      unsubscribe();
      clearInterval(heartbeat);
      clearInterval(rechecking);
      if (how === 'destroyed') out.destroy();
      else if (!out.writableEnded) out.end(how === 'expired' ? EXPIRED_FRAME : undefined);
    };
    open.add(destroy);
    out.on('close', () => end('closed'));
    // Gone before the listener was on: nothing will report it closing.
    if (out.destroyed) end('closed');
    try {
      // Subscribed before the first read, so nothing committed in between is missed.
      const stop = await memberEventHub(db).subscribe({
        memberId: spec.memberId,
        merchantCode: spec.merchantCode,
        onEvent: (event) => (event.kind === 'session' ? recheck() : spec.onEvent(live, event)),
        onResync: () => spec.onResync(live),
      });
      if (ended) stop();
      else unsubscribe = stop;
      await spec.onOpen(live);
    } catch (error) {
      // The database is unreachable: the page's EventSource comes back after `retry`.
      request.log.warn({ err: error }, 'event stream could not subscribe');
      end('closed');
    }
    return undefined;
  };
}
