import * as v from 'valibot';
import { API_BASE } from '../../config/env';
import { MEMBER_EVENT_PATHS, memberEventSchema, streamTicketValueSchema, type MemberEvent } from '../../../contract/events';
import { apiRequest } from '../client';

/** A one-use ticket for the member event stream (EventSource cannot send the Authorization header). */
export function fetchMemberEventTicket(): Promise<string> {
  return apiRequest({ method: 'POST', path: MEMBER_EVENT_PATHS.ticket, schema: streamTicketValueSchema }).then((value) => value.ticket);
}

export function memberEventStreamUrl(ticket: string): string {
  return `${API_BASE}${MEMBER_EVENT_PATHS.stream}?ticket=${encodeURIComponent(ticket)}`;
}

/** One message of the stream, checked like every reply; anything else is ignored. */
export function parseMemberEvent(data: string): MemberEvent | null {
  try {
    const parsed = v.safeParse(memberEventSchema, JSON.parse(data));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
