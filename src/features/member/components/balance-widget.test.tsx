import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BalanceWidget } from './balance-widget';
import { clearSession, setSession } from '../../../platform/session';

function reply(value: unknown, success = true, errorCode: string | null = null) {
  return new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BalanceWidget />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setSession({ token: 't', id: 1, userName: 'balance_member', type: 0, merchantCode: 'DEMO' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('BalanceWidget', () => {
  it('says why a balance failed to load, with a Retry button that loads it again', async () => {
    let fail = true;
    vi.stubGlobal('fetch', async () => (fail ? new Response('Internal Server Error', { status: 500 }) : reply({ sumBalance: 2500.5, isSingle: true })));
    show();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    // the 500 said in words (errors.system_error), beside the Retry button
    expect(alert.querySelector('span')?.textContent).toBe('Lỗi hệ thống, vui lòng thử lại sau');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    // the balance is masked while the retry is under way, then shown as money in the language on screen
    await waitFor(() => expect(screen.getByTestId('member-balance').textContent).toBe('2.500,50'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  });
});
