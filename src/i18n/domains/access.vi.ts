/** Vietnamese texts of access and first steps in the shell: the trial strip and the call to register, the registration form's marks, a new account's welcome. */
export const accessVi = {
  trial_player: 'Người chơi thử',
  trial_strip: 'Bạn đang chơi thử.',
  trial_open_account: 'Mở tài khoản thật',
  // ---- registration: optional fields, the username checked as typed, the welcome
  optional: 'không bắt buộc',
  username_checking: 'Đang kiểm tra tên đăng nhập…',
  username_available: '✓ Tên đăng nhập có thể sử dụng',
  welcome_title: 'Chào mừng, {{name}}!',
  welcome_text: 'Tài khoản của bạn đã sẵn sàng. Số dư hiện tại: {{balance}}.',
  welcome_deposit: 'Nạp tiền ngay',
  welcome_deposit_hint: 'Nạp tiền để chơi thật, rút tiền thắng và nhận khuyến mãi nạp đầu.',
  welcome_trial: 'Chơi thử bằng số dư chơi thử',
  welcome_trial_hint: 'Chơi thử dùng một tài khoản thử riêng; đăng nhập lại bằng {{name}} khi muốn chơi thật.',
  welcome_later: 'Xem sảnh trò chơi',
  trial_cta_title: 'Cần tài khoản thật',
  trial_cta_text: 'Tài khoản chơi thử không nạp, rút tiền hay nhận tin nhắn được. Đăng ký miễn phí trong một phút để nạp tiền, rút tiền thắng và nhận khuyến mãi.',
  trial_cta_register: 'Đăng ký tài khoản thật',
  trial_cta_keep: 'Tiếp tục chơi thử',
};
