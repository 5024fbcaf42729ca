import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { fail, ok } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/validate';
import { applyFlag, applyStatus, OpsError, readOpsState, STATUS_MODES } from '../ops/commands';
import { runOpsCommand } from '../ops/run-command';
import { OPS_TOKEN_HEADER, tokenMatches } from '../ops/token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const OPS_FORBIDDEN = 'ops.forbidden';

const merchantField = v.optional(v.pipe(v.string(), v.minLength(1)));
const statusBody = v.object({
  mode: v.picklist(STATUS_MODES),
  endMinutes: v.nullish(v.pipe(v.number(), v.minValue(0.01)), null),
  merchant: merchantField,
});
const flagBody = v.object({ modId: v.pipe(v.string(), v.minLength(1)), enabled: v.boolean(), merchant: merchantField });
const stateQuery = v.looseObject({ merchant: merchantField });
const featureBody = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  words: v.pipe(v.array(v.pipe(v.string(), v.maxLength(10_000))), v.maxLength(32)),
  options: v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.maxLength(10_000))),
  merchant: merchantField,
});

/**
 * Operator commands applied by the running server itself: PGlite belongs to
 * one process, so `npm run ops` asks the server rather than opening the
 * database beside it. Only a local caller holding the token from DATA_DIR
 * (readable by the server's user alone) gets in.
 */
export function registerOpsRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const token = config.opsToken;
  if (!token) return;

  const run = async (reply: FastifyReply, action: () => Promise<unknown>) => {
    try {
      return ok(await action());
    } catch (error) {
      if (error instanceof OpsError) return reply.code(400).send(fail(ERROR_CODES.badRequest, error.message));
      throw error;
    }
  };

  void app.register(async (ops) => {
    ops.addHook('onRequest', async (request, reply) => {
      const given = request.headers[OPS_TOKEN_HEADER];
      if (!LOOPBACK.has(request.ip) || !tokenMatches(token, typeof given === 'string' ? given : undefined)) {
        return reply.code(403).send(fail(OPS_FORBIDDEN, 'ops routes need a loopback caller and the ops token'));
      }
    });

    ops.get('/__ops/state', async (request, reply) => {
      const query = parseInput(stateQuery, request.query);
      return run(reply, () => readOpsState(db, query.merchant ?? config.merchantCode));
    });

    ops.post('/__ops/status', async (request, reply) => {
      const body = parseInput(statusBody, request.body);
      return run(reply, () => applyStatus(db, body.merchant ?? config.merchantCode, body.mode, body.endMinutes));
    });

    ops.post('/__ops/flag', async (request, reply) => {
      const body = parseInput(flagBody, request.body);
      return run(reply, () => applyFlag(db, body.merchant ?? config.merchantCode, body.modId, body.enabled));
    });

    // Every subcommand of the registry (server/ops/registry.ts), as the CLI runs it: answers { text }.
    ops.post('/__ops/run', async (request, reply) => {
      const body = parseInput(featureBody, request.body);
      const merchantCode = body.merchant ?? config.merchantCode;
      return run(reply, async () => ({ text: await runOpsCommand({ db, merchantCode, app: context }, body) }));
    });
  });
}
