/**
 * Load shedding (issue 16, item 4): when the event loop falls behind, a
 * burst beyond capacity is answered at once with 503 in the envelope and a
 * Retry-After, instead of queueing until every caller times out. The
 * measure is @fastify/under-pressure's mean event-loop delay over each
 * sample interval; when the burst passes, the next sample lets requests in
 * again. Operator calls (/__ops/*) are never shed.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../contract/envelope';
import { ERROR_CODES, type BusyValue } from '../../contract/error-codes';
import { requestLanguage } from './request-context';

export interface OverloadOptions {
  /** Shed while the mean event-loop delay of the last sample exceeds this (ms). */
  maxEventLoopDelayMs: number;
  /** How often the delay is sampled (ms); also how soon shedding stops after the burst. */
  sampleIntervalMs?: number;
  /** Seconds the client is told to wait (Retry-After). */
  retryAfterSeconds?: number;
}

/** What main.ts uses unless MAX_EVENT_LOOP_DELAY_MS says otherwise. */
// 1 s of mean delay: far past anything a healthy server shows (an e2e run stays
// well under it), yet reached within a sample by a burst that would otherwise
// queue for seconds (figures in server/scale/overload.test.ts, README).
export const DEFAULT_OVERLOAD: OverloadOptions = { maxEventLoopDelayMs: 1000, sampleIntervalMs: 500, retryAfterSeconds: 2 };

export const SERVER_BUSY = ERROR_CODES.serverBusy;
const BUSY_MESSAGE = {
  VI: 'Hệ thống đang bận, vui lòng thử lại sau giây lát.',
  EN: 'The server is busy, please try again in a moment.',
} as const;

/** The busy answer: 503, system.busy in the envelope, Retry-After. Also sent while the database is unreachable (envelope.ts). */
export function sendBusy(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(retryAfterSeconds))
    .header('Cache-Control', 'no-store')
    .send(fail(SERVER_BUSY, BUSY_MESSAGE[requestLanguage(request)], { retryAfterSeconds } satisfies BusyValue));
}

/**
 * Server-Sent Events streams of every kind (chat page, member events) this
 * process may hold at once. Each keeps a socket and a file descriptor open
 * for hours, which the event-loop measure above never sees: past this the
 * next stream gets the busy answer (server/http/event-streams.ts,
 * docs/decisions/0048 and 0063).
 */
export const STREAMS_MAX = 2000;
let openStreams = 0;

/** Takes one of the process's STREAMS_MAX places; false when none is left. */
export function takeStreamPlace(): boolean {
  if (openStreams >= STREAMS_MAX) return false;
  openStreams += 1;
  return true;
}

export function freeStreamPlace(): void {
  openStreams = Math.max(0, openStreams - 1);
}

export function openStreamCount(): number {
  return openStreams;
}

export function registerOverloadShedding(app: FastifyInstance, options: OverloadOptions | false | undefined): void {
  if (!options) return;
  const retryAfter = options.retryAfterSeconds ?? 2;
  let lastWarned = 0;
  void app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs ?? 500,
    pressureHandler(request: FastifyRequest, reply: FastifyReply, _type: string, value: number | undefined) {
      if (request.url.startsWith('/__ops/')) return; // not sent: handled normally
      const now = Date.now();
      if (now - lastWarned > 1000) {
        lastWarned = now;
        request.log.warn({ eventLoopDelayMs: value }, 'shedding load: answering 503 while the event loop lags');
      }
      // Sent here; Fastify stops the request's hooks once a reply has been sent.
      void sendBusy(request, reply, retryAfter);
    },
  });
}
