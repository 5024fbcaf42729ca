/**
 * One way to declare a JSON route: its method and path, the contract's
 * schemas of what it reads (body, query, params) and of what it answers
 * (`reply`, the envelope's `value`), and the handler.
 *
 * - Request input is parsed with parseInput before the handler runs, so a
 *   malformed request is a 400 in the WPS envelope (server/http/envelope.ts),
 *   never a 5xx, exactly as the handlers' own parseInput calls did. A handler
 *   that must first refuse the caller (no session: 401; a rate limit that
 *   counts bad requests too) or read a sealed body leaves body/query out and
 *   calls parseInput itself at that point, so its answers keep their order.
 *   Its reply is checked all the same.
 * - With `checkReplies` on (unit tests through server/testing/harness.ts and
 *   WPS_TEST_MODE=1 servers), every successful envelope this route sends is
 *   checked against `reply`: a reply that drifts from the contract the client
 *   parses with answers 500 and names the path and the mismatch, so the test
 *   that made it fails. In production nothing is checked: the client checks
 *   every reply at its edge anyway, and the server would pay a parse per answer.
 *
 * What stays on plain `app.get/post` (listed in server/http/route.test.ts,
 * which fails on any other plain registration): answers that are not a JSON
 * envelope — event streams (chat, member events), images (announcement art,
 * game icons and vendor logos, slot symbols), HTML pages (the PWA shell with
 * its SSR first screen, the chat and demo-game pages) and the redirect to the
 * demo game, the web clip profile download — and the operator and test-only
 * routes under /__ops and /__test, which are no part of the client's contract.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { fail, type Envelope } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { parseInput } from './validate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract schema of a successful reply's `value`, set by defineRoute. */
    replySchema?: v.GenericSchema;
  }
}

type Input = v.GenericSchema | undefined;
type Parsed<S extends Input> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface RouteCall<B extends Input, Q extends Input, P extends Input> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
}

export interface RouteDefinition<R extends v.GenericSchema, B extends Input, Q extends Input, P extends Input> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Schema of `value` in a successful envelope; the same one the client parses it with. */
  reply: R;
  /**
   * Answers the envelope, or the reply it already sent (a status other than
   * 200, a kept body with its ETag): those are checked too when they are a
   * successful envelope.
   */
  handler(call: RouteCall<B, Q, P>): Promise<Envelope<v.InferInput<R>> | FastifyReply>;
}

export function defineRoute<R extends v.GenericSchema, B extends Input = undefined, Q extends Input = undefined, P extends Input = undefined>(
  app: FastifyInstance,
  definition: RouteDefinition<R, B, Q, P>,
): void {
  const { method, url, body, query, params, reply: replySchema, handler } = definition;
  // A schema left out means the handler reads nothing of that part: undefined.
  const parse = (schema: Input, input: unknown): unknown => (schema === undefined ? undefined : parseInput(schema, input));
  app.route({
    method,
    url,
    config: { replySchema },
    handler: async (request, reply) =>
      handler({
        request,
        reply,
        body: parse(body, request.body) as Parsed<B>,
        query: parse(query, request.query) as Parsed<Q>,
        params: parse(params, request.params) as Parsed<P>,
      }),
  });
}

/** A successful envelope whose value the schema refuses: the reason, else null. */
export function replyContractProblem(schema: v.GenericSchema, sent: unknown): string | null {
  const envelope = sent as { success?: unknown; value?: unknown } | null;
  if (envelope === null || typeof envelope !== 'object' || envelope.success !== true) return null;
  const result = v.safeParse(schema, envelope.value);
  return result.success ? null : v.summarize(result.issues);
}

function sentJson(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return undefined;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

/** Strong tags whose bodies passed, per schema, before the memory is cleared. */
const PASSED_TAGS_MAX = 1000;

/**
 * Checks each defineRoute reply against its contract (on only with
 * `checkReplies`). onSend sees every body, including kept ones sent as
 * ready-made JSON text, which never pass through serialisation hooks.
 *
 * A body sent with a strong ETag is checked the first time only: the tag
 * names exactly those bytes (server/http/cached-reply.ts), so the same tag
 * under the same schema is the same verdict. Parsing and checking the 5 KB
 * status on every request was about a fifth of a test-mode server's time on
 * a kept read, which the load bench measures (docs/decisions/0108).
 */
export function registerReplyCheck(app: FastifyInstance): void {
  const passed = new WeakMap<v.GenericSchema, Set<string>>();
  app.addHook('onSend', (request, reply, payload, done) => {
    const schema = request.routeOptions.config.replySchema;
    if (!schema || reply.statusCode >= 300) return done(null, payload);
    const etag = reply.getHeader('etag');
    const tag = typeof etag === 'string' && etag.startsWith('"') ? etag : null;
    let tags = passed.get(schema);
    if (tag !== null && tags?.has(tag)) return done(null, payload);
    const problem = replyContractProblem(schema, sentJson(payload));
    if (problem === null) {
      if (tag !== null) {
        if (!tags) passed.set(schema, (tags = new Set()));
        if (tags.size >= PASSED_TAGS_MAX) tags.clear();
        tags.add(tag);
      }
      return done(null, payload);
    }
    const text = `reply of ${request.method} ${request.routeOptions.url ?? request.url} breaks its contract: ${problem}`;
    request.log.error({ problem }, text);
    // Unit tests run without a logger: stderr puts the reason beside the failing test.
    process.stderr.write(`${text}\n`);
    reply.code(500);
    return done(null, JSON.stringify(fail(ERROR_CODES.systemError, text)));
  });
}
