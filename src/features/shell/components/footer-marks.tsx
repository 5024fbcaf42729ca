/**
 * Generic marks for the footer's payment and support chips, drawn here (no
 * third-party logos): a bank, a QR code, a wallet, a card, a chat bubble, an envelope and a help sign. 24×24, paths only.
 */
const MARKS = {
  bank: { bg: '#1f6f5c', d: 'M12 3 3 8v2h18V8Zm-7 8v6h2v-6Zm4 0v6h2v-6Zm4 0v6h2v-6Zm4 0v6h2v-6ZM3 19v2h18v-2Z' },
  vietqr: { bg: '#d71920', d: 'M3 3h7v7H3Zm2 2v3h3V5Zm9-2h7v7h-7Zm2 2v3h3V5ZM3 14h7v7H3Zm2 2v3h3v-3Zm9-2h3v3h-3Zm3 3h4v4h-3v-2h-1Zm-3 2h2v2h-2Zm5-5h2v2h-2Z' },
  // e-wallets and scratch cards: a generic wallet and a card in colours players know them by, no brand artwork
  momo: { bg: '#a50064', d: 'M4 6h14a2 2 0 0 1 2 2v1h-5a3 3 0 0 0 0 6h5v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Zm11 5h7v2h-7a1 1 0 0 1 0-2ZM5 3h10v2H5Z' },
  zalopay: { bg: '#0068ff', d: 'M4 6h14a2 2 0 0 1 2 2v1h-5a3 3 0 0 0 0 6h5v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Zm11 5h7v2h-7a1 1 0 0 1 0-2ZM5 3h10v2H5Z' },
  card: { bg: '#9a6a00', d: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 3v2h16V8Zm0 5v2h7v-2Zm9 0v2h5v-2Z' },
  chat: { bg: '#2b3245', d: 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm3 6a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Z' },
  email: { bg: '#2b3245', d: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3Zm.9-.4L12 11.6 19.1 7Z' },
  help: { bg: '#2b3245', d: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1 14v2h2v-2Zm1-10a4 4 0 0 0-4 4h2a2 2 0 1 1 2 2 1 1 0 0 0-1 1v2h2v-1.2A4 4 0 0 0 12 6Z' },
} as const;

export type MarkName = keyof typeof MARKS;

export function FooterMark({ name }: { name: MarkName }) {
  const mark = MARKS[name];
  return (
    <svg className="site-footer__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={mark.bg} />
      <path transform="translate(4 4)" d={mark.d} fill="#fff" fillRule="evenodd" />
    </svg>
  );
}
