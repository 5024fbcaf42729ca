import * as v from 'valibot';

/**
 * The member's own event stream (docs/decisions/0063): what changed for the
 * signed-in member, told as it happens on any server instance, so the app
 * reloads just that. Events name kinds and ids, never contents: the app
 * reads the thing itself through its ordinary call.
 */
export const MEMBER_EVENT_PATHS = {
  /** POST with the member's Authorization: a ticket for one stream (EventSource cannot send headers). */
  ticket: '/wps/member/events/ticket',
  /** GET ?ticket=: Server-Sent Events, one JSON member event per message. */
  stream: '/wps/member/events',
} as const;

/** Streams one member may hold open at once (tabs, devices); the next is refused with 429. */
export const MEMBER_EVENT_STREAMS_PER_MEMBER = 3;

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

export const memberEventSchema = v.variant('kind', [
  /** A new chat message (either side), by id. */
  v.object({ kind: v.literal('chat'), id }),
  /** A new inbox message (or a broadcast): counts and the list change. */
  v.object({ kind: v.literal('inbox') }),
  /** The balance moved. */
  v.object({ kind: v.literal('balance') }),
  /** A deposit or withdrawal order changed state. */
  v.object({ kind: v.literal('order'), order: v.picklist(['deposit', 'withdrawal']), id, status: v.pipe(v.string(), v.maxLength(20)) }),
  /** Events may have been missed (the server's own listening was interrupted): read everything again. */
  v.object({ kind: v.literal('resync') }),
]);
export type MemberEvent = v.InferOutput<typeof memberEventSchema>;

export const streamTicketValueSchema = v.object({
  ticket: v.string(),
  /** Seconds the ticket may wait before the stream is opened with it; it opens one stream only. */
  expiresIn: v.number(),
});
export type StreamTicketValue = v.InferOutput<typeof streamTicketValueSchema>;

/** The `event:` name of the stream's last message when its session is over; the stream then ends. */
export const STREAM_EXPIRED_EVENT = 'expired';
