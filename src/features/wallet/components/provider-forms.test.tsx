import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_PATHS, type PaymentMethodsValue } from '../../../../contract/payments';
import type { DepositOrder } from '../../../../contract/wallet';
import { paymentKeys } from '../../../api/payments/keys';
import type * as ProviderDeposit from '../api/provider-deposit';
import { CardForm } from './card-form';
import { EwalletForm } from './ewallet-form';
import { ProviderOrder } from './provider-order';

// The card is sealed with the server's RSA key (api/encrypted-request), which is not what this test is about: its call
// is replaced, the money action around it (useMoneyAction) stays the app's own. The e-wallet call goes through fetch.
const createCardDeposit = vi.hoisted(() => vi.fn<(payload: unknown) => Promise<unknown>>());
vi.mock('../api/provider-deposit', async (importOriginal) => {
  const original = await importOriginal<typeof ProviderDeposit>();
  const { useMoneyAction } = await import('../hooks/use-money-action');
  return { ...original, useCreateCardDeposit: () => useMoneyAction(createCardDeposit) };
});

const OFFER: PaymentMethodsValue = {
  methods: [
    { method: 'MOMO', minAmount: 10_000, maxAmount: 20_000_000, feePercent: 0 },
    { method: 'ZALOPAY', minAmount: 20_000, maxAmount: 500_000, feePercent: 1.5 },
    { method: 'CARD', minAmount: 10_000, maxAmount: 1_000_000, feePercent: 0 },
  ],
  telcos: [{ telco: 'VIETTEL', feePercent: 20 }, { telco: 'MOBIFONE', feePercent: 22 }],
  faceValues: [10_000, 50_000, 100_000, 500_000],
};
const ZALOPAY = { ...OFFER.methods[1]!, method: 'ZALOPAY' as const };

const CARD_ORDER: DepositOrder = {
  id: 31, orderNo: 'D261126000031', memo: 'WPSD261126000031', accountId: null, amount: 78_000, status: 'pending', bankName: 'Mobifone',
  payerName: '', hasReceipt: false, createdAt: 0, settledAt: null,
  payment: { method: 'CARD', payAmount: 100_000, feePercent: 22, fee: 22_000, telco: 'MOBIFONE', serialTail: '0050', realValue: null, payUrl: null, failure: null },
};

const ALICE = '1:alice';
let calls: { path: string; body: unknown }[] = [];
let walletReply: () => Response;

function reply(value: unknown, success = true, errorCode: string | null = null) {
  return new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  walletReply = () => reply(null, false, 'system.error');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    return path === PAYMENT_PATHS.walletDeposit ? walletReply() : reply(null, false, 'system.error');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  createCardDeposit.mockReset();
  sessionStorage.clear();
});

function wrap(node: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return { client, ...render(<QueryClientProvider client={client}>{node}</QueryClientProvider>) };
}
const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const serialBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Số seri' });
const pinBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Mã thẻ' });
const faceSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Mệnh giá' });

