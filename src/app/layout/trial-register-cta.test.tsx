import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { APP_PATHS } from '../../config/paths';
import { clearSession, setSession } from '../../platform/session';
import { useToasts } from '../../ui/toast-store';
import { useTrialLinkGuard } from '../routes/trial-link-guard';
import { TrialRegisterCta } from './trial-register-cta';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function TrialShell() {
  useTrialLinkGuard();
  const toasts = useToasts();
  return (
    <>
      <a href={APP_PATHS.deposit}>Nạp tiền</a>
      <output data-testid="toasts">{toasts.map((shown) => shown.text).join('|')}</output>
      <TrialRegisterCta />
    </>
  );
}

describe("a trial user's deposit tap", () => {
  it('gets a call to register that stays until answered, not a toast', async () => {
    setSession({ token: 'trial', userName: 'trial_1', type: 4, merchantCode: 'DEMO' });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, value: null, message: null, errorCode: 'system.error' }), { headers: { 'Content-Type': 'application/json' } }));
    const { hook } = memoryLocation({ path: APP_PATHS.home, record: true });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Router hook={hook}>
          <TrialShell />
        </Router>
      </QueryClientProvider>,
    );
    const before = window.location.pathname;
    fireEvent.click(screen.getByRole('link', { name: 'Nạp tiền' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cần tài khoản thật' });
    expect(window.location.pathname).toBe(before);
    expect(screen.getByTestId('toasts').textContent).toBe('');
    const register = screen.getByRole('link', { name: 'Đăng ký tài khoản thật' });
    expect(register.getAttribute('href')).toBe(APP_PATHS.register);
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục chơi thử' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });
});
