import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Copyright } from './copyright';
import type { PaymentMethodsValue } from '../../../../contract/payments';
import { paymentKeys } from '../../../api/payments/keys';
import { systemKeys } from '../../../api/system/keys';
import { statusValueFixture } from '../../../api/system/status.fixture';

const ALL_METHODS: PaymentMethodsValue = {
  methods: [
    { method: 'BANK', minAmount: null, maxAmount: null, feePercent: 0 },
    { method: 'MOMO', minAmount: 10_000, maxAmount: 20_000_000, feePercent: 0 },
    { method: 'ZALOPAY', minAmount: 10_000, maxAmount: 20_000_000, feePercent: 0 },
    { method: 'CARD', minAmount: 10_000, maxAmount: 1_000_000, feePercent: 0 },
  ],
  telcos: [{ telco: 'VIETTEL', feePercent: 20 }],
  faceValues: [10_000, 1_000_000],
};

function renderAt(path: string, merchantName?: string, methods: PaymentMethodsValue = ALL_METHODS) {
  const { hook } = memoryLocation({ path });
  const client = new QueryClient();
  // the methods the server has on, as the footer reads them (src/api/payments/methods.ts)
  client.setQueryData(paymentKeys.methods(), methods);
  if (merchantName) {
    const status = statusValueFixture();
    client.setQueryData(systemKeys.status(), { ...status, info: { ...status.info, merchantName } });
  }
  return render(
    <QueryClientProvider client={client}>
      <Router hook={hook}>
        <Copyright />
      </Router>
    </QueryClientProvider>,
  );
}

// the copyright runs to the current year: the clock says 2031
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2031, 5, 1));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Copyright and the site footer', () => {
  it('ends the home with payment, support, the 18+ notice, the licence and the copyright to this year', async () => {
    renderAt('/m/home');
    const payments = (await screen.findByRole('heading', { name: 'Phương thức thanh toán' })).closest('section')!;
    expect(within(payments).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ngân hàng', 'VietQR', 'MoMo', 'ZaloPay', 'Thẻ cào']);
    const support = screen.getByRole('heading', { name: 'Hỗ trợ 24/7' }).closest('section')!;
    expect(within(support).getByRole('link', { name: 'Trợ giúp' }).getAttribute('href')).toBe('/m/help');
    expect(screen.getByRole('img', { name: 'Chỉ dành cho người từ 18 tuổi' }).textContent).toBe('18+');
    expect(screen.getByText(/Hãy chơi có trách nhiệm/)).toBeTruthy();
    expect(screen.getByText(/giấy phép/)).toBeTruthy();
    expect(screen.getByText('Bản quyền © 2019-2031 WPS Demo. Bảo lưu mọi quyền.')).toBeTruthy();
  });

  it('names only the payment methods the server has on', async () => {
    renderAt('/m/home', undefined, { ...ALL_METHODS, methods: ALL_METHODS.methods.filter((m) => m.method === 'ZALOPAY' || m.method === 'CARD') });
    const payments = (await screen.findByRole('heading', { name: 'Phương thức thanh toán' })).closest('section')!;
    expect(within(payments).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ZaloPay', 'Thẻ cào']);
  });

  it('is only the copyright line on other pages, in the merchant\'s name once the status has it', () => {
    renderAt('/m/slot-games', 'Sao Vàng');
    expect(screen.getByText('Bản quyền © 2019-2031 Sao Vàng. Bảo lưu mọi quyền.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
