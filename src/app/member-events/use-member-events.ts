import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchMemberEventTicket, memberEventStreamUrl, parseMemberEvent } from '../../api/member/events';
import { useOnline } from '../../platform/online-status';
import { memberKey, useSession } from '../../platform/session';
import { applyMemberEvent, refreshAfterGap } from './apply-event';
import { connectMemberEvents } from './connect';

/**
 * One member event stream while a member is signed in and online
 * (docs/decisions/0063): the balance, orders, inbox and chat counts change
 * on screen as they change on the server. Without it (offline, a browser
 * without EventSource, a stream that keeps failing) the queries still
 * refetch on window focus and on reconnect (src/app/query-client.ts).
 */
export function useMemberEvents(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const online = useOnline();
  const member = memberKey(session);
  const signedIn = session !== null;
  useEffect(() => {
    if (!signedIn || !online || typeof EventSource === 'undefined') return;
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
  }, [queryClient, member, signedIn, online]);
}
