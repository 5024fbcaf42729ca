import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import { usePlayScreen } from './use-play-screen';
import '../i18n-bundle';

const load = vi.fn<(ticket: string) => Promise<{ gameName: string }>>();

function useGameState(ticket: string | null) {
  return useQuery({ queryKey: ['test-game', ticket], queryFn: () => load(ticket!), enabled: ticket !== null, retry: false });
}

function GameScreen() {
  const screenState = usePlayScreen(useGameState);
  if (!screenState.ready) return screenState.fallback;
  return <h1>{`${screenState.value.gameName} · ${screenState.ticket}`}</h1>;
}

function open(search: string) {
  window.history.replaceState(null, '', `/m/play${search}`);
  const client = new QueryClient();
  render(<QueryClientProvider client={client}><GameScreen /></QueryClientProvider>);
}

afterEach(() => load.mockReset());

describe('usePlayScreen', () => {
  it('without a ticket says the game must be opened again, and asks nothing', () => {
    open('');
    expect(screen.getByRole('alert').textContent).toBe('Phiên chơi đã hết hạn, vui lòng mở lại trò chơi từ sảnh.');
    expect(load).not.toHaveBeenCalled();
  });

  it('takes the ticket out of the address bar at once and shows the game once its state is there', async () => {
    load.mockResolvedValue({ gameName: 'Lucky 20' });
    open('?ticket=t1&nodeId=10411');
    expect(window.location.search).toBe('?nodeId=10411');
    expect(await screen.findByRole('heading', { name: 'Lucky 20 · t1' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('t1');
  });

  it('a failed load says why and retries on request', async () => {
    load.mockRejectedValueOnce(new ApiError('http', { status: 500 })).mockResolvedValueOnce({ gameName: 'Xì Dách' });
    open('?ticket=t2&nodeId=19001');
    expect((await screen.findByRole('alert')).textContent).toContain('Lỗi hệ thống');
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Xì Dách · t2'));
  });
});
