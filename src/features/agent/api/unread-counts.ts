import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { GAME_PATHS, announcementsValueSchema } from '../../../../contract';
import { MESSAGE_PATHS, unreadCountValueSchema } from '../../../../contract/messages';
import { memberKey } from '../../../api/games/queries';
import { MERCHANT_CODE } from '../../../config/env';
import { useSession } from '../../../platform/session';

/** Inbox unread (CSP_unreadCount) for the news/mail entry's badge. */
export const inboxUnreadQuery = (member: string) =>
  queryOptions({
    queryKey: ['agent', member, 'inboxUnread'] as const,
    queryFn: ({ signal }) => apiRequest({ path: MESSAGE_PATHS.inboxUnread, schema: unreadCountValueSchema, signal }),
    staleTime: 30_000,
  });

/** Unread agent announcements (types A) for the footer's badge. */
export const agentNoticesUnreadQuery = (member: string) =>
  queryOptions({
    queryKey: ['agent', member, 'noticesUnread'] as const,
    queryFn: async ({ signal }) => {
      const value = await apiRequest({
        path: GAME_PATHS.announcements, query: { types: 'A', platform: 'M', merchantCode: MERCHANT_CODE }, schema: announcementsValueSchema, signal,
      });
      return value.player.filter((item) => !item.read).length;
    },
    staleTime: 30_000,
  });

export function useInboxUnread(enabled: boolean) {
  return useQuery({ ...inboxUnreadQuery(memberKey(useSession())), enabled }).data ?? 0;
}

export function useAgentNoticesUnread() {
  return useQuery(agentNoticesUnreadQuery(memberKey(useSession()))).data ?? 0;
}
