/**
 * Publishing to the member event channel (docs/decisions/0063): a NOTIFY on
 * one database channel, so an event written by any server instance (an
 * operator command, a bank notification, a second server on the same
 * PostgreSQL) reaches the streams open on every instance. Call it with the
 * transaction that makes the change: the event then leaves at its commit,
 * and never for a change that rolled back.
 *
 * Balance events leave after the commit instead (sendMemberEventAfterCommit,
 * docs/decisions/0100): a NOTIFY inside a money transaction made every
 * commit wait for PostgreSQL's notify lock.
 */
import type { MemberEvent } from '../../contract/events';
import type { Db } from '../db/db';

export const MEMBER_EVENTS_CHANNEL = 'member_events';

/**
 * What travels on the channel: the member events the app sees (minus
 * `resync`, which the server says itself), and `session`, for the server
 * alone: a session of the member ended, its streams check theirs.
 */
export type ChannelEvent = Exclude<MemberEvent, { kind: 'resync' }> | { kind: 'session' };

/** On the wire: `m` a member, or `b` a merchant (a broadcast to all its members); `e` the event. */
export type ChannelMessage = { m: number; e: ChannelEvent } | { b: string; e: ChannelEvent };

/** The channel's payload for one member's event (a caller that NOTIFYs within its own statement sends this). */
export function memberEventMessage(memberId: number, event: ChannelEvent): string {
  return JSON.stringify({ m: memberId, e: event } satisfies ChannelMessage);
}

export async function publishMemberEvent(db: Db, memberId: number, event: ChannelEvent): Promise<void> {
  await db.notify(MEMBER_EVENTS_CHANNEL, memberEventMessage(memberId, event));
}

/**
 * The event once the caller's transaction has committed (at once outside
 * one; never for a rollback), coalesced with the instance's other events
 * of the moment into one notification round (Db.publish,
 * docs/decisions/0100). An instance that dies in between loses it: only for
 * events whose state the app also reads again when its stream reconnects
 * or it comes back to the foreground (balance).
 */
export function sendMemberEventAfterCommit(db: Db, memberId: number, event: ChannelEvent): void {
  db.publish(MEMBER_EVENTS_CHANNEL, memberEventMessage(memberId, event));
}

/** One event for every member of the merchant (an inbox broadcast): one notification, not one per member. */
export async function publishMerchantEvent(db: Db, merchantCode: string, event: ChannelEvent): Promise<void> {
  await db.notify(MEMBER_EVENTS_CHANNEL, JSON.stringify({ b: merchantCode, e: event } satisfies ChannelMessage));
}
