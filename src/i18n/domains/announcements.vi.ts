/** Vietnamese texts of announcements and notices. */
export const announcementsVi = {
  none: 'Chưa có thông báo',
  unread: 'Mới',
  column_title: 'Tiêu đề',
  hide_today: 'Không hiển thị lại hôm nay',
  more: 'Xem thêm {{count}} thông báo',
  column_date: 'Ngày bắt đầu',
};
