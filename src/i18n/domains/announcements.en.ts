import type { announcementsVi } from './announcements.vi';

/** English texts of announcements and notices; typed against the Vietnamese keys. */
export const announcementsEn: Record<keyof typeof announcementsVi, string> = {
  none: 'No announcement',
  unread: 'New',
  column_title: 'Title',
  hide_today: 'Do not show again today',
  more: 'See {{count}} more notices',
  column_date: 'Start date',
};
