/**
 * The live chat page's open event streams in this process
 * (docs/decisions/0048): each holds a socket and a file descriptor for
 * hours, so they are capped, CHAT_STREAMS_PER_MEMBER per member (so per
 * session too: a session belongs to one member) and CHAT_STREAMS_MAX in all
 * (inside the process's STREAMS_MAX). How streams are served and end with
 * their session: server/http/event-streams.ts.
 */
import { StreamRegistry } from '../http/event-streams';

/** Tabs of one member's chat page open at once; a fourth is refused (429). */
export const CHAT_STREAMS_PER_MEMBER = 3;
/** Chat streams of the whole process; beyond it the server answers busy (503, Retry-After), as the overload guard does. */
export const CHAT_STREAMS_MAX = 1000;

export const chatStreams = new StreamRegistry(CHAT_STREAMS_PER_MEMBER, CHAT_STREAMS_MAX);
