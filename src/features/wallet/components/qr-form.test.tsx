import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QR_DEPOSIT_PATHS, type DepositPromotion, type QrChannelOffer } from '../../../../contract/qr-deposits';
import type { DepositOrder } from '../../../../contract/wallet';
import { ProviderOrder } from './provider-order';
import { QrForm } from './qr-form';

/** The QR channels' form and order (docs/decisions/0103), against a stubbed server. */
const WECHAT: QrChannelOffer = { channel: 'WECHAT', minAmount: 100_000, maxAmount: 5_000_000, feePercent: 0 };
const FIRST: DepositPromotion = { id: 1, title: 'Thưởng nạp đầu 100%', bonusPercent: 100, maxBonus: 300_000, minDeposit: 200_000 };
const ALICE = '1:alice';

const ORDER: DepositOrder = {
  id: 7, orderNo: 'D261127000007', memo: '', accountId: null, amount: 250_000, status: 'pending', bankName: 'WeChat Pay', payerName: '',
  hasReceipt: false, createdAt: 0, settledAt: null, promotion: { id: 1, bonus: 250_000, status: 'pending' },
  payment: { method: 'WECHAT', payAmount: 250_000, feePercent: 0, fee: 0, telco: null, serialTail: null, realValue: null, failure: null, payUrl: 'https://pay.example.com/p/1', qr: 'https://pay.example.com/p/1' },
};

let calls: { path: string; body: unknown }[] = [];
let promotions: () => Response;

function reply(value: unknown, success = true, errorCode: string | null = null) {
  return new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  promotions = () => reply({ promotions: [FIRST] });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (path === QR_DEPOSIT_PATHS.promotions) return promotions();
    if (path === QR_DEPOSIT_PATHS.deposit) return reply(ORDER);
    return reply(null, false, 'system.error');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function wrap(node: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{node}</QueryClientProvider>);
}
const amountBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Số tiền' });
const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });

describe('the QR channel form', () => {
  it('sends the channel, the amount and the promotion picked, once the amount reaches the promotion\'s minimum', async () => {
    const done = vi.fn();
    wrap(<QrForm offer={WECHAT} presets={[]} member={ALICE} onDone={done} />);
    // the first render also loads the wallet's texts and the promotions: more than findBy's default second on a busy machine
    const group = await screen.findByRole('group', { name: 'Khuyến mãi kèm lệnh nạp' }, { timeout: 10_000 });
    fireEvent.click(within(group).getByRole('radio', { name: /Thưởng nạp đầu 100%/ }));
    type(amountBox(), '150000');
    expect(within(group).getByRole('alert').textContent).toMatch(/^Khuyến mãi này cần nạp từ 200\.000/);
    fireEvent.click(screen.getByRole('button', { name: 'Tạo mã QR WeChat Pay' }));
    expect(calls.some((c) => c.path === QR_DEPOSIT_PATHS.deposit)).toBe(false);

    type(amountBox(), '250000');
    expect(screen.getByTestId('promotion-estimate').textContent).toMatch(/^Thưởng dự kiến 250\.000/);
    fireEvent.click(screen.getByRole('button', { name: 'Tạo mã QR WeChat Pay' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(ORDER));
    expect(calls.find((c) => c.path === QR_DEPOSIT_PATHS.deposit)!.body).toMatchObject({ channel: 'WECHAT', amount: 250_000, promotionId: 1, gateway: 3 });
  });

  it('keeps the amount and the promotion across a reload of the form', async () => {
    const first = wrap(<QrForm offer={WECHAT} presets={[]} member={ALICE} onDone={() => undefined} />);
    fireEvent.click(within(await screen.findByRole('group', { name: 'Khuyến mãi kèm lệnh nạp' }, { timeout: 10_000 })).getByRole('radio', { name: /Thưởng nạp đầu/ }));
    type(amountBox(), '300000');
    first.unmount();

    wrap(<QrForm offer={WECHAT} presets={[]} member={ALICE} onDone={() => undefined} />);
    expect(amountBox().value).toBe('300000');
    expect(within(await screen.findByRole('group', { name: 'Khuyến mãi kèm lệnh nạp' })).getByRole<HTMLInputElement>('radio', { name: /Thưởng nạp đầu/ }).checked).toBe(true);
  });

  it('drops a promotion picked earlier that is no longer offered (used up or ended)', async () => {
    promotions = () => reply({ promotions: [{ ...FIRST, id: 2, title: 'Khác' }] });
    sessionStorage.setItem(`walletPayDraft:qr:${ALICE}`, JSON.stringify({ amountText: '300000', promotionId: 1 }));
    wrap(<QrForm offer={WECHAT} presets={[]} member={ALICE} onDone={() => undefined} />);
    const group = await screen.findByRole('group', { name: 'Khuyến mãi kèm lệnh nạp' }, { timeout: 10_000 });
    await waitFor(() => expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Không nhận khuyến mãi' }).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Tạo mã QR WeChat Pay' }));
    await waitFor(() => expect(calls.find((c) => c.path === QR_DEPOSIT_PATHS.deposit)?.body).toMatchObject({ amount: 300_000, promotionId: null }));
  });

  it('offers a retry when the promotions fail to load, and deposits without one meanwhile', async () => {
    promotions = () => reply(null, false, 'system.error');
    wrap(<QrForm offer={WECHAT} presets={[]} member={ALICE} onDone={() => undefined} />);
    const retry = await screen.findByRole('button', { name: 'Thử lại' }, { timeout: 10_000 });
    type(amountBox(), '100000');
    fireEvent.click(screen.getByRole('button', { name: 'Tạo mã QR WeChat Pay' }));
    await waitFor(() => expect(calls.find((c) => c.path === QR_DEPOSIT_PATHS.deposit)?.body).toMatchObject({ amount: 100_000, promotionId: null }));
    promotions = () => reply({ promotions: [FIRST] });
    fireEvent.click(retry);
    expect(await screen.findByRole('group', { name: 'Khuyến mãi kèm lệnh nạp' })).toBeTruthy();
  });
});

describe('a QR channel\'s order', () => {
  it('shows its code and promised bonus, and offers a pay URL only on the channel\'s schemes', async () => {
    const { unmount } = wrap(<ProviderOrder order={{ ...ORDER, payment: { ...ORDER.payment!, payUrl: 'weixin://wxpay/bizpayurl?pr=abc' } }} onAgain={() => undefined} />);
    expect(await screen.findByRole('img', { name: /^Mã QR thanh toán 250\.000.* qua WeChat Pay$/ }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('deposit-bonus').textContent).toMatch(/^250\.000.* \(cộng khi nạp thành công\)$/);
    expect(screen.getByRole('link', { name: 'Thanh toán trên điện thoại này' }).getAttribute('href')).toBe('weixin://wxpay/bizpayurl?pr=abc');
    unmount();

    // another app's scheme, or script, is no link
    for (const payUrl of ['alipays://platformapi/startapp', 'javascript:alert(1)']) {
      const view = wrap(<ProviderOrder order={{ ...ORDER, payment: { ...ORDER.payment!, payUrl } }} onAgain={() => undefined} />);
      await screen.findByRole('img', { name: /Mã QR/ });
      expect(screen.queryByRole('link')).toBeNull();
      view.unmount();
    }
  });
});
