import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '../../platform/online-status';
import { memberKey, useSession } from '../../platform/session';

/**
 * One member event stream while a member is signed in and online
 * (docs/decisions/0063): the balance, orders, inbox and chat counts change
 * on screen as they change on the server. Without it (offline, a browser
 * without EventSource, a stream that keeps failing, its code not loadable)
 * the queries still refetch on window focus and on reconnect
 * (src/app/query-client.ts). The stream's code loads with the first
 * signed-in moment, not with a guest's first visit (docs/decisions/0087).
 */
export function useMemberEvents(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const online = useOnline();
  const member = memberKey(session);
  const signedIn = session !== null;
  useEffect(() => {
    if (!signedIn || !online || typeof EventSource === 'undefined') return;
    let ended = false;
    let stop: (() => void) | null = null;
    import('./stream').then(
      ({ openMemberStream }) => {
        if (!ended) stop = openMemberStream(queryClient, member);
      },
      () => {
        // not loadable (offline before the worker cached it): the refetches above stand in
      },
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [queryClient, member, signedIn, online]);
}
