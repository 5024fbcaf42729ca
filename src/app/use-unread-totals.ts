import { useQuery } from '@tanstack/react-query';
import { announcementsQuery, LIST_TYPES } from '../api/announcements/announcements';
import { useWireLanguage } from '../i18n/use-language';
import { useMessageCounts } from '../features/messages/hooks/use-message-counts';
import { unreadTotal } from '../features/messages/model/counts';
import { memberKey, useSession } from '../platform/session';

/**
 * The unread counts of the message centre: inbox and chat (messages
 * feature) plus the announcements the player has not opened (the same list
 * and read marks the announcement page shows). The footer's member tab, the
 * side menu and the installed app's icon show the total.
 */
export function useUnreadTotals() {
  const session = useSession();
  const messages = useMessageCounts();
  const announcements = useQuery({
    ...announcementsQuery({ types: LIST_TYPES }, memberKey(session), useWireLanguage()),
    enabled: messages.rules.announcements,
    select: (value) => value.player.filter((item) => !item.read).length,
  }).data ?? 0;
  const counts = { inbox: messages.inbox, chat: messages.chat, announcements: messages.rules.announcements ? announcements : 0 };
  return { ...counts, total: unreadTotal(counts) };
}
