import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import type { AppContext } from '../app-context';
import { issueSession } from '../accounts/sessions';
import { hashPassword } from '../accounts/password-hash';
import { parseInput } from '../http/validate';
import { openWallet, toCents } from '../wallet/ledger';
import { requestMerchantCode } from '../http/request-context';
import { registerAccountTestRoutes } from './auth-test-support';
import { registerRegisterFieldTestRoutes } from './register-test-support';
import { registerLinkTestRoutes } from './links-test-support';

const sessionRequestSchema = v.object({
  username: v.pipe(v.string(), v.regex(/^[a-z0-9_]{3,32}$/)),
  type: v.optional(v.number(), 0),
  balance: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e12), v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6)), 1_000_000),
});

/**
 * Hooks for end-to-end tests, registered only with WPS_TEST_MODE=1: in any
 * other deployment these paths do not exist at all. Other domains add their
 * own (captcha answers, outbox) beside these.
 */
export function registerTestRoutes(app: FastifyInstance, context: AppContext): void {
  if (!context.config.testMode) return;
  app.get('/__test/ping', async () => ok({ pong: true }));
  // Only in a server process started for that test (server/abuse/limits-survive.test.ts): in-process
  // test apps (the bad-input sweep walks every route) must not leave rejections in the test runner.
  if (process.env.WPS_TEST_UNHANDLED_REJECTION === '1') {
    /** Leaves a rejected promise unhandled on purpose: the process guard (server/process-guards.ts) must keep serving. */
    app.post('/__test/unhandled-rejection', async () => {
      void Promise.reject(new Error('deliberate unhandled rejection (test route)'));
      return ok(null);
    });
  }
  registerAccountTestRoutes(app, context);
  registerRegisterFieldTestRoutes(app, context);
  registerLinkTestRoutes(app, context);

  /**
   * Opens a session for a test member, creating it (with a wallet) when it
   * does not exist, so journeys that are not about logging in can start
   * logged in. Answers the same shape as a login.
   */
  app.post('/__test/session', async (request) => {
    const input = parseInput(sessionRequestSchema, request.body);
    const merchant = requestMerchantCode(request, context.config.merchantCode);
    const member = await context.db.transaction(async (tx) => {
      const found = await tx.query<{ id: string; type: number }>(
        'select id, type from members where merchant_code = $1 and username = $2',
        [merchant, input.username],
      );
      if (found[0]) return { id: Number(found[0].id), type: found[0].type };
      const created = await tx.query<{ id: string }>(
        `insert into members (merchant_code, username, password_hash, type, first_time_login)
         values ($1, $2, $3, $4, false) returning id`,
        [merchant, input.username, await hashPassword(`${input.username}-e2e-password`), input.type],
      );
      const id = Number(created[0]!.id);
      await openWallet(tx, id, { amountCents: toCents(input.balance), reference: 'opening:test-session' });
      return { id, type: input.type };
    });
    const token = await issueSession(context.db, member.id, { ip: request.ip });
    return ok({ token, id: member.id, userName: input.username, customerType: member.type, firstTimeLogin: false, passwordExpired: false });
  });
}
