import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { fetchFavouriteList, fetchGamePage, fetchRecentGames } from '../../../api/games/fetchers';
import { gameKeys } from '../../../api/games/keys';
import { memberKey, useWireLanguage } from '../../../api/games/queries';
import { useSession } from '../../../platform/session';
import { PAGE_SIZE } from '../../../config/constants';
import { initialListState, listReducer, requestFor, type ListState } from '../model/list-state';
import { listInitFor, listQueryFor } from '../model/list-routes';

/**
 * The games list: the pure reducer holds the state, this hook asks the
 * server for what the state says is missing (through the query cache, so a
 * way back shows pages at once) and mirrors the state into the URL.
 */
export function useGameList() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [state, dispatch] = useReducer(listReducer, undefined, () => initialListState(listInitFor(path, search ? `?${search}` : '')));
  const client = useQueryClient();
  const language = useWireLanguage();
  const session = useSession();
  const member = memberKey(session);

  const request = requestFor(state);
  const requestId = request ? JSON.stringify([request, state.generation, state.page, language, member]) : null;
  const [error, setError] = useState<unknown>(null);
  const start = useEffectEvent(() => {
    const ask = requestFor(state);
    if (!ask) return undefined;
    const { generation, page } = state;
    let cancelled = false;
    const load = () => {
      if (ask.kind === 'favourites') {
        return client.fetchQuery({
          queryKey: gameKeys.favouriteList(member, ask.params, page, language),
          queryFn: ({ signal }) => fetchFavouriteList(ask.params, page, language, signal),
          staleTime: 0,
        });
      }
      if (ask.kind === 'recent') {
        return client.fetchQuery({
          queryKey: gameKeys.recent(member, ask.params, page, language),
          queryFn: ({ signal }) => fetchRecentGames(ask.params, page, language, signal),
          staleTime: 0,
        });
      }
      return client.fetchQuery({
        queryKey: gameKeys.page(ask.params, page, PAGE_SIZE, language),
        queryFn: ({ signal }) => fetchGamePage(ask.params, page, language, PAGE_SIZE, signal),
        staleTime: 60_000,
      });
    };
    load().then(
      (result) => !cancelled && dispatch({ type: 'loaded', generation, page, games: result.games, totalPages: result.totalPages }),
      (cause: unknown) => {
        if (cancelled) return;
        setError(cause);
        dispatch({ type: 'failed', generation, page });
      },
    );
    return () => {
      cancelled = true;
    };
  });
  // requestId captures everything the request depends on
  useEffect(() => start(), [requestId]);

  // URL state: tab, vendor, classify, search and mode live in the query string
  // (a list still at its route's defaults keeps a clean URL)
  const query = listQueryFor(state);
  const defaults = listQueryFor(initialListState(listInitFor(path, '')));
  useEffect(() => {
    const wanted = query === defaults ? '' : query;
    if (wanted !== search) navigate(wanted ? `${path}?${wanted}` : path, { replace: true });
    // only the state drives the URL; the URL is read once at start
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  return { state, dispatch, error };
}

export type GameListState = ListState;
