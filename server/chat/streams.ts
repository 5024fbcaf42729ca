/**
 * The live chat's open event streams in this process (docs/decisions/0048).
 * Each holds a socket, a file descriptor and two timers for hours, so they
 * are capped: CHAT_STREAMS_PER_MEMBER per member (so per session too: a
 * session belongs to one member), CHAT_STREAMS_MAX in all. And a stream
 * must not outlive the session its ticket came from (security review L2):
 * logout ends the session's streams at once, a password change or reset
 * makes the member's streams re-check their ticket, and every stream
 * re-checks it on its periodic catch-up anyway (a revocation by another
 * process or straight in the database).
 */

/** Tabs of one member's chat page open at once; a fourth is refused (429). */
export const CHAT_STREAMS_PER_MEMBER = 3;
/** Streams of the whole process; beyond it the server answers busy (503, Retry-After), as the overload guard does. */
export const CHAT_STREAMS_MAX = 1000;

export interface OpenChatStream {
  memberId: number;
  sessionHash: string;
  /** Ends the stream telling the page its chat has expired. */
  expire(): void;
  /** Checks the ticket again now; expires the stream when it no longer holds. */
  recheck(): void;
}

const streams = new Set<OpenChatStream>();

export type StreamAdmission = 'admitted' | 'member-full' | 'server-full';

/** Registers a stream unless its member or the server is at the cap. */
export function admitChatStream(stream: OpenChatStream): StreamAdmission {
  if (streams.size >= CHAT_STREAMS_MAX) return 'server-full';
  let ofMember = 0;
  for (const open of streams) if (open.memberId === stream.memberId) ofMember += 1;
  if (ofMember >= CHAT_STREAMS_PER_MEMBER) return 'member-full';
  streams.add(stream);
  return 'admitted';
}

export function releaseChatStream(stream: OpenChatStream): void {
  streams.delete(stream);
}

export function openChatStreamCount(): number {
  return streams.size;
}

/** Logout: the session is over, its streams end now. */
export function endChatStreamsOfSession(sessionHash: string): void {
  for (const stream of [...streams]) if (stream.sessionHash === sessionHash) stream.expire();
}

/** Password change or reset revoked some of the member's sessions: each stream checks its own. */
export function recheckChatStreamsOfMember(memberId: number): void {
  for (const stream of [...streams]) if (stream.memberId === memberId) stream.recheck();
}
