import { useMemo } from 'react';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { GamePage, WireLanguage } from '../../../contract';
import { PAGE_SIZE } from '../../config/constants';
import { memberKey, useSession } from '../../platform/session';
import { useWireLanguage } from '../../i18n/use-language';
import { gameKeys, type GameListRequest } from './keys';
import {
  fetchFavouriteIds,
  fetchHotGames,
  fetchJackpotGames,
  fetchListPage,
  fetchLotteryMenu,
  fetchVendors,
  fetchWinners,
} from './fetchers';

const HOUR = 60 * 60 * 1000;

/** Vendors are public and change rarely: persisted for offline use. */
export const vendorsQuery = () =>
  queryOptions({ queryKey: gameKeys.vendors(), queryFn: ({ signal }) => fetchVendors(signal), staleTime: 5 * 60_000, gcTime: 24 * HOUR, meta: { persist: true } });

/** Hot games are public: persisted for offline use. */
export const hotGamesQuery = (language: WireLanguage) =>
  queryOptions({
    queryKey: gameKeys.hot(language),
    queryFn: ({ signal }) => fetchHotGames(language, signal),
    staleTime: 5 * 60_000,
    gcTime: 24 * HOUR,
    meta: { persist: true },
  });

/** The page after `last`, or undefined at the end (the server's pageNum and totalPages say where). */
export function nextPageOf(last: Pick<GamePage, 'pageNum' | 'totalPages'>): number | undefined {
  return last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
}

/**
 * A paged games list, its pages in one infinite query. Public lists are
 * persisted so a list seen online reads offline; member lists are private
 * (never persisted) and always fresh.
 */
export const gameListQuery = (request: GameListRequest, language: WireLanguage, member: string) =>
  infiniteQueryOptions({
    queryKey: gameKeys.pages(request, PAGE_SIZE, member, language),
    queryFn: ({ pageParam, signal }) => fetchListPage(request, pageParam, language, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: request.kind === 'list' ? 60_000 : 0,
    gcTime: request.kind === 'list' ? 24 * HOUR : 5 * 60_000,
    meta: { persist: request.kind === 'list' },
  });

export const jackpotGamesQuery = (language: WireLanguage) =>
  queryOptions({ queryKey: gameKeys.jackpot(language), queryFn: ({ signal }) => fetchJackpotGames(language, signal), staleTime: 5 * 60_000 });

export const winnersQuery = (language: WireLanguage) =>
  queryOptions({ queryKey: gameKeys.winners(language), queryFn: ({ signal }) => fetchWinners(language, signal), staleTime: 60_000 });

export const lotteryMenuQuery = () =>
  queryOptions({ queryKey: gameKeys.lotteryMenu(), queryFn: ({ signal }) => fetchLotteryMenu(signal), staleTime: 10 * 60_000 });

export const favouriteIdsQuery = (member: string) =>
  queryOptions({ queryKey: gameKeys.favouriteIds(member), queryFn: ({ signal }) => fetchFavouriteIds(signal), staleTime: 60_000 });

export function useVendors() {
  return useQuery(vendorsQuery());
}

export function useHotGames() {
  return useQuery(hotGamesQuery(useWireLanguage()));
}

/** The member's favourite node ids (empty for guests). */
export function useFavouriteIds(): ReadonlySet<string> {
  const session = useSession();
  const query = useQuery({ ...favouriteIdsQuery(memberKey(session)), enabled: session !== null });
  const ids = session ? query.data : undefined;
  return useMemo(() => new Set(ids ?? []), [ids]);
}
