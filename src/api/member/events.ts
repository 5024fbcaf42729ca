import * as v from 'valibot';
import { MEMBER_EVENT_PATHS, memberEventSchema, streamTicketValueSchema, type MemberEvent } from '../../../contract/events';
import { apiRequest } from '../client';
import { apiHosts } from '../../platform/api-failover';

/** A one-use ticket for the member event stream (EventSource cannot send the Authorization header). */
export function fetchMemberEventTicket(): Promise<string> {
  return apiRequest({ method: 'POST', path: MEMBER_EVENT_PATHS.ticket, schema: streamTicketValueSchema }).then((value) => value.ticket);
}

/** On the API host in use: after a domain failover the stream reconnects to the new host (docs/decisions/0082). */
export function memberEventStreamUrl(ticket: string): string {
  return `${apiHosts().current()}${MEMBER_EVENT_PATHS.stream}?ticket=${encodeURIComponent(ticket)}`;
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
