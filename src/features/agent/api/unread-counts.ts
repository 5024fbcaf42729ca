import { useQuery } from '@tanstack/react-query';
import { inboxUnreadQuery } from '../../../api/messages/inbox-unread';
import { AGENT_TYPES, announcementsQuery } from '../../../api/announcements/announcements';
import { useWireLanguage } from '../../../i18n/use-language';
import { memberKey, useSession } from '../../../platform/session';

/** Inbox unread (CSP_unreadCount) for the news/mail entry's badge: the message centre's own count. */
export function useInboxUnread(enabled: boolean) {
  return useQuery(inboxUnreadQuery(memberKey(useSession()), enabled)).data ?? 0;
}

/** Unread agent announcements (types A) for the footer's badge: the agent notice list's own answer. */
export function useAgentNoticesUnread() {
  const query = announcementsQuery({ types: AGENT_TYPES }, memberKey(useSession()), useWireLanguage());
  return useQuery({ ...query, staleTime: 30_000, select: (value) => value.player.filter((item) => !item.read).length }).data ?? 0;
}
