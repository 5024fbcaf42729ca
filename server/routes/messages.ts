import { emptyValueSchema } from '../../contract/games';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { CHAT_PAGE_PATHS, feedbackPayloadSchema, INBOX_PAGE_SIZE, inboxIdPayloadSchema, MESSAGE_ERROR_CODES, MESSAGE_PATHS, pushCallbackPayloadSchema, pushSubscriptionPayloadSchema, pushUnsubscribePayloadSchema, chatLaunchValueSchema, chatUnreadValueSchema, customerServiceLinkValueSchema, feedbackCreatedValueSchema, inboxPageValueSchema, inboxReadAllValueSchema, myFeedbackValueSchema, pushKeyValueSchema, unreadCountValueSchema } from '../../contract/messages';
import { type Member, requestToken, requireMember } from '../accounts/current-member';
import { accountsRuntime } from '../accounts/runtime';
import { defineRoute } from '../http/route';
import { parseInput } from '../http/validate';
import type { AppContext } from '../app-context';
import { consumeCaptcha } from '../captcha/store';
import { chatUnreadCount, issueChatTicket } from '../chat/chat';
import { insertFeedback, memberFeedback } from '../feedback/feedback';
import { assetBase } from '../games/catalogue';
import { optionalInt, optionalText } from '../games/query-params';
import { requestLanguage, requestMerchantCode } from '../http/request-context';
import { WpsError } from '../http/wps-error';
import {
  deleteInboxMessage,
  inboxPage,
  inboxUnreadCount,
  markAllInboxRead,
  markInboxRead,
} from '../messages/inbox';
import { pushEndpointAllowed } from '../push/endpoints';
import { recordPushEvent } from '../push/send';
import { pushKeysValid } from '../push/keys';
import { removeSubscription, saveSubscription } from '../push/subscriptions';
import { loadVapidKeys } from '../push/vapid';
import { isLiveChatEntry, loadCustomerService } from '../settings/contacts';
import { requireMerchant } from '../settings/merchant';
import { loadWhitelabel } from '../settings/whitelabel';
import { registerChatPageRoutes } from './messages-chat-page';
import { APP_PATHS } from '../../src/config/paths';

/** Trial accounts (type 4) may not use the inbox nor the live chat (free_reject). */
export const TRIAL_TYPE = 4;

const pageQuery = v.looseObject({ pageNo: optionalInt(1, 100_000), pageSize: optionalInt(1, 100) });
const chatLaunchQuery = v.looseObject({
  b2c: optionalText(2),
  language: optionalText(10),
  backUrl: optionalText(500),
  headerColor: optionalText(20),
  title: optionalText(100),
});
const customerServiceQuery = v.looseObject({ path: optionalText(200), title: optionalText(40) });

/** WhatsApp contact the demo merchant's 'whatsapp' entry resolves to (WHATSAPP_URL overrides). */
export function whatsappUrl(): string {
  return process.env.WHATSAPP_URL ?? 'https://wa.me/84912345678';
}

/** Where the chat page's back link goes: an app path or an http(s) page, never another scheme. */
export function safeBackUrl(raw: string | undefined): string {
  if (!raw) return APP_PATHS.message;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) return raw;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : APP_PATHS.message;
  } catch {
    return APP_PATHS.message;
  }
}

function refuseTrial(member: Member): void {
  if (member.type === TRIAL_TYPE) throw new WpsError(MESSAGE_ERROR_CODES.freeReject, 'messagesFreeReject');
}

