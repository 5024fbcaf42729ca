import type { QueryClient } from '@tanstack/react-query';
import type { MemberEvent } from '../../../contract/events';
import { messageKeys } from '../../api/messages/keys';
import { refreshBalance } from '../../api/wallet/balance';
import { refreshOrder, walletKeys } from '../../features/wallet/api/keys';

/**
 * What each member event makes stale (docs/decisions/0063). Invalidating
 * reloads what a screen shows now and marks the rest stale for its next
 * visit, so an event costs requests only where it is seen.
 */
export function applyMemberEvent(queryClient: QueryClient, member: string, event: MemberEvent): Promise<void> {
  switch (event.kind) {
    case 'balance':
      return refreshBalance(queryClient);
    case 'order':
      return refreshOrder(queryClient, member, event.order);
    case 'inbox':
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.inboxUnread(member) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.inboxLists(member) }),
      ]).then(() => undefined);
    case 'chat':
      return queryClient.invalidateQueries({ queryKey: messageKeys.chatUnread(member) });
    case 'resync':
      return refreshAfterGap(queryClient, member);
  }
}

/** The stream (re)opened or the server lost its own listening: anything may have changed meanwhile. */
export function refreshAfterGap(queryClient: QueryClient, member: string): Promise<void> {
  return Promise.all([
    refreshBalance(queryClient),
    queryClient.invalidateQueries({ queryKey: walletKeys.depositOrders(member) }),
    queryClient.invalidateQueries({ queryKey: walletKeys.deposits(member) }),
    queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals(member) }),
    queryClient.invalidateQueries({ queryKey: messageKeys.inboxUnread(member) }),
    queryClient.invalidateQueries({ queryKey: messageKeys.chatUnread(member) }),
  ]).then(() => undefined);
}
