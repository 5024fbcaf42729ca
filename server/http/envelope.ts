import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { message } from '../i18n/messages';
import { DATABASE_DOWN_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-down';
import { sendBusy } from './overload';
import { requestLanguage } from './request-context';
import { WpsError } from './wps-error';

/**
 * SQLSTATE class 22 "data exception" (a number out of range, text that is
 * not a number, NUL in text…): a value from the request that the edge
 * checks let through. It is the client's input, not a server fault.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

function isFastifyClientError(error: unknown): error is FastifyError & { statusCode: number } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(fail(ERROR_CODES.notFound, message('notFound', requestLanguage(request))));
}

/**
 * Every failure leaves as the WPS envelope. Unexpected exceptions are logged
 * in full but reach the client only as a generic system error: a stack trace
 * tells an attacker more than it helps a user.
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof WpsError) {
      return reply.code(error.httpStatus).send(fail(error.errorCode, message(error.messageKey, language), error.value));
    }
    if (isFastifyClientError(error)) {
      // Malformed JSON, wrong content type, body too large…
      request.log.info({ err: error }, 'rejected request');
      const code = error.statusCode === 413 ? ERROR_CODES.requestTooLarge : ERROR_CODES.badRequest;
      return reply.code(error.statusCode).send(fail(code, message('badRequest', language)));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input the database refused');
      return reply.code(400).send(fail(ERROR_CODES.badRequest, message('badRequest', language)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unreachable: answering 503 until it is back');
      return sendBusy(request, reply, DATABASE_DOWN_RETRY_AFTER_SECONDS);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(fail(ERROR_CODES.systemError, message('systemError', language)));
  });
}
