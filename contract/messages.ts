import * as v from 'valibot';

/**
 * Message centre: inbox (INBOX3 / MAILCEN), live chat (CBS3), customer
 * service, feedback and Web Push. Relay names follow
 * shared/reference/wps-protocol.md; the inbox list and its actions, the
 * push subscription and the chat page's own calls are ours
 * (docs/decisions/0034-messages-chat-push.md).
 */
export const MESSAGE_PATHS = {
  inboxUnread: '/wps/relay/CSP_unreadCount',
  inbox: '/wps/relay/CSP_getInbox',
  inboxRead: '/wps/relay/CSP_markRead',
  inboxReadAll: '/wps/relay/CSP_markAllRead',
  inboxDelete: '/wps/relay/CSP_deleteInbox',
  chatUnread: '/wps/relay/CBS_unreadCount',
  chatLaunch: '/wps/relay/CBS_launchChat',
  customerServiceLink: '/wps/system/customerService/link',
  feedback: '/wps/feedback',
  myFeedback: '/wps/feedback/mine',
  pushKey: '/wps/push/vapidPublicKey',
  pushSubscribe: '/wps/push/subscription',
  pushCallback: '/wps/relay/EMFE_appPushDeliveryCallback',
} as const;

/** The chat page the server serves (not the app) and its calls; the page carries a chat ticket, never the session token. */
export const CHAT_PAGE_PATHS = {
  page: '/wps/chat/page',
  history: '/wps/chat/messages',
  send: '/wps/chat/send',
  stream: '/wps/chat/stream',
} as const;

export const MESSAGE_ERROR_CODES = {
  /** Trial (type 4) accounts: the platform's free_reject. */
  freeReject: 'free_reject',
  messageNotFound: 'message.not.found',
  chatDisabled: 'chat.disabled',
  chatTicketInvalid: 'chat.ticket.invalid',
  feedbackInvalid: 'feedback.content.invalid',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  customerServiceUnknown: 'customer.service.unknown',
  pushEndpointRefused: 'push.endpoint.refused',
} as const;

export const INBOX_PAGE_SIZE = 20;

// ---------------------------------------------------------------- inbox
/** CSP_unreadCount: a plain number, as the live platform answers. */
export const unreadCountValueSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export const inboxMessageSchema = v.object({
  id: v.number(),
  kind: v.string(),
  title: v.string(),
  body: v.string(),
  /** An app path (/m/…) the message leads to, or null. */
  url: v.nullable(v.string()),
  read: v.boolean(),
  createdAt: v.number(),
});
export type InboxMessage = v.InferOutput<typeof inboxMessageSchema>;

export const inboxPageValueSchema = v.object({
  list: v.array(inboxMessageSchema),
  pageNo: v.number(),
  pageSize: v.number(),
  totalCount: v.number(),
  totalPages: v.number(),
  unread: v.number(),
});
export type InboxPage = v.InferOutput<typeof inboxPageValueSchema>;

export const inboxIdPayloadSchema = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });
/** Read all: how many messages it marked. */
export const inboxReadAllValueSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

// ---------------------------------------------------------------- chat
export const chatUnreadValueSchema = v.object({ unReadCount: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** CBS_launchChat query: b2c 1, language, backUrl, headerColor, title. */
export const chatLaunchValueSchema = v.object({ chatUrl: v.string() });

export const chatMessageSchema = v.object({
  id: v.number(),
  sender: v.picklist(['member', 'operator']),
  body: v.string(),
  createdAt: v.number(),
});
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;
/** The chat page's history, and where its back arrow leads. */
export const chatHistoryValueSchema = v.object({ list: v.array(chatMessageSchema), backUrl: v.string() });

export const CHAT_MESSAGE_MAX = 1000;

// ---------------------------------------------------------------- customer service
/** Customer service link: the status entry's title (CS, whatsapp) → where it leads. */
export const customerServiceLinkValueSchema = v.object({
  kind: v.picklist(['chat', 'url']),
  /** For url: the WhatsApp (or other https) address; for chat: null (the app launches the chat). */
  url: v.nullable(v.string()),
});
export type CustomerServiceLink = v.InferOutput<typeof customerServiceLinkValueSchema>;

// ---------------------------------------------------------------- feedback
/** Spec: deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6, others 0. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 200;

export const feedbackPayloadSchema = v.object({
  content: v.pipe(v.string(), v.trim(), v.minLength(FEEDBACK_MIN), v.maxLength(FEEDBACK_MAX)),
  sender: v.pipe(v.string(), v.maxLength(60)),
  type: v.picklist(FEEDBACK_TYPES),
  captcha: v.pipe(v.string(), v.trim(), v.maxLength(16)),
  /** The client the captcha was issued to (GET /wps/captcha?deviceId=). */
  deviceId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});
export type FeedbackPayload = v.InferInput<typeof feedbackPayloadSchema>;

export const feedbackEntrySchema = v.object({
  id: v.number(),
  type: v.number(),
  content: v.string(),
  reply: v.nullable(v.string()),
  createdAt: v.number(),
  repliedAt: v.nullable(v.number()),
});
export type FeedbackEntry = v.InferOutput<typeof feedbackEntrySchema>;
/** A feedback sent: its id. */
export const feedbackCreatedValueSchema = v.object({ id: v.number() });
export const myFeedbackValueSchema = v.object({ list: v.array(feedbackEntrySchema) });

// ---------------------------------------------------------------- push
export const pushKeyValueSchema = v.object({ publicKey: v.string() });

/** PushSubscription.toJSON() plus the language pushes should speak. */
export const pushSubscriptionPayloadSchema = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(1000)),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/)),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/)),
  }),
});
export const pushUnsubscribePayloadSchema = v.object({ endpoint: v.pipe(v.string(), v.maxLength(1000)) });

/** EMFE_appPushDeliveryCallback body, sent by the service worker. */
export const pushCallbackPayloadSchema = v.object({
  trackingUuid: v.pipe(v.string(), v.uuid()),
  eventType: v.picklist(['DELIVERED', 'CLICKED']),
});

/** What the server puts in a push (the live platform's shape: notification + data). */
export const pushPayloadSchema = v.object({
  notification: v.object({ title: v.string(), body: v.string(), image: v.optional(v.string()) }),
  data: v.object({ merchant: v.string(), trackingUuid: v.string(), url: v.string() }),
});
export type PushPayload = v.InferOutput<typeof pushPayloadSchema>;
