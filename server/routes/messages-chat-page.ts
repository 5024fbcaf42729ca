import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { CHAT_MESSAGE_MAX, CHAT_PAGE_PATHS, MESSAGE_ERROR_CODES, chatHistoryValueSchema, chatMessageSchema } from '../../contract/messages';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { chatHistory, markChatRead, postChatMessage, resolveChatTicket, type ChatTicket } from '../chat/chat';
import { chatPage, chatPageHeaders } from '../chat/page';
import { chatStreams } from '../chat/streams';
import { eventStreamServer, sendExpiredStream, type LiveStream } from '../http/event-streams';
import { optionalInt, optionalText } from '../games/query-params';
import { parseWireLanguage } from '../http/request-context';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import { APP_PATHS } from '../../src/config/paths';

const pageQuery = v.looseObject({ lang: optionalText(5) });
const streamQuery = v.looseObject({ ticket: optionalText(100), after: optionalInt(0, 2_000_000_000) });
const sendPayload = v.object({ body: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CHAT_MESSAGE_MAX)) });

/** A member may not flood the operators: this many messages per minute. */
const SEND_LIMIT_PER_MINUTE = 20;

function ticketHeader(request: FastifyRequest): string | undefined {
  const raw = request.headers['x-chat-ticket'];
  return typeof raw === 'string' ? raw : undefined;
}

/**
 * The chat page the launch call's chatUrl opens, and its three calls:
 * history, send, and a Server-Sent Events stream of new messages. Every
 * call carries the chat ticket (a header; the stream, which EventSource
 * cannot give headers, a query parameter).
 */
export function registerChatPageRoutes(app: FastifyInstance, { db }: AppContext): void {
  const sent = new Map<number, number[]>();
  const serve = eventStreamServer(app, db);
  const requireTicket = async (raw: string | undefined): Promise<ChatTicket> => {
    const ticket = await resolveChatTicket(db, raw);
    if (!ticket) throw new WpsError(MESSAGE_ERROR_CODES.chatTicketInvalid, 'chatTicketInvalid');
    return ticket;
  };

  app.get(CHAT_PAGE_PATHS.page, async (request, reply) => {
    const q = parseInput(pageQuery, request.query);
    const lang = parseWireLanguage(q.lang) ?? 'VI';
    const nonce = randomBytes(16).toString('base64');
    return reply.headers(chatPageHeaders(nonce)).send(chatPage(lang, APP_PATHS.message, nonce));
  });

  defineRoute(app, {
    method: 'GET', url: CHAT_PAGE_PATHS.history, reply: chatHistoryValueSchema,
    handler: async ({ request, reply }) => {
      const ticket = await requireTicket(ticketHeader(request));
      const list = await chatHistory(db, ticket.memberId);
      await markChatRead(db, ticket.memberId);
      reply.header('Cache-Control', 'no-store');
      return ok({ list, backUrl: ticket.backUrl ?? APP_PATHS.message });
    },
  });

  defineRoute(app, {
    method: 'POST', url: CHAT_PAGE_PATHS.send, reply: chatMessageSchema,
    handler: async ({ request }) => {
      const ticket = await requireTicket(ticketHeader(request));
      const body = parseInput(sendPayload, request.body);
      const now = Date.now();
      const recent = (sent.get(ticket.memberId) ?? []).filter((at) => now - at < 60_000);
      if (recent.length >= SEND_LIMIT_PER_MINUTE) throw new WpsError('TOO_MANY_REQUESTS', 'tooManyRequests', 429);
      sent.set(ticket.memberId, [...recent, now]);
      return ok(await postChatMessage(db, { merchantCode: ticket.merchantCode, memberId: ticket.memberId, sender: 'member', body: body.body }));
    },
  });

  app.get(CHAT_PAGE_PATHS.stream, async (request, reply) => {
    const q = parseInput(streamQuery, request.query);
    const ticket = await resolveChatTicket(db, q.ticket);
    if (!ticket) return sendExpiredStream(reply);
    const lastEventId = Number(request.headers['last-event-id']);
    let last = Number.isInteger(lastEventId) && lastEventId > 0 ? lastEventId : (q.after ?? 0);
    // One read at a time; events arriving during it ask for one more round.
    let reading = false;
    let again = false;
    const catchUp = async (live: LiveStream) => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          for (const message of await chatHistory(db, ticket.memberId, last)) {
            if (message.id <= last) continue;
            last = message.id;
            live.send(JSON.stringify(message), message.id);
            if (message.sender === 'operator') void markChatRead(db, ticket.memberId).catch(() => undefined);
          }
        } while (again);
      } catch {
        // the next event, or the page's reconnection, reads again
      } finally {
        reading = false;
      }
    };
    // New messages arrive as events on the member channel from any instance (docs/decisions/0063);
    // a full read only at the start and after the server's listening was interrupted.
    return serve(request, reply, {
      registry: chatStreams,
      memberId: ticket.memberId,
      merchantCode: ticket.merchantCode,
      sessionHash: ticket.sessionHash,
      retryMs: 2000,
      stillValid: () => resolveChatTicket(db, q.ticket).then((now) => now !== null, () => true),
      onOpen: (live) => catchUp(live),
      onEvent: (live, event) => {
        if (event.kind === 'chat' && event.id > last) void catchUp(live);
      },
      onResync: (live) => void catchUp(live),
    });
  });
}
