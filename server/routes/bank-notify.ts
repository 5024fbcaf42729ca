import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { ERROR_CODES } from '../../contract/error-codes';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import { announceDepositCredit } from '../wallet/deposit-notice';
import {
  BANK_NOTIFY_MAX_SKEW_MS, BANK_NOTIFY_PATH, BANK_SIGNATURE_HEADER, bankNotificationSchema, bankSignatureValid, notificationTime,
  receiveBankTransfer,
} from '../wallet/bank-notify';

const refused = () => new WpsError(ERROR_CODES.badRequest, 'badRequest', 403);

/**
 * The bank's incoming-transfer webhook (docs/decisions/0061). Without
 * BANK_NOTIFY_SECRET it does not exist (404). The signature covers the raw
 * body, so this scope keeps JSON bodies as the exact string received.
 * Every accepted notification answers 200 (credited, duplicate or
 * unmatched), so the provider stops retrying it.
 */
export function registerBankNotifyRoute(app: FastifyInstance, context: AppContext): void {
  const secret = context.config.bankNotifySecret ?? null;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    defineRoute(scope, {
      method: 'POST', url: BANK_NOTIFY_PATH, reply: bankNotifyAnswerSchema,
      handler: async ({ request, reply }) => {
        if (!secret) throw new WpsError(ERROR_CODES.notFound, 'notFound', 404);
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers[BANK_SIGNATURE_HEADER];
        if (!bankSignatureValid(raw, typeof header === 'string' ? header : undefined, secret)) throw refused();
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          throw new WpsError(ERROR_CODES.badRequest, 'badRequest', 400);
        }
        const notification = parseInput(bankNotificationSchema, parsed);
        const time = notificationTime(notification);
        if (!Number.isFinite(time) || Math.abs(Date.now() - time) > BANK_NOTIFY_MAX_SKEW_MS) throw refused();
        const result = await receiveBankTransfer(context.db, notification);
        if (result.outcome === 'credited') {
          await announceDepositCredit({ db: context.db, config: context.config }, result.merchantCode, result.memberId, result.amount);
        }
        reply.header('Cache-Control', 'no-store');
        return ok({ outcome: result.outcome });
      },
    });
  });
}

export const bankNotifyAnswerSchema = v.object({ outcome: v.picklist(['credited', 'duplicate', 'unmatched']) });
