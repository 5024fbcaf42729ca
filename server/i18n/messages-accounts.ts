import type { WireLanguage } from '../../contract/headers';

/** Server texts of the accounts domain (login, registration, passwords, sessions). */
export const ACCOUNT_MESSAGES = {
  notLoggedIn: {
    VI: 'Bạn chưa đăng nhập, vui lòng đăng nhập trước.',
    EN: 'You are not logged in, please login first.',
  },
  loginCredErr: {
    VI: 'Tên đăng nhập hoặc mật khẩu không chính xác.',
    EN: 'Username or password is incorrect.',
  },
  notExistsUser: {
    VI: 'Xin lỗi, người dùng không tồn tại hoặc đã bị vô hiệu hóa.',
    EN: 'Sorry, the user does not exist or is disabled.',
  },
  captchaRequired: {
    VI: 'Vui lòng nhập mã xác nhận.',
    EN: 'Please enter the verification code.',
  },
  captchaInvalid: {
    VI: 'Mã xác nhận không chính xác.',
    EN: 'The verification code is incorrect.',
  },
  accountLocked: {
    VI: 'Tài khoản tạm thời bị khóa do đăng nhập sai nhiều lần, vui lòng thử lại sau.',
    EN: 'The account is temporarily locked after repeated failed logins, please try again later.',
  },
  usernameTaken: {
    VI: 'Xin lỗi, tên đăng nhập đã tồn tại.',
    EN: 'Sorry, the username already exists.',
  },
  mobileTaken: {
    VI: 'Số điện thoại đã được sử dụng.',
    EN: 'This mobile number is already in use.',
  },
  affiliateInvalid: {
    VI: 'Mã mời không hợp lệ.',
    EN: 'Invalid invitation code.',
  },
  smsCodeInvalid: {
    VI: 'Mã xác minh không chính xác hoặc đã hết hạn.',
    EN: 'The verification code is incorrect or has expired.',
  },
  smsTooFrequent: {
    VI: 'Gửi mã quá thường xuyên, vui lòng thử lại sau.',
    EN: 'Codes are requested too often, please try again later.',
  },
  emailMismatch: {
    VI: 'Email không khớp với tài khoản.',
    EN: 'The email does not match the account.',
  },
  oldPasswordWrong: {
    VI: 'Mật khẩu cũ không chính xác.',
    EN: 'The old password is incorrect.',
  },
  fieldInvalid: {
    VI: 'Thông tin nhập không hợp lệ.',
    EN: 'A field is not valid.',
  },
  encryptionRequired: {
    VI: 'Yêu cầu này phải được mã hóa.',
    EN: 'This request must be encrypted.',
  },
  encryptionInvalid: {
    VI: 'Không thể giải mã yêu cầu, vui lòng thử lại.',
    EN: 'The request could not be decrypted, please try again.',
  },
  encryptionStale: {
    VI: 'Yêu cầu đã quá hạn, vui lòng kiểm tra đồng hồ thiết bị và thử lại.',
    EN: 'The request is out of date, please check the device clock and try again.',
  },
  encryptionReplayed: {
    VI: 'Yêu cầu này đã được gửi trước đó.',
    EN: 'This request was already sent.',
  },
  resetLinkInvalid: {
    VI: 'Liên kết đặt lại mật khẩu không hợp lệ, đã hết hạn hoặc đã được sử dụng.',
    EN: 'The password reset link is invalid, expired or already used.',
  },
  trialDisabled: {
    VI: 'Chức năng chơi thử hiện không khả dụng.',
    EN: 'Free play is not available.',
  },
  trialTicketInvalid: {
    VI: 'Phiên chơi thử đã hết hạn, vui lòng bấm Chơi thử lại.',
    EN: 'This free trial has expired, please tap Free trial again.',
  },
  trialNoPassword: {
    VI: 'Tài khoản chơi thử không có mật khẩu để đổi. Vui lòng đăng nhập tài khoản thật để sử dụng chức năng này.',
    EN: 'A trial account has no password to change. Please login an actual account to use this function.',
  },
  withdrawDailyCount: {
    VI: 'Bạn đã dùng hết số lần rút tiền hôm nay theo cấp VIP của mình. Vui lòng thử lại vào ngày mai.',
    EN: 'You have used all of today\'s withdrawals your VIP level allows. Please try again tomorrow.',
  },
  withdrawDailyAmount: {
    VI: 'Số tiền rút vượt quá hạn mức hôm nay theo cấp VIP của bạn.',
    EN: 'The amount is above what your VIP level allows you to withdraw today.',
  },
  noPermission: {
    VI: 'Xin lỗi, tài khoản này không có quyền hoặc chức năng tạm thời không khả dụng.',
    EN: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  },
  noLoginPermission: {
    VI: 'Tài khoản chưa có quyền đăng nhập.',
    EN: 'The account has no login permission yet.',
  },
  modifyNewOldSame: {
    VI: 'Mật khẩu mới và mật khẩu cũ không được giống nhau.',
    EN: 'The new password and the old password cannot be the same.',
  },
  challengeInvalid: {
    VI: 'Xác minh không thành công, vui lòng thử lại.',
    EN: 'Verification failed, please try again.',
  },
  tooManyRequests: {
    VI: 'Quá nhiều yêu cầu, vui lòng thử lại sau.',
    EN: 'Too many requests, please try again later.',
  },
  // Texts of the messages the sender delivers; {code}, {password}, {username} are filled in.
  smsCodeText: {
    VI: 'Mã xác minh của bạn là {code}. Mã có hiệu lực trong 60 giây.',
    EN: 'Your verification code is {code}. It is valid for 60 seconds.',
  },
  recoveryEmailSubject: {
    VI: 'Đặt lại mật khẩu của bạn',
    EN: 'Reset your password',
  },
  recoveryEmailText: {
    VI: 'Xin chào {username}, mở liên kết sau trong {minutes} phút để đặt mật khẩu mới: {link} Liên kết chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu hiện tại vẫn giữ nguyên.',
    EN: 'Hello {username}, open this link within {minutes} minutes to set a new password: {link} The link works once. If you did not ask for it, ignore this email: your current password stays as it is.',
  },
} satisfies Record<string, Record<WireLanguage, string>>;
