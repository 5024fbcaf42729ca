import type { WireLanguage } from '../../contract/headers';

/** Server texts of promotions, rewards, rebate, VIP and referral. */
export const PROMOTION_MESSAGES = {
  promotionNotFound: { VI: 'Không tìm thấy khuyến mãi.', EN: 'The promotion was not found.' },
  promotionNotOpen: { VI: 'Khuyến mãi chưa bắt đầu hoặc đã kết thúc.', EN: 'The promotion has not started or has ended.' },
  promotionLimitReached: { VI: 'Bạn đã dùng hết số lần đăng ký.', EN: 'You have used all your applications.' },
  promotionPending: { VI: 'Đơn đăng ký trước đang chờ duyệt.', EN: 'Your previous application is still being reviewed.' },
  promotionRemarkTooLong: { VI: 'Ghi chú tối đa 140 ký tự.', EN: 'The remark may be at most 140 characters.' },
  promotionTooManyImages: { VI: 'Tối đa 3 hình ảnh.', EN: 'At most 3 images.' },
  promotionImageTooLarge: { VI: 'Mỗi hình tối đa 5MB.', EN: 'Each image may be at most 5 MB.' },
  promotionImageType: { VI: 'Chỉ nhận hình PNG hoặc JPG.', EN: 'Only PNG or JPG images are accepted.' },
  promotionImageUsed: { VI: 'Hình này đã được dùng cho một đơn khác.', EN: 'This image was already used in another application.' },
  promotionActionNotAllowed: { VI: 'Không thể thực hiện lúc này.', EN: 'This cannot be done now.' },
  promotionTrialRefused: { VI: 'Vui lòng đăng nhập tài khoản thật để sử dụng chức năng này', EN: 'Please login an actual account to use this function' },
  rewardNotFound: { VI: 'Phần thưởng không tồn tại hoặc đã nhận.', EN: 'The reward does not exist or was already claimed.' },
  rebateNothing: { VI: 'Chưa có hoàn trả để nhận.', EN: 'There is no rebate to claim yet.' },
} satisfies Record<string, Record<WireLanguage, string>>;
