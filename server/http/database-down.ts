/**
 * Errors that mean "the database cannot be reached right now" rather than
 * "this request is wrong" or "the code is wrong": the client should retry
 * shortly, as it does when the server sheds load, so the answer is 503
 * `system.busy` with Retry-After (security review L6), never 500.
 */

/** Socket-level failures reaching the database server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * SQLSTATE: class 08 (connection exception), 57P01–57P03 (administrator or
 * crash shutdown, cannot connect now: PostgreSQL stopping or starting),
 * 53300 (too many connections).
 */
const SQLSTATE = /^(?:08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres says when the socket closes under it or the pool cannot connect in time. */
const PG_MESSAGES = /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** Seconds the client is told to wait before retrying. */
export const DATABASE_DOWN_RETRY_AFTER_SECONDS = 3;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  // Node reports a refused connection to every address of a name as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
