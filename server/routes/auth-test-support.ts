import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { TEST_PATHS } from '../../contract/auth';
import { ok } from '../../contract/envelope';
import type { AppContext } from '../app-context';
import { accountsRuntime, LIMIT_BUCKETS, type LimitBucket } from '../accounts/runtime';
import { SMS_RESEND_MS } from '../accounts/sms-codes';
import { testCaptchaAnswer } from '../captcha/store';
import { requestMerchantCode } from '../http/request-context';
import { parseInput } from '../http/validate';
import { listOutbox } from '../notify/sender';

const deviceQuery = v.looseObject({ deviceId: v.pipe(v.string(), v.minLength(1)) });
const rule = v.object({ max: v.pipe(v.number(), v.integer(), v.minValue(1)), windowMs: v.pipe(v.number(), v.integer(), v.minValue(1)) });
const limitsBody = v.partial(v.object(Object.fromEntries(LIMIT_BUCKETS.map((bucket) => [bucket, rule])) as Record<LimitBucket, typeof rule>));

/** Test-mode hooks of the accounts domain; registerTestRoutes calls this only with WPS_TEST_MODE=1. */
export function registerAccountTestRoutes(app: FastifyInstance, context: AppContext): void {
  /** value: the answer of the captcha last issued to that client, or null. */
  app.get(TEST_PATHS.captcha, async (request) => {
    const { deviceId } = parseInput(deviceQuery, request.query);
    return ok(await testCaptchaAnswer(context.db, deviceId));
  });

  /** value: what the default sender "sent" for the request's merchant, newest first. */
  app.get(TEST_PATHS.outbox, async (request) =>
    ok(await listOutbox(context.db, requestMerchantCode(request, context.config.merchantCode))),
  );

  /**
   * Sets limits ({login|sms|register|captcha|…: {max, windowMs}}) and forgets
   * every count, the SMS resend interval included (as if it had passed for
   * every number: a journey need not wait 30 s after a registration proof).
   */
  app.put('/__test/rate-limits', async (request) => {
    const limits = parseInput(limitsBody, request.body) as Partial<Record<LimitBucket, { max: number; windowMs: number }>>;
    const { limiter } = accountsRuntime(context);
    await limiter.configure(limits);
    await context.db.query(
      `update sms_codes set created_at = now() - ($1::bigint * interval '1 millisecond')
        where created_at > now() - ($1::bigint * interval '1 millisecond')`,
      [SMS_RESEND_MS],
    );
    return ok(limiter.current);
  });
}
