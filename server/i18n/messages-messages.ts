import type { WireLanguage } from '../../contract/headers';

/** Server texts of the message centre: inbox, chat, customer service, feedback, push. */
export const MESSAGE_MESSAGES = {
  messagesFreeReject: {
    VI: 'Vui lòng đăng nhập tài khoản thật để sử dụng chức năng này',
    EN: 'Please login an actual account to use this function',
  },
  messageNotFound: { VI: 'Không tìm thấy tin nhắn.', EN: 'The message was not found.' },
  chatDisabled: { VI: 'Hỗ trợ trực tuyến hiện không khả dụng.', EN: 'Live chat is not available.' },
  chatTicketInvalid: { VI: 'Phiên trò chuyện đã hết hạn.', EN: 'This chat has expired.' },
  feedbackInvalid: { VI: 'Nội dung phản hồi phải từ 10 đến 200 ký tự.', EN: 'Feedback must be 10 to 200 characters.' },
  customerServiceUnknown: { VI: 'Không tìm thấy kênh hỗ trợ.', EN: 'The customer service channel was not found.' },
  pushEndpointRefused: { VI: 'Trình duyệt này không hỗ trợ thông báo.', EN: 'Notifications are not supported on this browser.' },
} satisfies Record<string, Record<WireLanguage, string>>;
