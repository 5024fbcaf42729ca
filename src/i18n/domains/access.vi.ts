/** Vietnamese texts of the access rules shown in the shell (trial strip). */
export const accessVi = {
  trial_strip: 'Bạn đang chơi thử.',
  trial_open_account: 'Mở tài khoản thật',
};
