import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { gameListQuery } from '../../../api/games/queries';
import { memberKey, useSession } from '../../../platform/session';
import { useWireLanguage } from '../../../i18n/use-language';
import { nextFilter, requestFor, uniqueGames, type ListAction } from '../model/list-filter';
import { filterForUrl, listUrlFor } from '../model/list-routes';

/**
 * The games list: the URL says what to show (tab, vendor, classify, search,
 * mode), an infinite query holds the pages. An action moves to the URL of
 * the next filter, so the title, a reload and a shared link all agree.
 */
export function useGameList() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const filter = useMemo(() => filterForUrl(path, search ? `?${search}` : ''), [path, search]);
  const language = useWireLanguage();
  const member = memberKey(useSession());
  const request = requestFor(filter);
  // HOT asks for no list: a disabled query on a placeholder request keeps the hook order
  const query = useInfiniteQuery({
    ...gameListQuery(request ?? { kind: 'list', params: { gameType: filter.gameType } }, language, member),
    enabled: request !== null,
  });
  const games = useMemo(() => uniqueGames(query.data?.pages), [query.data]);
  const dispatch = (action: ListAction) => {
    const next = nextFilter(filter, action);
    if (next !== filter) navigate(listUrlFor(path, filter, next), { replace: true });
  };
  return { filter, dispatch, query, games, listed: request !== null };
}
