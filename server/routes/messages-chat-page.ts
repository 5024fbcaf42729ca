import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { CHAT_MESSAGE_MAX, CHAT_PAGE_PATHS, MESSAGE_ERROR_CODES, type ChatMessage } from '../../contract/messages';
import type { AppContext } from '../app-context';
import { CHAT_CATCH_UP_MS, subscribeChat } from '../chat/bus';
import { chatHistory, markChatRead, postChatMessage, resolveChatTicket, type ChatTicket } from '../chat/chat';
import { chatPage, chatPageHeaders } from '../chat/page';
import { admitChatStream, CHAT_STREAMS_PER_MEMBER, releaseChatStream, type OpenChatStream } from '../chat/streams';
import { ERROR_CODES } from '../../contract/error-codes';
import { sendBusy } from '../http/overload';
import { optionalInt, optionalText } from '../games/query-params';
import { parseWireLanguage } from '../http/request-context';
import { parseInput } from '../http/validate';
import { WpsError } from '../http/wps-error';
import { APP_PATHS } from '../../src/config/paths';

const pageQuery = v.looseObject({ lang: optionalText(5) });
const streamQuery = v.looseObject({ ticket: optionalText(100), after: optionalInt(0, 2_000_000_000) });
const sendPayload = v.object({ body: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CHAT_MESSAGE_MAX)) });

/** Comments keep proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** Seconds a refused stream is told to wait when the server holds CHAT_STREAMS_MAX. */
const STREAMS_FULL_RETRY_AFTER_SECONDS = 30;
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
  // Open streams end when the server closes, or close() would wait for the clients forever.
  const open = new Set<(how: 'destroyed') => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end('destroyed');
  });
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

  app.get(CHAT_PAGE_PATHS.history, async (request, reply) => {
    const ticket = await requireTicket(ticketHeader(request));
    const list = await chatHistory(db, ticket.memberId);
    await markChatRead(db, ticket.memberId);
    reply.header('Cache-Control', 'no-store');
    return ok({ list, backUrl: ticket.backUrl ?? APP_PATHS.message });
  });

  app.post(CHAT_PAGE_PATHS.send, async (request) => {
    const ticket = await requireTicket(ticketHeader(request));
    const body = parseInput(sendPayload, request.body);
    const now = Date.now();
    const recent = (sent.get(ticket.memberId) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= SEND_LIMIT_PER_MINUTE) throw new WpsError('TOO_MANY_REQUESTS', 'tooManyRequests', 429);
    sent.set(ticket.memberId, [...recent, now]);
    return ok(await postChatMessage(db, { merchantCode: ticket.merchantCode, memberId: ticket.memberId, sender: 'member', body: body.body }));
  });

  app.get(CHAT_PAGE_PATHS.stream, async (request, reply) => {
    const q = parseInput(streamQuery, request.query);
    const ticket = await resolveChatTicket(db, q.ticket);
    const lastEventId = Number(request.headers['last-event-id']);
    let last = Number.isInteger(lastEventId) && lastEventId > 0 ? lastEventId : (q.after ?? 0);
    // Admitted before the answer starts, so a refusal is an ordinary envelope (server/chat/streams.ts).
    let ended = false;
    let end: (how: 'expired' | 'closed' | 'destroyed') => void = () => undefined;
    const stream: OpenChatStream = {
      memberId: ticket?.memberId ?? 0,
      sessionHash: ticket?.sessionHash ?? '',
      expire: () => end('expired'),
      recheck: () => void stillValid().then((valid) => valid || end('expired')),
    };
    const stillValid = () => resolveChatTicket(db, q.ticket).then((now) => now !== null, () => true);
    if (ticket) {
      const admission = admitChatStream(stream);
      if (admission === 'server-full') return sendBusy(request, reply, STREAMS_FULL_RETRY_AFTER_SECONDS);
      if (admission === 'member-full') throw new WpsError(ERROR_CODES.tooManyRequests, 'tooManyRequests', 429, { max: CHAT_STREAMS_PER_MEMBER });
    }
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // nginx and similar proxies would otherwise hold the events back
      'X-Accel-Buffering': 'no',
      // a hijacked answer's connection is not reused (the server could not close it when idle)
      Connection: 'close',
    });
    if (!ticket) {
      out.end('event: expired\ndata: {}\n\n');
      return;
    }
    out.write('retry: 2000\n\n');
    const send = (message: ChatMessage) => {
      if (ended || message.id <= last) return;
      last = message.id;
      out.write(`id: ${message.id}\ndata: ${JSON.stringify(message)}\n\n`);
      if (message.sender === 'operator') void markChatRead(db, ticket.memberId).catch(() => undefined);
    };
    const catchUp = async () => {
      try {
        // A session revoked elsewhere (another process, the database) ends the stream here within a round.
        if (!(await stillValid())) return end('expired');
        for (const message of await chatHistory(db, ticket.memberId, last)) send(message);
      } catch {
        // the next round tries again
      }
    };
    const unsubscribe = subscribeChat(ticket.memberId, send);
    const poll = setInterval(() => void catchUp(), CHAT_CATCH_UP_MS);
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    end = (how) => {
      if (ended) return;
      ended = true;
      open.delete(end);
      releaseChatStream(stream);
      unsubscribe();
      clearInterval(poll);
      clearInterval(heartbeat);
      if (how === 'destroyed') out.destroy();
      else if (!out.writableEnded) out.end(how === 'expired' ? 'event: expired\ndata: {}\n\n' : undefined);
    };
    open.add(end);
    out.on('close', () => end('closed'));
    // Gone before the listener was on: nothing will report it closing.
    if (out.destroyed) end('closed');
    await catchUp();
  });
}
