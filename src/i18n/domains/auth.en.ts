import type { authVi } from './auth.vi';

/** English texts of the accounts domain; typed against the Vietnamese keys. */
export const authEn: Record<keyof typeof authVi, string> = {
  login_soon: 'Logging in arrives in the next update.',
  open_login_page: 'Open the login page',
  open_register_page: 'Open the register page',
  open_forget_page: 'Open the forgot password page',
};