describe('the e-wallet form', () => {
  it('checks the amount against the method\'s limits, shows the fee, and makes the order once; the amount survives a remount until then', async () => {
    const onDone = vi.fn();
    const first = wrap(<EwalletForm offer={ZALOPAY} presets={[10_000, 100_000, 1_000_000]} member={ALICE} onDone={onDone} />);
    // only the presets within 20,000 – 500,000
    expect(within(screen.getByRole('group', { name: 'Chọn nhanh số tiền' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['100.000']);
    type(screen.getByRole('textbox', { name: 'Số tiền' }), '10.000');
    fireEvent.click(screen.getByRole('button', { name: 'Thanh toán qua ZaloPay' }));
    expect(await screen.findByText('Số tiền tối thiểu là 20.000')).toBeTruthy();
    expect(calls.filter((c) => c.path === PAYMENT_PATHS.walletDeposit)).toEqual([]);

    type(screen.getByRole('textbox', { name: 'Số tiền' }), '200.000');
    expect(screen.getByTestId('ewallet-fee').textContent).toBe('Phí 1,5% (3.000): bạn nhận 197.000');
    first.unmount();

    const second = wrap(<EwalletForm offer={ZALOPAY} presets={[]} member={ALICE} onDone={onDone} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Số tiền' }).value).toBe('200.000');
    const order = { ...CARD_ORDER, amount: 197_000, bankName: 'ZaloPay', payment: { ...CARD_ORDER.payment!, method: 'ZALOPAY' as const, telco: null, serialTail: null, payUrl: 'http://localhost/sandbox/pay/pay_x?lang=vi' } };
    walletReply = () => reply(order);
    fireEvent.click(screen.getByRole('button', { name: 'Thanh toán qua ZaloPay' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const sent = calls.filter((c) => c.path === PAYMENT_PATHS.walletDeposit);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ method: 'ZALOPAY', amount: 200_000 });
    second.unmount();
    wrap(<EwalletForm offer={ZALOPAY} presets={[]} member={ALICE} onDone={onDone} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Số tiền' }).value).toBe('');
  });

  it('words a switched-off method and reloads what is offered', async () => {
    const { client } = wrap(<EwalletForm offer={ZALOPAY} presets={[]} member={ALICE} onDone={() => {}} />);
    client.setQueryData(paymentKeys.methods(), OFFER);
    walletReply = () => reply({ method: 'ZALOPAY' }, false, 'payment.method.off');
    type(screen.getByRole('textbox', { name: 'Số tiền' }), '100.000');
    fireEvent.click(screen.getByRole('button', { name: 'Thanh toán qua ZaloPay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Phương thức này vừa tạm ngưng, vui lòng chọn phương thức khác');
    await waitFor(() => expect(client.getQueryState(paymentKeys.methods())?.isInvalidated).toBe(true));
  });
});

describe('the scratch-card form', () => {
  it('validates face value, serial and PIN in words, sends the card, and keeps everything but the PIN', async () => {
    const onDone = vi.fn();
    const first = wrap(<CardForm offer={OFFER} member={ALICE} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nạp thẻ' }));
    expect(screen.getByText('Vui lòng chọn mệnh giá thẻ')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập số seri')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mã thẻ')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Mobifone' }));
    fireEvent.change(faceSelect(), { target: { value: '100000' } });
    expect(screen.getByTestId('card-fee').textContent).toContain('thẻ đúng mệnh giá được cộng 78.000');
    type(serialBox(), '1234 5678 9');
    type(pinBox(), '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Nạp thẻ' }));
    expect(screen.getByText('Số seri gồm 10–16 chữ số')).toBeTruthy();
    expect(screen.getByText('Mã thẻ gồm 10–16 chữ số')).toBeTruthy();
    expect(createCardDeposit).not.toHaveBeenCalled();

    type(serialBox(), '1234 5678 9012 0050');
    type(pinBox(), '9182 7364 5546');
    // the draft never holds the PIN
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('918273645546');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('9182 7364 5546');
    createCardDeposit.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Nạp thẻ' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    first.unmount();

    const second = wrap(<CardForm offer={OFFER} member={ALICE} onDone={onDone} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Mobifone' }).checked).toBe(true);
    expect(faceSelect().value).toBe('100000');
    expect(serialBox().value).toBe('1234 5678 9012 0050');
    expect(pinBox().value).toBe('');
    type(pinBox(), '918273645546');
    createCardDeposit.mockResolvedValueOnce(CARD_ORDER);
    fireEvent.click(screen.getByRole('button', { name: 'Nạp thẻ' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(CARD_ORDER));
    expect(createCardDeposit.mock.calls.at(-1)![0]).toMatchObject({ telco: 'MOBIFONE', faceValue: 100_000, serial: '1234567890120050', pin: '918273645546' });
    second.unmount();

    wrap(<CardForm offer={OFFER} member={ALICE} onDone={onDone} />);
    expect(serialBox().value).toBe('');
    expect(faceSelect().value).toBe('');
  });

  it('shows a card worth less than declared: its real value, the fee and what was credited', () => {
    const settled: DepositOrder = {
      ...CARD_ORDER, status: 'approved', amount: 39_000, settledAt: 1,
      payment: { ...CARD_ORDER.payment!, realValue: 50_000, fee: 11_000 },
    };
    wrap(<ProviderOrder order={{ ...settled, payment: settled.payment! }} onAgain={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Nạp tiền thành công' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Thẻ khai báo 100.000 nhưng có giá trị thực 50.000: tiền được cộng theo giá trị thực, trừ phí nhà mạng.');
    expect(screen.getByTestId('card-real-value').textContent).toBe('50.000');
    expect(screen.getByTestId('deposit-fee').textContent).toBe('11.000');
    expect(screen.getByTestId('deposit-credited').textContent).toBe('39.000');
    expect(screen.getByText('Phí (22%)')).toBeTruthy();
  });
});
