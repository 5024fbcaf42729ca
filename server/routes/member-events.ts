import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../contract/envelope';
import { MEMBER_EVENT_PATHS, type MemberEvent, type StreamTicketValue, streamTicketValueSchema } from '../../contract/events';
import { defineRoute } from '../http/route';
import type { AppContext } from '../app-context';
import { requestToken, requireMember } from '../accounts/current-member';
import { memberEventStreams } from '../events/streams';
import { consumeStreamTicket, issueStreamTicket, sessionHolds, STREAM_TICKET_TTL_MS } from '../events/stream-tickets';
import { eventStreamServer, sendExpiredStream } from '../http/event-streams';
import { optionalText } from '../games/query-params';
import { parseInput } from '../http/validate';

const streamQuery = v.looseObject({ ticket: optionalText(100) });

/** The app reconnects by itself with a new ticket (src/app), so EventSource's own retry only covers a dropped connection. */
const RETRY_MS = 3000;

/**
 * The signed-in member's event stream (docs/decisions/0063): a ticket for
 * it (with the member's Authorization), then Server-Sent Events of what
 * changed for the member on any instance: balance, orders, inbox, chat.
 */
export function registerMemberEventRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const serve = eventStreamServer(app, db);

  defineRoute(app, {
    method: 'POST', url: MEMBER_EVENT_PATHS.ticket, reply: streamTicketValueSchema,
    handler: async ({ request, reply }) => {
      const member = await requireMember(context, request);
      // requireMember found the token's session live
      const ticket = await issueStreamTicket(db, { memberId: member.id, merchantCode: member.merchantCode, sessionToken: requestToken(request)! });
      reply.header('Cache-Control', 'no-store');
      return ok({ ticket, expiresIn: STREAM_TICKET_TTL_MS / 1000 } satisfies StreamTicketValue);
    },
  });

  app.get(MEMBER_EVENT_PATHS.stream, async (request, reply) => {
    const q = parseInput(streamQuery, request.query);
    const ticket = await consumeStreamTicket(db, q.ticket);
    if (!ticket) return sendExpiredStream(reply);
    const send = (live: { send(data: string): void }, event: MemberEvent) => live.send(JSON.stringify(event));
    return serve(request, reply, {
      registry: memberEventStreams,
      ...ticket,
      retryMs: RETRY_MS,
      stillValid: () => sessionHolds(db, ticket.sessionHash),
      // Nothing to read first: the app loads its screens itself, and reloads them when the stream (re)opens.
      onOpen: async () => undefined,
      onEvent: (live, event) => {
        if (event.kind !== 'session') send(live, event);
      },
      onResync: (live) => send(live, { kind: 'resync' }),
    });
  });
}
