import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import OpenAccountPage from './open-account-page';
import { clearSession, setSession } from '../../../platform/session';

function reply(value: unknown) {
  return new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  setSession({ token: 't', id: 1, userName: 'open_agent', type: 1, merchantCode: 'DEMO' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('OpenAccountPage', () => {
  it('says why its own rates (the bounds) did not load, with a Retry that keeps what was typed', async () => {
    let fail = true;
    vi.stubGlobal('fetch', async () => (fail ? new Response('Internal Server Error', { status: 500 }) : reply({ RNG: 1, FISH: 1, LIVE: 1, PVP: 1, SPORTS: 1, LOTT: 1 })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <OpenAccountPage />
      </QueryClientProvider>,
    );
    const retry = await screen.findByRole('button', { name: 'Thử lại' }, { timeout: 5000 });
    expect(retry.closest('[role="alert"]')?.textContent).toMatch(/\S+.*Thử lại/);
    const username = screen.getByRole('textbox', { name: /^Tên tài khoản/ });
    fireEvent.change(username, { target: { value: 'newplayer1' } });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull());
    expect((username as HTMLInputElement).value).toBe('newplayer1');
  });
});
