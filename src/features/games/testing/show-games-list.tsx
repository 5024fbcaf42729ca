import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { GAME_PATHS, type Game } from '../../../../contract';
import GamesListPage from '../components/games-list-page';

/**
 * The games list at `path` in a recorded memory location, with a fake
 * server: the game list answers `games(url)` as one page (none by default)
 * and records each ask; vendors and hot games answer empty. Only tests
 * import it; they undo the fetch stub with vi.unstubAllGlobals().
 */
export function showGamesList(path: string, games: (url: URL) => Game[] = () => []) {
  const lists: URL[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    let value: unknown = null;
    if (url.pathname === GAME_PATHS.gameList) {
      lists.push(url);
      const page = games(url);
      value = { games: page, pageNum: 1, pageSize: 35, totalPages: 1, totalCount: page.length };
    } else if (url.pathname === GAME_PATHS.vendors) value = { sorting: [], mapping: {} };
    else if (url.pathname === GAME_PATHS.hotGames) value = { list: [] };
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
