import * as v from 'valibot';
import { apiRequest } from '../client';
import { ApiError } from '../errors';
import { safeHref } from '../../platform/safe-href';
import {
  GAME_PATHS,
  favouriteIdsValueSchema,
  gamePageReplySchema,
  hotGamesValueSchema,
  launchValueSchema,
  lotteryMenuValueSchema,
  vendorsValueSchema,
  winnersValueSchema,
  type FavouriteChange,
  type Game,
  type GamePage,
  type WireLanguage,
} from '../../../contract';
import { MERCHANT_CODE } from '../../config/env';
import { FAVOURITE_IDS_PAGE_SIZE, JACKPOT_LIST_SIZE, PAGE_SIZE, WINNER_LIMIT } from '../../config/constants';
import type { GameListParams, GameListRequest, MemberListParams } from './keys';

/** One file per concern would be finer; the games calls are small, so they share this one. */
const COMMON = { merchant: MERCHANT_CODE, platform: 'html5', clientType: 2 } as const;

export function fetchGamePage(
  params: GameListParams,
  pageNo: number,
  language: WireLanguage,
  pageSize: number = PAGE_SIZE,
  signal?: AbortSignal,
): Promise<GamePage> {
  return apiRequest({
    path: GAME_PATHS.gameList,
    query: {
      ...COMMON,
      gameType: params.gameType,
      vassalage: params.vassalage || undefined,
      gameName: params.gameName || undefined,
      gameClassify: params.gameClassify || undefined,
      isNew: params.isNew ? 1 : undefined,
      minBet: params.minBet,
      minLine: params.minLine,
      pageNo,
      pageSize,
      language,
    },
    schema: gamePageReplySchema,
    signal,
  });
}

export function fetchJackpotGames(language: WireLanguage, signal?: AbortSignal): Promise<GamePage> {
  return fetchGamePage({ gameType: 'RNG', gameClassify: 'JP' }, 1, language, JACKPOT_LIST_SIZE, signal);
}

export async function fetchHotGames(language: WireLanguage, signal?: AbortSignal): Promise<Game[]> {
  const value = await apiRequest({
    path: GAME_PATHS.hotGames,
    query: { isPlatform: 2, platform: 'html5', language, merchantCode: MERCHANT_CODE },
    schema: hotGamesValueSchema,
    signal,
  });
  return value.list;
}

export function fetchVendors(signal?: AbortSignal) {
  return apiRequest({ path: GAME_PATHS.vendors, query: { platform: 'html5', merchant_code: MERCHANT_CODE }, schema: vendorsValueSchema, signal });
}

export function fetchWinners(language: WireLanguage, signal?: AbortSignal) {
  return apiRequest({
    path: GAME_PATHS.winners,
    query: { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT },
    schema: winnersValueSchema,
    signal,
  });
}

export async function fetchFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  const value = await apiRequest({
    path: GAME_PATHS.favouriteIds,
    query: { pageNo: 1, pageSize: FAVOURITE_IDS_PAGE_SIZE },
    schema: favouriteIdsValueSchema,
    signal,
  });
  return value.nodeIds;
}

export type { MemberListParams };

export function fetchFavouriteList(params: MemberListParams, pageNo: number, language: WireLanguage, signal?: AbortSignal): Promise<GamePage> {
  return apiRequest({
    path: GAME_PATHS.favouriteList,
    query: { pageNo, pageSize: PAGE_SIZE, gameType: params.gameType, vendor: params.vendor, language },
    schema: gamePageReplySchema,
    signal,
  });
}

export function fetchRecentGames(params: MemberListParams, pageNo: number, language: WireLanguage, signal?: AbortSignal): Promise<GamePage> {
  return apiRequest({
    path: GAME_PATHS.recentGames,
    query: { page: pageNo, pageNo, pageSize: PAGE_SIZE, gameType: params.gameType, vendor: params.vendor, language, clientType: 2 },
    schema: gamePageReplySchema,
    signal,
  });
}

/** One page of any paged games list. */
export function fetchListPage(request: GameListRequest, pageNo: number, language: WireLanguage, signal?: AbortSignal): Promise<GamePage> {
  switch (request.kind) {
    case 'favourites':
      return fetchFavouriteList(request.params, pageNo, language, signal);
    case 'recent':
      return fetchRecentGames(request.params, pageNo, language, signal);
    default:
      return fetchGamePage(request.params, pageNo, language, PAGE_SIZE, signal);
  }
}

export function addFavourite(change: FavouriteChange): Promise<unknown> {
  return apiRequest({ method: 'POST', path: GAME_PATHS.favouriteAdd, body: change, schema: v.unknown() });
}

export function removeFavourite(change: FavouriteChange): Promise<unknown> {
  return apiRequest({ method: 'DELETE', path: GAME_PATHS.favouriteRemove, body: change, schema: v.unknown() });
}

export interface LaunchTarget {
  gameId: string;
  nodeId: string;
  vassalage: string;
  prizeMode?: 'LOTT' | 'ELOTT';
  /** The spec's game fields the launch carries (docs/decisions/0093); the server checks a lottery's mode and play type are the game's. */
  gameCode?: string;
  lottoMode?: 'LOTT' | 'ELOTT';
  playType?: 'trad' | 'ent';
}

export async function fetchLaunchUrl(target: LaunchTarget, language: WireLanguage): Promise<string> {
  const value = await apiRequest({
    path: GAME_PATHS.launchGame,
    query: {
      launchMode: 'GLS',
      platform: 'html5',
      clientType: 2,
      gameId: target.gameId,
      nodeId: target.nodeId,
      vassalage: target.vassalage,
      merchantCode: MERCHANT_CODE,
      language,
      prizeMode: target.prizeMode,
      gameCode: target.gameCode,
      lottoMode: target.lottoMode,
      playType: target.playType,
    },
    schema: launchValueSchema,
  });
  // The game opens in the app's frame or a window: only a web page may, never javascript: or data:.
  const url = safeHref(value.content.game_url);
  if (!url || !/^https?:/i.test(url)) throw new ApiError('malformed', { errorCode: null, serverMessage: null });
  return url;
}

export function fetchLotteryMenu(signal?: AbortSignal) {
  return apiRequest({ path: GAME_PATHS.lotteryMenu, schema: lotteryMenuValueSchema, signal });
}
