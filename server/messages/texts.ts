/** A text in both languages the app speaks; the reader's language picks one. */
export interface LocalizedText {
  vi: string;
  en: string;
}

/** A plain string is the same in both languages (an operator's message). */
export type TextInput = string | LocalizedText;

export function localized(text: TextInput): LocalizedText {
  return typeof text === 'string' ? { vi: text, en: text } : text;
}

export function pick(text: LocalizedText, language: string): string {
  return language.toUpperCase() === 'EN' ? text.en : text.vi;
}

/**
 * Inbox and push texts the server writes itself. Other features (wallet,
 * promotions) call notifyMember with one of these or with their own
 * `{ vi, en }` pair.
 */
export const NOTICE_TEXTS = {
  welcome: (name: string) => ({
    title: { vi: 'Chào mừng bạn!', en: 'Welcome!' },
    body: {
      vi: `Xin chào ${name}, cảm ơn bạn đã đăng ký. Chúc bạn chơi vui vẻ!`,
      en: `Hello ${name}, thank you for registering. Have fun!`,
    },
  }),
  // amounts in each language's own notation (./money-text.ts: memberMoney)
  depositApproved: (amount: LocalizedText) => ({
    title: { vi: 'Nạp tiền thành công', en: 'Deposit approved' },
    body: { vi: `Khoản nạp ${amount.vi} đã được cộng vào ví của bạn.`, en: `Your deposit of ${amount.en} has been credited to your wallet.` },
  }),
  depositRejected: (amount: LocalizedText) => ({
    title: { vi: 'Nạp tiền bị từ chối', en: 'Deposit rejected' },
    body: { vi: `Khoản nạp ${amount.vi} đã bị từ chối.`, en: `Your deposit of ${amount.en} was rejected.` },
  }),
  withdrawalApproved: (amount: LocalizedText) => ({
    title: { vi: 'Rút tiền thành công', en: 'Withdrawal paid' },
    body: { vi: `Khoản rút ${amount.vi} đã được chuyển.`, en: `Your withdrawal of ${amount.en} has been paid.` },
  }),
  withdrawalRejected: (amount: LocalizedText) => ({
    title: { vi: 'Rút tiền bị từ chối', en: 'Withdrawal rejected' },
    body: { vi: `Khoản rút ${amount.vi} đã bị từ chối, tiền đã được hoàn lại ví.`, en: `Your withdrawal of ${amount.en} was rejected; the money is back in your wallet.` },
  }),
  promotionApproved: (bonus: LocalizedText) => ({
    title: { vi: 'Đơn khuyến mãi đã được duyệt', en: 'Promotion application approved' },
    body: { vi: `Thưởng ${bonus.vi} đã được cộng vào ví của bạn.`, en: `A bonus of ${bonus.en} was added to your wallet.` },
  }),
  /** `note`: the operator's reason, in the operator's words (not translated), when one was given. */
  promotionRejected: (note?: string | null) => {
    const reason = note?.trim();
    return {
      title: { vi: 'Đơn khuyến mãi bị từ chối', en: 'Promotion application rejected' },
      body: reason
        ? { vi: `Đơn của bạn bị từ chối. Lý do: ${reason}. Bạn có thể gửi lại đơn mới.`, en: `Your application was rejected. Reason: ${reason}. You may send a new one.` }
        : { vi: 'Đơn của bạn chưa đủ điều kiện. Bạn có thể gửi lại đơn mới.', en: 'Your application did not qualify. You may send a new one.' },
    };
  },
  chatReply: (text: string) => ({
    title: { vi: 'Tin nhắn mới từ CSKH', en: 'New message from customer service' },
    body: { vi: text, en: text },
  }),
  feedbackReplied: () => ({
    title: { vi: 'Phản hồi của bạn đã được trả lời', en: 'Your feedback has a reply' },
    body: { vi: 'Mở mục Phản hồi để xem câu trả lời.', en: 'Open Feedback to read the reply.' },
  }),
} satisfies Record<string, (...args: never[]) => { title: LocalizedText; body: LocalizedText }>;
