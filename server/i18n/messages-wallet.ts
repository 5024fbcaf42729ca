import type { WireLanguage } from '../../contract/headers';

/** Server texts of the wallet (the client shows its own translation of each code first). */
export const WALLET_MESSAGES = {
  freeReject: {
    VI: 'Vui lòng đăng nhập tài khoản thật để sử dụng chức năng này',
    EN: 'Please login an actual account to use this function',
  },
  walletRefused: {
    VI: 'Yêu cầu không được chấp nhận, vui lòng kiểm tra lại thông tin.',
    EN: 'The request was not accepted, please check the details.',
  },
} satisfies Record<string, Record<WireLanguage, string>>;
