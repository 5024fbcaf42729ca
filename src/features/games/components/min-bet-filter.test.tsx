import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { GAME_PATHS } from '../../../../contract';
import GamesListPage from './games-list-page';

const EMPTY_PAGE = { games: [], pageNum: 1, pageSize: 35, totalPages: 1, totalCount: 0 };

/** The slots list with a server that lists no game, recording each game-list ask. */
function show(path: string) {
  const lists: URL[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname === GAME_PATHS.gameList) lists.push(url);
    const value = url.pathname === GAME_PATHS.gameList ? EMPTY_PAGE
      : url.pathname === GAME_PATHS.vendors ? { sorting: [], mapping: {} }
      : url.pathname === GAME_PATHS.hotGames ? { list: [] }
      : null;
    return new Response(JSON.stringify({ success: true, value }), { headers: { 'content-type': 'application/json' } });
  }));
  const location = memoryLocation({ path, record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <GamesListPage />
      </Router>
    </QueryClientProvider>,
  );
  return { lists, location };
}

afterEach(() => vi.unstubAllGlobals());

describe('the games list\'s min-bet filter', () => {
  it('offers any and four bounds; choosing one asks the list with that minBet and keeps it in the address; "any" asks without', async () => {
    const { lists, location } = show('/m/slot-games');
    const select = screen.getByRole('combobox', { name: 'Cược tối thiểu' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Tất cả', 'Đến 100', 'Đến 500', 'Đến 1.000', 'Đến 5.000']);
    await waitFor(() => expect(lists).toHaveLength(1));
    expect(lists[0]!.searchParams.get('minBet')).toBeNull();

    fireEvent.change(select, { target: { value: '1000' } });
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(lists[1]!.searchParams.get('minBet')).toBe('1000');
    expect(lists[1]!.searchParams.get('gameType')).toBe('RNG');
    expect(location.history!.at(-1)).toBe('/m/slot-games?gameType=RNG&minBet=1000');
    expect((screen.getByRole('combobox', { name: 'Cược tối thiểu' }) as HTMLSelectElement).value).toBe('1000');

    fireEvent.change(select, { target: { value: '' } });
    expect(location.history!.at(-1)).toBe('/m/slot-games');
    expect((screen.getByRole('combobox', { name: 'Cược tối thiểu' }) as HTMLSelectElement).value).toBe('');
  });

  it('a list opened with ?minBet= shows that bound chosen', async () => {
    const { lists } = show('/m/slot-games?minBet=500');
    expect((screen.getByRole('combobox', { name: 'Cược tối thiểu' }) as HTMLSelectElement).value).toBe('500');
    await waitFor(() => expect(lists).toHaveLength(1));
    expect(lists[0]!.searchParams.get('minBet')).toBe('500');
  });
});
