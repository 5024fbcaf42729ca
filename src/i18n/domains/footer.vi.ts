/** Vietnamese texts of the site footer (home): payment, support, 18+ and licence. */
export const footerVi = {
  payment_title: 'Phương thức thanh toán',
  pay_bank: 'Ngân hàng',
  pay_vietqr: 'VietQR',
  pay_momo: 'MoMo',
  pay_zalopay: 'ZaloPay',
  pay_card: 'Thẻ cào',
  support_title: 'Hỗ trợ 24/7',
  support_chat: 'Chat trực tuyến',
  support_email: 'Email',
  support_help: 'Trợ giúp',
  age_label: 'Chỉ dành cho người từ 18 tuổi',
  responsible: 'Chỉ dành cho người từ 18 tuổi trở lên. Hãy chơi có trách nhiệm: đặt giới hạn nạp, nghỉ ngơi thường xuyên và dừng lại khi không còn vui.',
  licence: 'Hoạt động theo giấy phép và dưới sự giám sát của cơ quan quản lý trò chơi của nhà điều hành.',
};
