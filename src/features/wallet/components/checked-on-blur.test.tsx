import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DepositAccountsValue, FundsValue } from '../../../../contract/wallet';
import { BindCardForm } from './bind-card-form';
import { DepositForm } from './deposit-form';
import { WithdrawForm } from './withdraw-form';

/**
 * Issue 27: the money forms check a field when the player leaves it (not
 * only on submit), with the messages they had; an empty field merely
 * tabbed past says nothing until a submit.
 */

vi.mock('../api/withdraw', async () => {
  const { useMoneyAction } = await import('../hooks/use-money-action');
  return { useCreateWithdrawal: () => useMoneyAction(async () => null) };
});

const ACCOUNTS: DepositAccountsValue = {
  accounts: [{ id: 1, method: 'BANK', bankCode: 'VCB', bankName: 'Vietcombank', accountName: 'WPS', accountNumber: '0071001234567', bankBin: '970436', minAmount: 50_000, maxAmount: 50_000_000 }],
  presets: [100_000],
};

const FUNDS: FundsValue = {
  sumBalance: 5_000_000, heldBalance: 0, payeeName: 'Nguyễn Văn A', fundsPasswordSet: true, fundsPasswordLockedUntil: null,
  bankCards: [{ id: 11, bankCode: 'VCB', bankName: 'Vietcombank', cardNumberMasked: '****1111', holderName: 'Nguyễn Văn A' }],
  mobileMasked: null, emailMasked: null, withdrawMin: 100_000, withdrawMax: 10_000_000,
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, value: null, message: null, errorCode: 'system.error' }), { headers: { 'Content-Type': 'application/json' } }));
});
afterEach(() => vi.unstubAllGlobals());

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('checked on blur', () => {
  it('deposit: an amount under the minimum is said when the field is left; the payer name once it was typed and emptied', () => {
    wrap(<DepositForm value={ACCOUNTS} member="1:blur" onDone={() => {}} />);
    const amount = screen.getByRole('textbox', { name: 'Số tiền' });
    const payer = screen.getByLabelText('Tên người chuyển');
    fireEvent.blur(amount);
    fireEvent.blur(payer);
    expect(alerts()).toEqual([]);
    type(amount, '10.000');
    expect(alerts()).toEqual([]);
    fireEvent.blur(amount);
    expect(alerts()).toEqual(['Số tiền tối thiểu là 50.000']);
    type(payer, 'A');
    fireEvent.blur(payer);
    type(payer, '');
    expect(alerts()).toEqual(['Số tiền tối thiểu là 50.000', 'Vui lòng nhập tên người chuyển']);
    type(amount, '100.000');
    expect(alerts()).toEqual(['Vui lòng nhập tên người chuyển']);
  });

  it('withdraw: a funds password of two digits is said when the field is left', () => {
    wrap(<WithdrawForm funds={FUNDS} member="1:blur" onDone={() => {}} />);
    const pin = screen.getByLabelText('Mật khẩu rút tiền');
    type(pin, '12');
    fireEvent.blur(pin);
    expect(alerts()).toEqual(['Vui lòng nhập mật khẩu rút tiền (6 chữ số)']);
  });

  it('bank card: a card number too short is said when the field is left', () => {
    wrap(<BindCardForm payeeName={null} onDone={() => {}} />);
    const number = screen.getByLabelText('Số thẻ / số tài khoản');
    type(number, '123');
    expect(alerts()).toEqual([]);
    fireEvent.blur(number);
    expect(alerts()).toEqual(['Số thẻ gồm 6–19 chữ số']);
  });
});
