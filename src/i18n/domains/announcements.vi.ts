/** Vietnamese texts of announcements and notices. */
export const announcementsVi = {
  none: 'Chưa có thông báo',
  unread: 'Mới',
  column_title: 'Tiêu đề',
  column_date: 'Ngày bắt đầu',
};
