import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { message } from '../i18n/messages';
import { requestLanguage } from './request-context';
import { WpsError } from './wps-error';

/** Whole request body; the largest real one (an encrypted registration) is a few KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** Path and query string together; real ones stay under 1 KB. */
export const MAX_URL_LENGTH = 4096;
/** Any one string value or key in the query, params or body (decrypted payloads too). */
export const MAX_STRING_LENGTH = 4096;
const MAX_DEPTH = 16;

/**
 * The first problem with client input that no route should ever see, or
 * null. PostgreSQL cannot store NUL in text and answers an error (a 500
 * before this guard); an overlong value is never legitimate here.
 */
export function inputProblem(value: unknown, depth = 0): WpsError | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return new WpsError(ERROR_CODES.invalidCharacters, 'badRequest', 400);
    if (value.length > MAX_STRING_LENGTH) return new WpsError(ERROR_CODES.fieldTooLong, 'badRequest', 400);
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return new WpsError(ERROR_CODES.badRequest, 'badRequest', 400);
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const problem = inputProblem(key, depth + 1) ?? inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function sendEnvelope(request: FastifyRequest, reply: FastifyReply, status: number, errorCode: string): FastifyReply {
  return reply.code(status).send(fail(errorCode, message('badRequest', requestLanguage(request))));
}

/** Raw HTTP answer for errors Node's parser raises before Fastify has a request (no echo of the input). */
function answerOnSocket(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, errorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', ERROR_CODES.headersTooLarge]
      : error.code === 'HPE_URI_TOO_LONG'
        ? [414, 'URI Too Long', ERROR_CODES.uriTooLong]
        : [400, 'Bad Request', ERROR_CODES.badRequest];
  const body = JSON.stringify(fail(errorCode, message('badRequest', 'EN')));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Fastify options of the guard: body cap, framework and socket-level errors in the envelope. */
export const inputGuardOptions = {
  bodyLimit: BODY_LIMIT_BYTES,
  // A malformed escape in the path ('/%zz'): Fastify's default answer echoes the path.
  frameworkErrors: (_error: unknown, request: FastifyRequest, reply: FastifyReply) =>
    sendEnvelope(request, reply, 400, ERROR_CODES.badUrl),
  clientErrorHandler: answerOnSocket,
};

/**
 * One check at the edge for every route, before any handler runs: bad
 * input is refused with 400 and a precise code in the envelope instead of
 * reaching the database.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Synchronous hooks (docs/decisions/0108); answering in one ends the request there (no done()).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) return void sendEnvelope(request, reply, 414, ERROR_CODES.uriTooLong);
    const headers = request.headers;
    for (const name in headers) {
      const value = headers[name];
      if (typeof value === 'string' ? value.includes('\u0000') : value?.some((item) => item.includes('\u0000'))) {
        return void sendEnvelope(request, reply, 400, ERROR_CODES.invalidCharacters);
      }
    }
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body) ?? undefined);
  });
}
