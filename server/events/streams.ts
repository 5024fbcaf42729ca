/**
 * The app's member event streams in this process (docs/decisions/0063):
 * MEMBER_EVENT_STREAMS_PER_MEMBER per member (tabs and devices), at most
 * MEMBER_EVENT_STREAMS_MAX of them (inside the process's STREAMS_MAX, which
 * they share with the chat page's).
 */
import { MEMBER_EVENT_STREAMS_PER_MEMBER } from '../../contract/events';
import { StreamRegistry } from '../http/event-streams';
import { STREAMS_MAX } from '../http/overload';

/** Every signed-in app holds one, so they may take the whole of the process's streams. */
export const MEMBER_EVENT_STREAMS_MAX = STREAMS_MAX;

export const memberEventStreams = new StreamRegistry(MEMBER_EVENT_STREAMS_PER_MEMBER, MEMBER_EVENT_STREAMS_MAX);
