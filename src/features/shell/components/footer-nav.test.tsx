import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { StatusValue } from '../../../../contract';
import { statusQueryOptions } from '../../../api/system/status';
import { memoryLocation } from 'wouter/memory-location';
import { FooterNav } from './footer-nav';
import { setSession, clearSession } from '../../../platform/session';

function renderAt(path: string, unread = 0, depositOn = true) {
  const { hook } = memoryLocation({ path });
  const client = new QueryClient();
  client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: { DEPOSIT: depositOn }, resources: [] } } as unknown as StatusValue);
  return render(
    <QueryClientProvider client={client}>
      <Router hook={hook}>
        <FooterNav unread={unread} />
      </Router>
    </QueryClientProvider>,
  );
}

describe('FooterNav', () => {
  it('offers login and register to guests', () => {
    clearSession();
    renderAt('/m/home');
    const nav = screen.getByRole('navigation');
    const labels = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(labels).toEqual(['Trang chủ', 'Khuyến mãi', 'Đăng nhập', 'Đăng ký', 'Tài khoản']);
    expect(within(nav).getByRole('link', { name: 'Trang chủ' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers manual rebate and deposit to members, with a capped badge', () => {
    setSession({ token: 't', userName: 'player1', type: 0, merchantCode: 'DEMO' });
    renderAt('/m/activity', 150);
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Hoàn trả' }).getAttribute('href')).toBe('/m/member/manualRebate');
    expect(within(nav).getByRole('link', { name: 'Nạp tiền' }).getAttribute('href')).toBe('/m/voucherCenter');
    expect(within(nav).getByText('99+')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Khuyến mãi' }).getAttribute('aria-current')).toBe('page');
    clearSession();
  });

  it('offers no deposit link while deposits are switched off (DEPOSIT)', () => {
    setSession({ token: 't', userName: 'player1', type: 0, merchantCode: 'DEMO' });
    renderAt('/m/home', 0, false);
    const labels = within(screen.getByRole('navigation')).getAllByRole('link').map((a) => a.textContent);
    expect(labels).toEqual(['Trang chủ', 'Khuyến mãi', 'Hoàn trả', 'Tài khoản']);
    clearSession();
  });
});
