import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { GAME_PATHS, lotteryGamesValueSchema, vendorGameTypesValueSchema, type WireLanguage } from '../../../contract';
import { MERCHANT_CODE } from '../../config/env';
import { gameKeys } from './keys';

/**
 * Games calls that only later screens make (the games list's vendor links,
 * the lottery screens): a module of their own, so the home's first visit does
 * not carry them.
 */
const HOUR = 60 * 60 * 1000;

/** Spec §7 "Game vendor types: GET, query typeId (1), merchant_code": the game types each vendor runs. */
export function fetchVendorGameTypes(signal?: AbortSignal) {
  return apiRequest({ path: GAME_PATHS.vendorGameTypes, query: { typeId: 1, merchant_code: MERCHANT_CODE }, schema: vendorGameTypesValueSchema, signal });
}

/** Which game types each vendor runs: public, rarely changed, persisted like the vendors. */
export const vendorGameTypesQuery = () =>
  queryOptions({
    queryKey: gameKeys.vendorGameTypes(),
    queryFn: ({ signal }) => fetchVendorGameTypes(signal),
    staleTime: 5 * 60_000,
    gcTime: 24 * HOUR,
    meta: { persist: true },
  });

/** The lottery games (/lgw/games/mobile), or only the popular ones (/lgw/games/popular), in the player's language. */
export function fetchLotteryGames(popular: boolean, language: WireLanguage, signal?: AbortSignal) {
  return apiRequest({ path: popular ? GAME_PATHS.lotteryPopular : GAME_PATHS.lotteryGames, query: { language }, schema: lotteryGamesValueSchema, signal });
}

/** The lottery screens' lists: public, persisted for offline use. */
export const lotteryGamesQuery = (popular: boolean, language: WireLanguage) =>
  queryOptions({
    queryKey: gameKeys.lotteryGames(popular, language),
    queryFn: ({ signal }) => fetchLotteryGames(popular, language, signal),
    staleTime: 5 * 60_000,
    gcTime: 24 * HOUR,
    meta: { persist: true },
  });
