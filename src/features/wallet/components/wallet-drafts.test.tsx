import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WALLET_PATHS, type DepositAccountsValue, type DepositOrder, type FundsValue, type WithdrawOrder } from '../../../../contract/wallet';
import { DepositForm } from './deposit-form';
import { WithdrawForm } from './withdraw-form';

// The withdrawal is sealed with the server's RSA key (api/encrypted-request), which is not what this test is about: its
// call is replaced, the money action around it (useMoneyAction) stays the app's own.
const createWithdrawal = vi.hoisted(() => vi.fn<(payload: unknown) => Promise<unknown>>());
vi.mock('../api/withdraw', async () => {
  const { useMoneyAction } = await import('../hooks/use-money-action');
  return { useCreateWithdrawal: () => useMoneyAction(createWithdrawal) };
});

const ACCOUNTS: DepositAccountsValue = {
  accounts: [
    { id: 1, method: 'BANK', bankCode: 'VCB', bankName: 'Vietcombank', accountName: 'WPS', accountNumber: '0071001234567', bankBin: '970436', minAmount: 50_000, maxAmount: 50_000_000 },
    { id: 2, method: 'BANK', bankCode: 'TCB', bankName: 'Techcombank', accountName: 'WPS', accountNumber: '19031234567890', bankBin: '970407', minAmount: 50_000, maxAmount: 50_000_000 },
  ],
  presets: [100_000, 200_000],
};

const ORDER: DepositOrder = {
  id: 7, orderNo: 'D7', memo: 'WPSD7', accountId: 2, amount: 1_250_000, status: 'pending', bankName: 'Techcombank',
  payerName: 'Nguyễn Văn A', hasReceipt: false, createdAt: 0, settledAt: null,
};

const FUNDS: FundsValue = {
  sumBalance: 5_000_000, heldBalance: 0, payeeName: 'Nguyễn Văn A', fundsPasswordSet: true, fundsPasswordLockedUntil: null,
  bankCards: [
    { id: 11, bankCode: 'VCB', bankName: 'Vietcombank', cardNumberMasked: '****1111', holderName: 'Nguyễn Văn A' },
    { id: 12, bankCode: 'ACB', bankName: 'ACB', cardNumberMasked: '****2222', holderName: 'Nguyễn Văn A' },
  ],
  mobileMasked: null, emailMasked: null, withdrawMin: 100_000, withdrawMax: 10_000_000,
};

const WITHDRAWN: WithdrawOrder = { id: 9, orderNo: 'W9', amount: 300_000, status: 'pending', bankName: 'ACB', cardNumberMasked: '****2222', createdAt: 0, settledAt: null };

const ALICE = '1:alice';
const BOB = '2:bob';

function reply(value: unknown, success = true, errorCode: string | null = null) {
  return new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });
}

/** What the order call answers; every other call (country settings, balance refresh) fails, which the forms must survive. */
let orderReply: () => Response;
beforeEach(() => {
  orderReply = () => reply(null, false, 'system.error');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return path === WALLET_PATHS.deposit ? orderReply() : reply(null, false, 'system.error');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  createWithdrawal.mockReset();
});

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const amountBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Số tiền' });
const payerBox = () => screen.getByLabelText<HTMLInputElement>('Tên người chuyển');
const type = (box: HTMLInputElement, value: string) => fireEvent.change(box, { target: { value } });

function fillDeposit() {
  fireEvent.click(screen.getByRole('radio', { name: /Techcombank/ }));
  type(amountBox(), '1.250.000');
  type(payerBox(), 'Nguyễn Văn A');
}

function fillWithdraw() {
  fireEvent.click(screen.getByRole('radio', { name: /ACB/ }));
  type(amountBox(), '300.000');
  type(screen.getByLabelText<HTMLInputElement>('Mật khẩu rút tiền'), '654321');
}

