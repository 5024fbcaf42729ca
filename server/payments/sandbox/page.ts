/**
 * The sandbox provider's hosted pay page (docs/decisions/0071): what the
 * member sees on the provider's side of an e-wallet payment. Rendered by
 * the server, no script: the amount and the order, Confirm and Cancel as a
 * form post, then the outcome with the way back to the merchant. Vietnamese
 * or English (`?lang=`). It says plainly that it is a sandbox.
 */
import { moneyText, type MoneyLanguage, type MoneySymbol } from '../../../contract/money-format';
import type { SandboxSession } from './sandbox-provider';
import { SANDBOX_PAY_PATH } from './sandbox-provider';
import { GATEWAY } from '../../../contract/payments';

/** The page names a secret (its reference) in its address: never cached, never sent on as a referrer, never framed. */
export const SANDBOX_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
} as const;

const TEXTS = {
  vi: {
    gateway: 'Cổng thanh toán thử nghiệm',
    sandbox: 'Môi trường thử nghiệm (sandbox): không có tiền thật nào được chuyển. Xác nhận để mô phỏng một thanh toán thành công.',
    pay_to: 'Thanh toán cho',
    order: 'Mã đơn hàng',
    amount: 'Số tiền',
    wallet: 'Ví',
    confirm: 'Xác nhận thanh toán',
    cancel: 'Hủy thanh toán',
    succeeded: 'Thanh toán thành công',
    succeeded_text: 'Nhà cung cấp đã báo cho {merchant}. Số dư của bạn sẽ được cập nhật ngay.',
    cancelled: 'Đã hủy thanh toán',
    cancelled_text: 'Không có tiền nào bị trừ.',
    expired: 'Phiên thanh toán đã hết hạn',
    expired_text: 'Không có tiền nào bị trừ. Vui lòng tạo lệnh nạp mới.',
    back: 'Quay lại {merchant}',
    returning: 'Tự động quay lại sau vài giây.',
    language: 'Ngôn ngữ',
  },
  en: {
    gateway: 'Sandbox payment gateway',
    sandbox: 'Sandbox: no real money moves. Confirm to simulate a successful payment.',
    pay_to: 'Pay to',
    order: 'Order number',
    amount: 'Amount',
    wallet: 'Wallet',
    confirm: 'Confirm payment',
    cancel: 'Cancel payment',
    succeeded: 'Payment successful',
    succeeded_text: 'The provider has told {merchant}. Your balance will be updated right away.',
    cancelled: 'Payment cancelled',
    cancelled_text: 'Nothing was charged.',
    expired: 'Payment session expired',
    expired_text: 'Nothing was charged. Please make a new deposit order.',
    back: 'Back to {merchant}',
    returning: 'Returning automatically in a few seconds.',
    language: 'Language',
  },
} satisfies Record<MoneyLanguage, Record<string, string>>;

const BRANDS = {
  MOMO: { name: 'MoMo', color: '#a50064', soft: '#fbe7f3' },
  ZALOPAY: { name: 'ZaloPay', color: '#0068ff', soft: '#e6f0ff' },
  ALIPAY: { name: 'Alipay', color: '#0e5fd8', soft: '#e8f1ff' },
  QQ: { name: 'QQ Wallet', color: '#0a6fa8', soft: '#e3f6fe' },
  WECHAT: { name: 'WeChat Pay', color: '#05803a', soft: '#e2f6ea' },
} as const;

/** Seconds the outcome stays on screen before the page returns to the merchant by itself. */
export const RETURN_AFTER_SECONDS = 4;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CSS = `
*{box-sizing:border-box}
html,body{margin:0;background:#f4f5f8;color:#1d1f29;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:440px;margin:0 auto;padding:16px 16px 32px;display:flex;flex-direction:column;gap:14px}
.gateway-web main{max-width:720px;padding:32px}
.bar{display:flex;flex-direction:column;gap:4px}
.brand{display:flex;align-items:center;gap:10px}
.logo{flex-shrink:0;width:40px;height:40px;border-radius:10px;display:flex;align-items:center;justify-content:center;color:#fff;font-size:14px;font-weight:800}
.names{display:flex;flex-direction:column;line-height:1.25}
.wallet-name{font-weight:800;font-size:20px}
.gateway{font-size:13px;color:#5b5f73;font-weight:600}
.langs{display:flex;gap:6px;font-size:13px;align-self:flex-end}
.langs a{color:#5b5f73;text-decoration:none;padding:6px 8px;border-radius:8px;min-height:32px;display:inline-flex;align-items:center}
.langs a[aria-current="true"]{background:#e3e5ec;color:#1d1f29;font-weight:700}
.card{background:#fff;border-radius:16px;padding:18px;box-shadow:0 1px 3px #0000001a;display:flex;flex-direction:column;gap:12px}
.note{margin:0;padding:10px 12px;border-radius:10px;font-size:14px}
dl{margin:0;display:flex;flex-direction:column;gap:10px}
dl div{display:flex;justify-content:space-between;gap:12px;align-items:baseline}
dt{color:#5b5f73;font-size:14px}
dd{margin:0;font-weight:700;text-align:right;overflow-wrap:anywhere}
.amount{font-size:28px;font-weight:800;text-align:center;margin:4px 0 0;font-variant-numeric:tabular-nums}
form{display:flex;flex-direction:column;gap:10px}
button,.back{min-height:48px;border-radius:12px;font:inherit;font-weight:700;font-size:17px;border:0;cursor:pointer;display:flex;align-items:center;justify-content:center;text-decoration:none}
.confirm{color:#fff}
.cancel{background:#fff;color:#1d1f29;border:1px solid #c9ccd8}
h1{margin:0;font-size:22px;text-align:center}
.outcome{text-align:center;margin:0;color:#3b3f52}
.mark{width:56px;height:56px;border-radius:50%;margin:0 auto;display:flex;align-items:center;justify-content:center;font-size:30px;font-weight:800;color:#fff}
.ok{background:#1f9d55}.no{background:#8a8fa3}
.small{font-size:13px;color:#5b5f73;text-align:center;margin:0}
`;

