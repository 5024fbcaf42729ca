import type { LocalizedText } from '../messages/texts';

/**
 * Inbox and push texts of provider payments (docs/decisions/0071), amounts
 * and percentages in each language's notation (server/messages/money-text.ts).
 */
export const PAYMENT_TEXTS = {
  /** A card counted for less than (or as) declared: what it was worth, the telco's fee, and what was credited. */
  cardCredited: (p: { telco: string; face: LocalizedText; real: LocalizedText; fee: LocalizedText; feePercent: LocalizedText; credited: LocalizedText; lower: boolean }) => ({
    title: { vi: 'Nạp thẻ cào thành công', en: 'Scratch card credited' },
    body: {
      vi: `${p.lower ? `Thẻ ${p.telco} khai báo ${p.face.vi} có giá trị thực ${p.real.vi}.` : `Thẻ ${p.telco} ${p.real.vi} hợp lệ.`} `
        + `Phí nhà mạng ${p.feePercent.vi} (${p.fee.vi}); ${p.credited.vi} đã được cộng vào ví của bạn.`,
      en: `${p.lower ? `The ${p.telco} card declared as ${p.face.en} is worth ${p.real.en}.` : `The ${p.telco} card of ${p.real.en} is valid.`} `
        + `Telco fee ${p.feePercent.en} (${p.fee.en}); ${p.credited.en} has been credited to your wallet.`,
    },
  }),
  cardInvalid: (p: { telco: string; face: LocalizedText }) => ({
    title: { vi: 'Thẻ cào không hợp lệ', en: 'Scratch card refused' },
    body: {
      vi: `Thẻ ${p.telco} ${p.face.vi} không hợp lệ hoặc đã được sử dụng. Không có tiền nào được cộng.`,
      en: `The ${p.telco} card of ${p.face.en} is invalid or already used. Nothing was credited.`,
    },
  }),
  /** An e-wallet payment that did not go through (expired or failed at the provider); a member's own cancel is not told. */
  walletFailed: (p: { wallet: string; amount: LocalizedText }) => ({
    title: { vi: `Thanh toán ${p.wallet} không thành công`, en: `${p.wallet} payment not completed` },
    body: {
      vi: `Thanh toán ${p.amount.vi} qua ${p.wallet} không hoàn tất. Không có tiền nào bị trừ; bạn có thể nạp lại.`,
      en: `The ${p.amount.en} payment through ${p.wallet} was not completed. Nothing was charged; you may deposit again.`,
    },
  }),
} satisfies Record<string, (...args: never[]) => { title: LocalizedText; body: LocalizedText }>;
