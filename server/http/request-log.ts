/**
 * What Fastify's request log says about a request. Its default prints the
 * whole URL, and several URLs carry a bearer secret in the query string
 * (the chat stream's and the demo game's `ticket`, the game launch
 * `session`, the recovery link's `reset`): whoever read the log could act
 * as the member (security review L3). Those values are replaced before the
 * line is written; the parameter name stays, so the log still says which
 * kind of call it was.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Query parameters whose value is a secret (matched whole, any case). */
const SECRET_PARAM = /^(?:ticket|session|sessionid|token|access_token|reset|auth|authorization|key|sig|signature|password|secret|code)$/i;
export const REDACTED = '[redacted]';

/** The URL with every secret query value replaced; the path and other parameters as sent. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url.slice(at + 1).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // An undecodable name is judged as written.
    }
    return equals >= 0 && SECRET_PARAM.test(name.trim()) ? `${rawName}=${REDACTED}` : pair;
  });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

/** Fastify's logger options: the default request fields with the URL redacted. */
export function requestLogOptions(stream?: { write(line: string): void }) {
  return {
    ...(stream ? { stream } : {}),
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}

/**
 * One line per request, when it is answered: the request (URL redacted),
 * the status and the time taken. Fastify's default writes two (on arrival
 * and on answer), and the log was about a sixth of the server's time on a
 * cached read (docs/decisions/0064). Pair with `disableRequestLogging`.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
