import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AGENT_PATHS } from '../../../../contract/agent';
import { clearSession, setSession } from '../../../platform/session';
import { TransferForm } from './transfer-form';
import '../i18n-bundle';

function reply(value: unknown) {
  return new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } });
}

/** The bodies of the transfers sent; every other request (country settings) fails, so money shows without a symbol. */
let transfers: unknown[] = [];

beforeEach(() => {
  transfers = [];
  setSession({ token: 't', id: 1, userName: 'demoagent', type: 1, merchantCode: 'DEMO' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(AGENT_PATHS.transferDownline)) {
      transfers.push(JSON.parse(String(init?.body ?? (input as Request).body)));
      return reply({ balance: 1, downlineBalance: 1 });
    }
    return new Response('not here', { status: 404 });
  });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TransferForm downlineId={7} username="demoteam01" />
    </QueryClientProvider>,
  );
  return { amount: screen.getByRole('textbox', { name: 'Số tiền chuyển' }), submit: screen.getByRole('button', { name: 'Chuyển' }) };
}

describe('TransferForm', () => {
  it('refuses an amount Vietnamese cannot mean, and sends nothing', async () => {
    const { amount, submit } = renderForm();
    fireEvent.change(amount, { target: { value: '100.5' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toMatch(/dấu chấm \(\.\) ngăn cách hàng nghìn/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(transfers).toEqual([]);
  }, 30_000);

  it('shows the exact amount in a confirmation; cancel sends nothing, confirm sends exactly that amount', async () => {
    const { amount, submit } = renderForm();
    fireEvent.change(amount, { target: { value: '10.000,01' } });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-amount').textContent).toBe('10.000,01');
    expect(dialog.textContent).toContain('demoteam01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transfers).toEqual([]);

    fireEvent.click(submit);
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(transfers).toHaveLength(1));
    expect(transfers[0]).toEqual({ downlineId: 7, amount: 10_000.01 });
  }, 30_000);
});
