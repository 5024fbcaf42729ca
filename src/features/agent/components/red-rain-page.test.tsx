import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AGENT_PATHS } from '../../../../contract/agent';
import { clearSession, setSession } from '../../../platform/session';
import RedRainPage from './red-rain-page';

function reply(value: unknown) {
  return new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } });
}

let sent: { downlineIds: number[]; totalAmount: number; split: string }[] = [];

beforeEach(() => {
  sent = [];
  setSession({ token: 't', id: 1, userName: 'demoagent', type: 1, merchantCode: 'DEMO' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes(AGENT_PATHS.transferMultipleDownline)) {
      const body = JSON.parse(String(init?.body)) as (typeof sent)[number];
      sent.push(body);
      return reply({ balance: 1, shares: body.downlineIds.map((id) => ({ downlineId: id, username: `m${id}`, amount: body.totalAmount / body.downlineIds.length })) });
    }
    if (url.includes(AGENT_PATHS.downlines)) return reply([{ id: 11, username: 'demoteam01' }, { id: 12, username: 'demoteam02' }]);
    return new Response('not here', { status: 404 });
  });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('RedRainPage', () => {
  it('refuses "10000.01" in Vietnamese, then sends "10.000,01" exactly, once accepted in the confirmation', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RedRainPage />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'demoteam01' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'demoteam02' }));
    const total = screen.getByRole('textbox', { name: 'Tổng số tiền' });
    const submit = screen.getByRole('button', { name: 'Phát lì xì' });

    // the audit's case: this left the agent as 1.000.002 for an intended 10.000,01
    fireEvent.change(total, { target: { value: '10000.01' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toMatch(/dấu phẩy \(,\) cho phần lẻ/);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(total, { target: { value: '10.000,01' } });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-amount').textContent).toBe('10.000,01');
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ downlineIds: [11, 12], totalAmount: 10_000.01, split: 'random' });
  }, 30_000);
});