/** Inbox, live chat launch and counts, customer service links, feedback and Web Push subscriptions. */
export function registerMessageRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const merchantOf = (request: FastifyRequest) => requireMerchant(db, requestMerchantCode(request, config.merchantCode));
  const chatOn = async (merchantCode: string) => (await loadWhitelabel(db, merchantCode)).whitelabelVal.CBS3 === true;
  const noStore = { 'Cache-Control': 'no-store' };

  // ---- inbox
  defineRoute(app, {
    method: 'GET', url: MESSAGE_PATHS.inboxUnread, reply: unreadCountValueSchema,
    handler: async ({ request, reply }) => {
      const member = await requireMember(context, request);
      reply.headers(noStore);
      return ok(member.type === TRIAL_TYPE ? 0 : await inboxUnreadCount(db, member.id));
    },
  });
  defineRoute(app, {
    method: 'GET', url: MESSAGE_PATHS.inbox, query: pageQuery, reply: inboxPageValueSchema,
    handler: async ({ request, reply, query: q }) => {
      const member = await requireMember(context, request);
      refuseTrial(member);
      reply.headers(noStore);
      return ok(await inboxPage(db, member.id, requestLanguage(request), q.pageNo ?? 1, q.pageSize ?? INBOX_PAGE_SIZE));
    },
  });
  defineRoute(app, {
    method: 'POST', url: MESSAGE_PATHS.inboxRead, body: inboxIdPayloadSchema, reply: emptyValueSchema,
    handler: async ({ request, body }) => {
      const member = await requireMember(context, request);
      refuseTrial(member);
      if (!(await markInboxRead(db, member.id, body.id))) throw new WpsError(MESSAGE_ERROR_CODES.messageNotFound, 'messageNotFound');
      return ok(null);
    },
  });
  defineRoute(app, {
    method: 'POST', url: MESSAGE_PATHS.inboxReadAll, reply: inboxReadAllValueSchema,
    handler: async ({ request }) => {
      const member = await requireMember(context, request);
      refuseTrial(member);
      return ok({ count: await markAllInboxRead(db, member.id) });
    },
  });
  defineRoute(app, {
    method: 'DELETE', url: MESSAGE_PATHS.inboxDelete, body: inboxIdPayloadSchema, reply: emptyValueSchema,
    handler: async ({ request, body }) => {
      const member = await requireMember(context, request);
      refuseTrial(member);
      if (!(await deleteInboxMessage(db, member.id, body.id))) throw new WpsError(MESSAGE_ERROR_CODES.messageNotFound, 'messageNotFound');
      return ok(null);
    },
  });

  // ---- live chat
  defineRoute(app, {
    method: 'GET', url: MESSAGE_PATHS.chatUnread, reply: chatUnreadValueSchema,
    handler: async ({ request, reply }) => {
      const member = await requireMember(context, request);
      reply.headers(noStore);
      const count = member.type === TRIAL_TYPE || !(await chatOn(member.merchantCode)) ? 0 : await chatUnreadCount(db, member.id);
      return ok({ unReadCount: count });
    },
  });
  defineRoute(app, {
    method: 'GET', url: MESSAGE_PATHS.chatLaunch, query: chatLaunchQuery, reply: chatLaunchValueSchema,
    handler: async ({ request, reply, query: q }) => {
      const member = await requireMember(context, request);
      refuseTrial(member);
      const merchant = await merchantOf(request);
      if (!(await chatOn(merchant.code))) throw new WpsError(MESSAGE_ERROR_CODES.chatDisabled, 'chatDisabled');
      const language = (q.language ?? requestLanguage(request)).toUpperCase().startsWith('EN') ? 'EN' : 'VI';
      const ticket = await issueChatTicket(db, {
        memberId: member.id, merchantCode: merchant.code, language, backUrl: safeBackUrl(q.backUrl), sessionToken: requestToken(request) ?? '',
      });
      const url = new URL(CHAT_PAGE_PATHS.page, assetBase(request, merchant));
      url.searchParams.set('lang', language.toLowerCase());
      url.searchParams.set('ticket', ticket);
      reply.headers(noStore);
      return ok({ chatUrl: url.toString() });
    },
  });

  // ---- customer service: the status entry's opaque path → live chat or an outside link
  defineRoute(app, {
    method: 'GET', url: MESSAGE_PATHS.customerServiceLink, query: customerServiceQuery, reply: customerServiceLinkValueSchema,
    handler: async ({ request, query: q }) => {
      const merchant = await merchantOf(request);
      const entries = await loadCustomerService(db, merchant.code);
      const entry = entries.find((e) => (q.path ? e.path === q.path : e.title === q.title));
      if (!entry) throw new WpsError(MESSAGE_ERROR_CODES.customerServiceUnknown, 'customerServiceUnknown');
      if (!isLiveChatEntry(entry)) return ok({ kind: 'url', url: whatsappUrl() });
      if (!(await chatOn(merchant.code))) throw new WpsError(MESSAGE_ERROR_CODES.chatDisabled, 'chatDisabled');
      return ok({ kind: 'chat', url: null });
    },
  });

  // ---- feedback
  defineRoute(app, {
    method: 'PUT', url: MESSAGE_PATHS.feedback, reply: feedbackCreatedValueSchema,
    handler: async ({ request }) => {
      const raw = request.body as { content?: unknown } | null;
      const member = await requireMember(context, request);
      // Content out of bounds has its own code, so the form can say so; anything else malformed is a 400.
      if (raw && typeof raw.content === 'string') {
        const length = raw.content.trim().length;
        if (length < 10 || length > 200) throw new WpsError(MESSAGE_ERROR_CODES.feedbackInvalid, 'feedbackInvalid');
      }
      const body = parseInput(feedbackPayloadSchema, request.body);
      const merchant = await merchantOf(request);
      if (!body.captcha) throw new WpsError(MESSAGE_ERROR_CODES.captchaRequired, 'captchaRequired');
      if (!(await consumeCaptcha(db, accountsRuntime(context).hash, body.deviceId, body.captcha))) {
        throw new WpsError(MESSAGE_ERROR_CODES.captchaInvalid, 'captchaInvalid');
      }
      const id = await insertFeedback(db, {
        merchantCode: merchant.code, memberId: member.id, type: body.type, content: body.content, sender: body.sender || member.username,
      });
      return ok({ id });
    },
  });
  defineRoute(app, {
    method: 'GET', url: MESSAGE_PATHS.myFeedback, reply: myFeedbackValueSchema,
    handler: async ({ request, reply }) => {
      const member = await requireMember(context, request);
      reply.headers(noStore);
      return ok({ list: await memberFeedback(db, member.id) });
    },
  });

  // ---- web push
  defineRoute(app, { method: 'GET', url: MESSAGE_PATHS.pushKey, reply: pushKeyValueSchema, handler: async () => ok({ publicKey: (await loadVapidKeys(db)).publicKey }) });
  defineRoute(app, {
    method: 'POST', url: MESSAGE_PATHS.pushSubscribe, body: pushSubscriptionPayloadSchema, reply: emptyValueSchema,
    handler: async ({ request, body }) => {
      const member = await requireMember(context, request);
      // Keys nothing can be encrypted to, and endpoints another member holds, are refused (server/push/keys.ts, subscriptions.ts).
      if (!pushEndpointAllowed(body.endpoint, config.testMode) || !pushKeysValid(body.keys.p256dh, body.keys.auth)) {
        throw new WpsError(MESSAGE_ERROR_CODES.pushEndpointRefused, 'pushEndpointRefused');
      }
      const saved = await saveSubscription(db, {
        merchantCode: member.merchantCode, memberId: member.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth,
        language: requestLanguage(request),
      });
      if (saved === 'taken') throw new WpsError(MESSAGE_ERROR_CODES.pushEndpointRefused, 'pushEndpointRefused');
      return ok(null);
    },
  });
  defineRoute(app, {
    method: 'DELETE', url: MESSAGE_PATHS.pushSubscribe, body: pushUnsubscribePayloadSchema, reply: emptyValueSchema,
    handler: async ({ request, body }) => {
      const member = await requireMember(context, request);
      await removeSubscription(db, member.id, body.endpoint);
      return ok(null);
    },
  });
  // The service worker has no session: the tracking uuid (random, unguessable) is the proof.
  defineRoute(app, {
    method: 'PUT', url: MESSAGE_PATHS.pushCallback, body: pushCallbackPayloadSchema, reply: emptyValueSchema,
    handler: async ({ request, body }) => {
      const merchant = await merchantOf(request);
      await recordPushEvent(db, merchant.code, body.trackingUuid, body.eventType);
      return ok(null);
    },
  });

  registerChatPageRoutes(app, context);
}
