import type { footerVi } from './footer.vi';

/** English texts of the site footer (home): payment, support, 18+ and licence. */
export const footerEn: typeof footerVi = {
  payment_title: 'Payment methods',
  pay_bank: 'Bank transfer',
  pay_vietqr: 'VietQR',
  pay_momo: 'MoMo',
  pay_zalopay: 'ZaloPay',
  pay_card: 'Scratch cards',
  support_title: '24/7 support',
  support_chat: 'Live chat',
  support_email: 'Email',
  support_help: 'Help',
  age_label: 'Adults aged 18 and over only',
  responsible: 'For adults aged 18 and over only. Play responsibly: set deposit limits, take regular breaks and stop when it stops being fun.',
  licence: "Operated under licence and supervised by the operator's gaming regulator.",
};
