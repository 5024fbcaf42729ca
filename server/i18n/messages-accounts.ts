import type { WireLanguage } from '../../src/api/contract/headers';

/** Server texts of the accounts domain (login, registration, passwords, sessions). */
export const ACCOUNT_MESSAGES = {
  notLoggedIn: {
    VI: 'Bạn chưa đăng nhập, vui lòng đăng nhập trước.',
    EN: 'You are not logged in, please login first.',
  },
} satisfies Record<string, Record<WireLanguage, string>>;
