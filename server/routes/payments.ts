import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { cardDepositPayloadSchema, PAYMENT_PATHS, paymentMethodsValueSchema, walletDepositPayloadSchema } from '../../contract/payments';
import { depositPromotionsValueSchema, QR_DEPOSIT_PATHS, qrChannelsValueSchema, qrDepositPayloadSchema } from '../../contract/qr-deposits';
import { depositOrderSchema, WALLET_ERROR_CODES } from '../../contract/wallet';
import { APP_PATHS } from '../../src/config/paths';
import { requireMember, type Member } from '../accounts/current-member';
import { accountsRuntime } from '../accounts/runtime';
import type { AppContext } from '../app-context';
import { decryptPayload } from '../crypto/encrypted-body';
import { publicOrigin } from '../http/public-origin';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { defineRoute } from '../http/route';
import { WpsError } from '../http/wps-error';
import { CALLBACK_OUTCOMES, PAYMENT_CALLBACK_PATH, receiveCallback } from '../payments/callbacks';
import { createCardDeposit, createWalletDeposit, type WalletDepositInput } from '../payments/deposits';
import { paymentProvider } from '../payments/provider';
import { registerSandboxDelivery } from '../payments/sandbox/delivery';
import { PAYMENT_SIGNATURE_HEADER } from '../payments/signature';
import { createQrDeposit, depositPromotions } from '../payments/qr-deposits';
import { channelsOffer, loadPaymentSettings, methodsOffer, type PaymentSettings } from '../payments/settings';
import { requireMerchant } from '../settings/merchant';
import { toCents } from '../wallet/ledger';
import { registerSandboxPayRoutes } from './sandbox-pay';

/** Members who may deposit: real accounts (types 0, 1, 2), as for bank transfers (server/routes/wallet-money.ts). */
const DEPOSIT_TYPES = [0, 1, 2];
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

async function depositor(context: AppContext, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(context, request);
  if (!DEPOSIT_TYPES.includes(member.type)) throw new WpsError(WALLET_ERROR_CODES.freeReject, 'freeReject', 200);
  return member;
}

/**
 * Where the pay page sends the member back: the deposit screen of the app
 * that made the order (its Origin, when the PWA is hosted apart from the
 * API), else this server's own.
 */
function appOrigin(request: FastifyRequest, ownOrigin: string): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && ORIGIN.test(origin) ? origin.toLowerCase() : ownOrigin;
}

/** The payment settings of the request's merchant, as the offers (methods, QR channels) show them. */
async function requestPaymentSettings(context: AppContext, request: FastifyRequest): Promise<PaymentSettings> {
  const merchant = await requireMerchant(context.db, requestMerchantCode(request, context.config.merchantCode));
  return loadPaymentSettings(context.db, merchant.code, paymentProvider(context) !== null);
}

/**
 * The pay page of an e-wallet's or a QR channel's order: served from this
 * server's public origin, back to the app's deposit screen, in the
 * request's language.
 */
async function payPage(context: AppContext, request: FastifyRequest, member: Member): Promise<Pick<WalletDepositInput, 'pageOrigin' | 'returnUrl' | 'language'>> {
  const merchant = await requireMerchant(context.db, member.merchantCode);
  const own = publicOrigin(request, merchant.mainDomain);
  const ownOrigin = `${own.scheme}://${own.host}`;
  return { pageOrigin: ownOrigin, returnUrl: `${appOrigin(request, ownOrigin)}${APP_PATHS.deposit}`, language: requestLanguage(request) };
}

export const paymentCallbackAnswerSchema = v.object({ outcome: v.picklist(CALLBACK_OUTCOMES) });

/**
 * Deposits through the payment provider (docs/decisions/0071): the methods
 * on offer (public: the footer names them too), e-wallet and scratch-card
 * orders, the provider's signed callbacks, and the sandbox provider's pay
 * page and its delivery of callbacks.
 */
