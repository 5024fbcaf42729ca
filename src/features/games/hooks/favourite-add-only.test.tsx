import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GAME_ERROR_CODES, GAME_PATHS, type Game } from '../../../../contract';
import { registerGameMutationDefaults } from '../../../api/games/favourites';
import { gameKeys } from '../../../api/games/keys';
import { clearSession, memberKey, setSession } from '../../../platform/session';
import { useFavouriteToggle } from './use-favourite-toggle';

/**
 * Games spec §4: "add is ignored when already a favourite". The add (a
 * guest's star after login, docs/decisions/0015) sends nothing for a game the
 * member already has, and a server answering favourite.exists leaves it a
 * favourite.
 */
const GAME: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'> = { nodeId: '10001', vassalage: 'PGE', gameType: 'RNG' };

function reply(value: unknown, success = true, errorCode: string | null = null) {
  return new Response(JSON.stringify({ success, value, message: null, errorCode }), { headers: { 'Content-Type': 'application/json' } });
}

/** What the stubbed server keeps and hears. */
let serverIds: string[] = [];
let adds: unknown[] = [];
let addAnswer: 'ok' | 'exists' = 'ok';

beforeEach(() => {
  serverIds = [];
  adds = [];
  addAnswer = 'ok';
  setSession({ token: 'tok', id: 7, userName: 'demomember', type: 0, merchantCode: 'DEMO' });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(String(url), window.location.origin).pathname;
    if (path === GAME_PATHS.favouriteIds) return reply({ nodeIds: serverIds });
    if (path === GAME_PATHS.favouriteAdd && init?.method === 'POST') {
      adds.push(JSON.parse(String(init.body)));
      if (addAnswer === 'exists') return reply(null, false, GAME_ERROR_CODES.alreadyFavourite);
      serverIds = [...serverIds, GAME.nodeId];
      return reply(null);
    }
    return reply([]);
  });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function hook() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  registerGameMutationDefaults(client);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const rendered = renderHook(() => useFavouriteToggle(), { wrapper });
  const ids = () => client.getQueryData<string[]>(gameKeys.favouriteIds(memberKey({ token: 'tok', id: 7, userName: 'demomember', type: 0, merchantCode: 'DEMO' })));
  return { ...rendered, client, ids };
}

describe('adding a favourite (games spec §4)', () => {
  it('sends nothing for a game that is already a favourite', async () => {
    serverIds = [GAME.nodeId];
    const { result, ids, client } = hook();
    await waitFor(() => expect(result.current.isFavourite(GAME.nodeId)).toBe(true));
    act(() => result.current.add(GAME));
    // a mutation enters the cache as it is asked for: none was
    expect(client.getMutationCache().getAll()).toEqual([]);
    expect(adds).toEqual([]);
    expect(ids()).toEqual([GAME.nodeId]);
  });

  it('adds a game that is not one yet, once', async () => {
    const { result, ids } = hook();
    await waitFor(() => expect(ids()).toEqual([]));
    act(() => result.current.add(GAME));
    await waitFor(() => expect(result.current.isFavourite(GAME.nodeId)).toBe(true));
    expect(adds).toEqual([{ nodeId: GAME.nodeId, vendor: 'PGE', gameType: 'RNG' }]);
  });

  it('counts the server\'s "already a favourite" as done, not as a failure (added elsewhere meanwhile)', async () => {
    addAnswer = 'exists';
    const { result, ids, client } = hook();
    await waitFor(() => expect(ids()).toEqual([]));
    // another device added it: the server has it, this screen's list does not yet
    serverIds = [GAME.nodeId];
    act(() => result.current.add(GAME));
    await waitFor(() => expect(adds).toHaveLength(1));
    await waitFor(() => expect(client.getMutationCache().getAll().map((m) => m.state.status)).toEqual(['success']));
    await waitFor(() => expect(ids()).toEqual([GAME.nodeId]));
    expect(result.current.isFavourite(GAME.nodeId)).toBe(true);
  });
});
