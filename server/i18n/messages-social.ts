import type { WireLanguage } from '../../contract/headers';

/** Social sign-in refusals (server/social, docs/decisions/0078-social-sign-in-oidc.md). */
export const SOCIAL_MESSAGES = {
  socialCancelled: {
    VI: 'Bạn đã huỷ đăng nhập. Vui lòng thử lại nếu muốn tiếp tục.',
    EN: 'You cancelled the sign-in. Try again if you want to continue.',
  },
  socialFailed: {
    VI: 'Đăng nhập bằng tài khoản mạng xã hội không thành công, vui lòng thử lại.',
    EN: 'Signing in with your social account failed, please try again.',
  },
  socialStateInvalid: {
    VI: 'Phiên đăng nhập đã hết hạn hoặc đã được dùng, vui lòng thử lại.',
    EN: 'This sign-in has expired or was already used, please try again.',
  },
  socialTicketInvalid: {
    VI: 'Liên kết tài khoản mạng xã hội đã hết hạn, vui lòng đăng nhập lại bằng tài khoản đó.',
    EN: 'The social account link has expired, please sign in with it again.',
  },
  socialAlreadyLinked: {
    VI: 'Tài khoản này đã liên kết với một tài khoản khác của nhà cung cấp này.',
    EN: 'This account is already linked to another account of this provider.',
  },
} satisfies Record<string, Record<WireLanguage, string>>;