export interface PageModel {
  session: SandboxSession;
  lang: MoneyLanguage;
  merchantName: string;
  symbol: MoneySymbol | null;
}

const fill = (text: string, merchant: string) => escapeHtml(text).replace('{merchant}', escapeHtml(merchant));

export function sandboxPayPage({ session, lang, merchantName, symbol }: PageModel): string {
  const t = TEXTS[lang];
  const brand = BRANDS[session.method];
  const here = `${SANDBOX_PAY_PATH}/${encodeURIComponent(session.ref)}`;
  const langs = `<nav class="langs" aria-label="${t.language}">${(['vi', 'en'] as const).map((l) =>
    `<a href="${here}?lang=${l}" lang="${l}" aria-current="${l === lang}">${l === 'vi' ? 'Tiếng Việt' : 'English'}</a>`).join('')}</nav>`;
  const head = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`;
  const title = (text: string) => `<title>${escapeHtml(text)}</title><style>${CSS}</style>`;
  const bar = `<header class="bar">${langs}<div class="brand"><span class="logo" style="background:${brand.color}" aria-hidden="true">${brand.name.slice(0, 2)}</span>`
    + `<span class="names"><span class="wallet-name">${brand.name}</span><span class="gateway">${t.gateway}</span></span></div></header>`;
  const amount = escapeHtml(moneyText(lang, session.amount, symbol));
  const details = `<dl><div><dt>${t.pay_to}</dt><dd>${escapeHtml(merchantName)}</dd></div><div><dt>${t.order}</dt><dd>${escapeHtml(session.orderNo)}</dd></div>`
    + `<div><dt>${t.wallet}</dt><dd>${brand.name}</dd></div></dl>`;
  const status = session.status === 'open' && session.lapsed ? 'expired' : session.status;
  if (status === 'open') {
    return `${head}${title(`${brand.name}: ${t.confirm}`)}</head><body class="${session.gateway === GATEWAY.WEB ? 'gateway-web' : 'gateway-mobile'}"><main>${bar}<section class="card" aria-labelledby="amount-label">`
      + `<p class="note" style="background:${brand.soft}">${t.sandbox}</p>`
      + `<div><div id="amount-label" class="small">${t.amount}</div><p class="amount">${amount}</p></div>${details}`
      + `<form method="post" action="${here}?lang=${lang}">`
      + `<button class="confirm" style="background:${brand.color}" name="action" value="confirm">${t.confirm}</button>`
      + `<button class="cancel" name="action" value="cancel">${t.cancel}</button></form></section></main></body></html>`;
  }
  const paid = status === 'succeeded';
  const heading = paid ? t.succeeded : status === 'cancelled' ? t.cancelled : t.expired;
  const text = paid ? t.succeeded_text : status === 'cancelled' ? t.cancelled_text : t.expired_text;
  const back = escapeHtml(session.returnUrl);
  return `${head}<meta http-equiv="refresh" content="${RETURN_AFTER_SECONDS};url=${back}">${title(heading)}</head><body class="${session.gateway === GATEWAY.WEB ? 'gateway-web' : 'gateway-mobile'}"><main>${bar}`
    + `<section class="card" aria-labelledby="outcome"><div class="mark ${paid ? 'ok' : 'no'}" aria-hidden="true">${paid ? '✓' : '✕'}</div>`
    + `<h1 id="outcome">${heading}</h1><p class="amount">${amount}</p><p class="outcome">${fill(text, merchantName)}</p>${details}`
    + `<a class="back confirm" style="background:${brand.color}" href="${back}">${fill(t.back, merchantName)}</a>`
    + `<p class="small">${t.returning}</p></section></main></body></html>`;
}
