import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StatusValue } from '../../../../contract';
import { statusQueryOptions } from '../../../api/system/status';
import { APP_PATHS } from '../../../config/paths';
import { clearSession, setSession } from '../../../platform/session';
import { MainHeader } from './main-header';
import { SideMenu } from './side-menu';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}
const member = () => setSession({ token: 'tok', id: 7, userName: 'demomember', type: 0, merchantCode: 'DEMO' });
const confirmDialog = () => screen.getByRole('dialog', { name: 'Xác nhận' });

afterEach(() => clearSession());

describe('signing out from the shell', () => {
  it('the header asks first: cancelling keeps the member in, confirming signs out once', () => {
    member();
    const onSignOut = vi.fn();
    wrap(<MainHeader onOpenMenu={vi.fn()} onFreePlay={vi.fn()} onSignOut={onSignOut} />);
    fireEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    expect(within(confirmDialog()).getByText('Bạn có chắc muốn đăng xuất?')).toBeTruthy();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSignOut).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Xác nhận' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('the menu closes itself before signing out', () => {
    member();
    const calls: string[] = [];
    wrap(<SideMenu onClose={() => calls.push('close')} onSignOut={() => calls.push('sign out')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: 'Xác nhận' }));
    expect(calls).toEqual(['close', 'sign out']);
  });

  it('the menu offers deposit and withdraw only while each is switched on (DEPOSIT, WITHDRAW)', () => {
    member();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: { DEPOSIT: true, WITHDRAW: false }, resources: [] } } as unknown as StatusValue);
    render(<QueryClientProvider client={client}><SideMenu onClose={vi.fn()} onSignOut={vi.fn()} /></QueryClientProvider>);
    expect(screen.getByRole('link', { name: 'Nạp tiền' }).getAttribute('href')).toBe(APP_PATHS.deposit);
    expect(screen.queryByRole('link', { name: 'Rút tiền' })).toBeNull();
  });

  it('the header offers deposit only while deposits are switched on (DEPOSIT)', () => {
    member();
    const withFlag = (on: boolean) => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
      client.setQueryData(statusQueryOptions().queryKey, { info: { whitelabelVal: { DEPOSIT: on }, resources: [] } } as unknown as StatusValue);
      return render(<QueryClientProvider client={client}><MainHeader onOpenMenu={vi.fn()} onFreePlay={vi.fn()} onSignOut={vi.fn()} /></QueryClientProvider>);
    };
    const on = withFlag(true);
    expect(screen.getByRole('link', { name: 'Nạp tiền' }).getAttribute('href')).toBe(APP_PATHS.deposit);
    on.unmount();
    withFlag(false);
    expect(screen.queryByRole('link', { name: 'Nạp tiền' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Đăng xuất' })).toBeTruthy();
  });

  it('a visitor is offered login and register instead', () => {
    wrap(<MainHeader onOpenMenu={vi.fn()} onFreePlay={vi.fn()} onSignOut={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe(APP_PATHS.login);
    expect(screen.getByRole('link', { name: 'Đăng ký' }).getAttribute('href')).toBe(APP_PATHS.register);
    expect(screen.queryByRole('button', { name: 'Đăng xuất' })).toBeNull();
  });
});
