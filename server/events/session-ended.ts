import type { Db } from '../db/db';
import { endStreamsOfSession, recheckStreamsOfMember } from '../http/event-streams';
import { publishMemberEvent } from './member-events';

/**
 * Some of the member's sessions ended (a password change or reset): this
 * process's streams of the member check theirs now, and every other
 * instance's hear it on the member channel (docs/decisions/0048, 0063).
 * Called after the revocation committed; never fails the request: the
 * streams' own periodic check still catches it.
 */
export async function memberSessionsEnded(db: Db, memberId: number): Promise<void> {
  recheckStreamsOfMember(memberId);
  await publishMemberEvent(db, memberId, { kind: 'session' }).catch((error: unknown) => {
    console.warn('could not tell other instances that a session ended:', error instanceof Error ? error.message : error);
  });
}

/** Logout: this session's streams end at once here; elsewhere on the event. */
export async function sessionLoggedOut(db: Db, memberId: number | null, sessionHash: string): Promise<void> {
  endStreamsOfSession(sessionHash);
  if (memberId !== null) await memberSessionsEnded(db, memberId);
}
