import type { QueryClient } from '@tanstack/react-query';
import { fetchMemberEventTicket, memberEventStreamUrl, parseMemberEvent } from '../../api/member/events';
import { applyMemberEvent, refreshAfterGap } from './apply-event';
import { connectMemberEvents } from './connect';

/**
 * Opens the member's event stream and applies what it says; returns the
 * stop. A module of its own, loaded when a member is signed in: a guest's
 * first visit never needs the event schemas (docs/decisions/0087).
 */
export function openMemberStream(queryClient: QueryClient, member: string): () => void {
  let opened = false;
  return connectMemberEvents({
    ticket: fetchMemberEventTicket,
    url: memberEventStreamUrl,
    open: (url) => new EventSource(url),
    parse: parseMemberEvent,
    // The first opening follows the screens' own first loads; a reopening may follow a gap.
    onOpen: () => {
      if (opened) void refreshAfterGap(queryClient, member);
      opened = true;
    },
    onEvent: (event) => void applyMemberEvent(queryClient, member, event),
  });
}
