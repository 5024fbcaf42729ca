import type { WireLanguage } from '../../contract/headers';

/** Server texts of the KYC centre (the client shows its own translation of each code first). */
export const KYC_MESSAGES = {
  kycNameInvalid: { VI: 'Họ tên phải giống trên giấy tờ (2–100 chữ cái).', EN: 'Enter the full name as printed on the document (2–100 letters).' },
  kycBirthDateInvalid: { VI: 'Ngày sinh không hợp lệ.', EN: 'The date of birth is not valid.' },
  kycUnderAge: { VI: 'Bạn phải đủ 18 tuổi.', EN: 'You must be at least 18 years old.' },
  kycDocNumberInvalid: { VI: 'Số giấy tờ không đúng định dạng.', EN: 'The document number is not in the right format.' },
  kycImageMissing: { VI: 'Vui lòng tải lên đủ ảnh mặt trước, mặt sau và ảnh chân dung.', EN: 'Please upload the front, the back and a selfie.' },
  kycImageInvalid: { VI: 'Ảnh không hợp lệ hoặc đã được dùng.', EN: 'An image is not valid or was already used.' },
  kycPending: { VI: 'Hồ sơ xác minh trước đang chờ duyệt.', EN: 'Your previous verification is still being reviewed.' },
  kycAlreadyVerified: { VI: 'Tài khoản đã được xác minh.', EN: 'Your account is already verified.' },
  kycRequiredForWithdrawal: {
    VI: 'Vui lòng xác minh danh tính (KYC) trước khi rút tiền lần đầu.',
    EN: 'Please verify your identity (KYC) before your first withdrawal.',
  },
} satisfies Record<string, Record<WireLanguage, string>>;
