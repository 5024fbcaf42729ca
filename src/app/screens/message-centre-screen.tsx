import MessageCenterPage from '../../features/messages/components/message-center-page';
import { useUnreadTotals } from '../use-unread-totals';

/** The message centre with the announcements' unread count (announcements feature), composed by the app. */
export default function MessageCentreScreen() {
  return <MessageCenterPage announcementUnread={useUnreadTotals().announcements} />;
}