export function registerPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const runtime = accountsRuntime(context);

  defineRoute(app, {
    method: 'GET', url: PAYMENT_PATHS.methods, reply: paymentMethodsValueSchema,
    handler: async ({ request, reply }) => {
      const settings = await requestPaymentSettings(context, request);
      // An operator's switch shows on the next read: kept copies are asked again every time.
      reply.header('Cache-Control', 'no-cache');
      return ok(methodsOffer(settings));
    },
  });

  defineRoute(app, {
    method: 'POST', url: PAYMENT_PATHS.walletDeposit, body: walletDepositPayloadSchema, reply: depositOrderSchema,
    handler: async ({ request, reply, body }) => {
      const member = await depositor(context, request);
      const page = await payPage(context, request, member);
      reply.header('Cache-Control', 'no-store');
      return ok(await createWalletDeposit(context, member, {
        method: body.method, amountCents: toCents(body.amount), idempotencyKey: body.idempotencyKey, gateway: body.gateway, ...page,
      }));
    },
  });

  // Alipay, QQ Wallet, WeChat Pay (docs/decisions/0103): offered once configured, with the promotions a deposit may accept.
  defineRoute(app, {
    method: 'GET', url: QR_DEPOSIT_PATHS.channels, reply: qrChannelsValueSchema,
    handler: async ({ request, reply }) => {
      const settings = await requestPaymentSettings(context, request);
      reply.header('Cache-Control', 'no-cache');
      return ok(channelsOffer(settings));
    },
  });

  defineRoute(app, {
    method: 'GET', url: QR_DEPOSIT_PATHS.promotions, reply: depositPromotionsValueSchema,
    handler: async ({ request, reply }) => {
      const member = await depositor(context, request);
      reply.header('Cache-Control', 'private, no-cache');
      return ok({ promotions: await depositPromotions(db, member, requestLanguage(request)) });
    },
  });

  defineRoute(app, {
    method: 'POST', url: QR_DEPOSIT_PATHS.deposit, body: qrDepositPayloadSchema, reply: depositOrderSchema,
    handler: async ({ request, reply, body }) => {
      const member = await depositor(context, request);
      const page = await payPage(context, request, member);
      reply.header('Cache-Control', 'no-store');
      return ok(await createQrDeposit(context, member, {
        channel: body.channel, amountCents: toCents(body.amount), promotionId: body.promotionId ?? null, idempotencyKey: body.idempotencyKey,
        gateway: body.gateway, ...page,
      }));
    },
  });

  // Sealed as login is: the card's PIN never travels in clear, and is handed to the provider without being kept.
  defineRoute(app, {
    method: 'POST', url: PAYMENT_PATHS.cardDeposit, reply: depositOrderSchema,
    handler: async ({ request, reply }) => {
      const member = await depositor(context, request);
      const input = await decryptPayload(request, await runtime.rsaKey(), cardDepositPayloadSchema);
      reply.header('Cache-Control', 'no-store');
      return ok(await createCardDeposit(context, member, {
        telco: input.telco, faceValueCents: toCents(input.faceValue), serial: input.serial, pin: input.pin, idempotencyKey: input.idempotencyKey,
        gateway: input.gateway,
      }));
    },
  });

  // The signature covers the raw body, so this scope keeps JSON bodies as the exact string received.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    defineRoute(scope, {
      method: 'POST', url: `${PAYMENT_CALLBACK_PATH}/:provider`, params: v.object({ provider: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/)) }),
      reply: paymentCallbackAnswerSchema,
      handler: async ({ request, reply, params }) => {
        const header = request.headers[PAYMENT_SIGNATURE_HEADER];
        const result = await receiveCallback(context, params.provider, typeof request.body === 'string' ? request.body : '', typeof header === 'string' ? header : undefined);
        reply.header('Cache-Control', 'no-store');
        return ok(result);
      },
    });
  });

  registerSandboxPayRoutes(app, context);
  registerSandboxDelivery(app, context);
}
