/** Vietnamese texts of the accounts domain (login, registration, passwords). */
export const authVi = {
  login_soon: 'Đăng nhập sẽ có trong bản cập nhật tiếp theo.',
  open_login_page: 'Mở trang đăng nhập',
  open_register_page: 'Mở trang đăng ký',
  open_forget_page: 'Mở trang quên mật khẩu',
};