describe('deposit form draft', () => {
  it('keeps account, amount (as typed) and payer name when the form mounts again', () => {
    const first = wrap(<DepositForm value={ACCOUNTS} member={ALICE} onDone={() => {}} />);
    fillDeposit();
    first.unmount();

    wrap(<DepositForm value={ACCOUNTS} member={ALICE} onDone={() => {}} />);
    expect(amountBox().value).toBe('1.250.000');
    expect(payerBox().value).toBe('Nguyễn Văn A');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Techcombank/ }).checked).toBe(true);
  });

  it('keeps everything after a failed order, and clears it once an order is created', async () => {
    const onDone = vi.fn();
    const first = wrap(<DepositForm value={ACCOUNTS} member={ALICE} onDone={onDone} />);
    fillDeposit();
    fireEvent.click(screen.getByRole('button', { name: 'Tạo lệnh nạp và lấy mã QR' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    first.unmount();

    const second = wrap(<DepositForm value={ACCOUNTS} member={ALICE} onDone={onDone} />);
    expect(amountBox().value).toBe('1.250.000');
    expect(payerBox().value).toBe('Nguyễn Văn A');
    orderReply = () => reply(ORDER);
    fireEvent.click(screen.getByRole('button', { name: 'Tạo lệnh nạp và lấy mã QR' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(ORDER));
    second.unmount();

    wrap(<DepositForm value={ACCOUNTS} member={ALICE} onDone={onDone} />);
    expect(amountBox().value).toBe('');
    expect(payerBox().value).toBe('');
  });
});

describe('withdraw form draft', () => {
  it('keeps card and amount, never the funds password, and clears them once the order is created', async () => {
    const onDone = vi.fn();
    const first = wrap(<WithdrawForm funds={FUNDS} member={ALICE} onDone={onDone} />);
    fillWithdraw();
    first.unmount();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('654321');

    const second = wrap(<WithdrawForm funds={FUNDS} member={ALICE} onDone={onDone} />);
    expect(amountBox().value).toBe('300.000');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /ACB/ }).checked).toBe(true);
    const pin = screen.getByLabelText<HTMLInputElement>('Mật khẩu rút tiền');
    expect(pin.value).toBe('');

    type(pin, '654321');
    createWithdrawal.mockResolvedValue(WITHDRAWN);
    fireEvent.click(screen.getByRole('button', { name: 'Rút tiền' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(WITHDRAWN));
    expect(createWithdrawal.mock.calls[0]![0]).toMatchObject({ amount: 300_000, bankCardId: 12, fundsPassword: '654321' });
    second.unmount();

    wrap(<WithdrawForm funds={FUNDS} member={ALICE} onDone={onDone} />);
    expect(amountBox().value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Vietcombank/ }).checked).toBe(true);
  });
});

it("neither form shows another member's draft", () => {
  const alice = wrap(
    <>
      <DepositForm value={ACCOUNTS} member={ALICE} onDone={() => {}} />
      <WithdrawForm funds={FUNDS} member={ALICE} onDone={() => {}} />
    </>,
  );
  const [depositAmount, withdrawAmount] = screen.getAllByRole<HTMLInputElement>('textbox', { name: 'Số tiền' });
  fireEvent.click(screen.getByRole('radio', { name: /Techcombank/ }));
  type(depositAmount!, '1.250.000');
  type(payerBox(), 'Nguyễn Văn A');
  fireEvent.click(screen.getByRole('radio', { name: /ACB/ }));
  type(withdrawAmount!, '300.000');
  alice.unmount();

  wrap(
    <>
      <DepositForm value={ACCOUNTS} member={BOB} onDone={() => {}} />
      <WithdrawForm funds={FUNDS} member={BOB} onDone={() => {}} />
    </>,
  );
  expect(screen.getAllByRole<HTMLInputElement>('textbox', { name: 'Số tiền' }).map((box) => box.value)).toEqual(['', '']);
  expect(payerBox().value).toBe('');
  expect(screen.getAllByRole<HTMLInputElement>('radio', { checked: true }).map((radio) => radio.closest('label')?.textContent)).toEqual([
    expect.stringContaining('Vietcombank'),
    expect.stringContaining('Vietcombank'),
  ]);
});
