import { PUBLIC } from '../query-keys';
import type { GameType } from '../../../contract';

/** Query keys of the games lobby, one place for every cached games answer. */
export interface GameListParams {
  gameType: GameType;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: boolean;
  minBet?: number;
  minLine?: number;
}

/** The member lists' filters (favourites, recently played). */
export interface MemberListParams {
  gameType?: string;
  vendor?: string;
}

/** What a paged games list asks the server: the public list, or one of the member's lists. */
export type GameListRequest =
  | { kind: 'list'; params: GameListParams }
  | { kind: 'favourites' | 'recent'; params: MemberListParams };

/**
 * `[domain, member, resource, …params, language]` (src/api/query-keys.ts):
 * the public lists under PUBLIC, the member's own lists under the member.
 */
export const gameKeys = {
  all: () => ['games'] as const,
  vendors: () => ['games', PUBLIC, 'vendors'] as const,
  vendorGameTypes: () => ['games', PUBLIC, 'vendorGameTypes'] as const,
  hot: (language: string) => ['games', PUBLIC, 'hot', language] as const,
  page: (params: GameListParams, pageNo: number, pageSize: number, language: string) =>
    ['games', PUBLIC, 'list', params, pageNo, pageSize, language] as const,
  /**
   * A paged list as one infinite query (its pages together). Member lists
   * live under their own resource: favourites.ts edits the single-page
   * favouriteList answers in place, which an infinite answer is not.
   */
  pages: (request: GameListRequest, pageSize: number, member: string, language: string) =>
    request.kind === 'list'
      ? (['games', PUBLIC, 'pages', request.params, pageSize, language] as const)
      : (['games', member, 'pages', request.kind, request.params, pageSize, language] as const),
  jackpot: (language: string) => ['games', PUBLIC, 'jackpot', language] as const,
  winners: (language: string) => ['games', PUBLIC, 'winners', language] as const,
  liveModels: (language: string) => ['games', PUBLIC, 'liveModels', language] as const,
  lotteryMenu: () => ['games', PUBLIC, 'lotteryMenu'] as const,
  lotteryGames: (popular: boolean, language: string) => ['games', PUBLIC, 'lotteryGames', popular ? 'popular' : 'all', language] as const,
  favouriteIds: (member: string) => ['games', member, 'favouriteIds'] as const,
  favouriteLists: (member: string) => ['games', member, 'favouriteList'] as const,
  favouriteList: (member: string, params: MemberListParams, pageNo: number, language: string) =>
    ['games', member, 'favouriteList', params, pageNo, language] as const,
  recentLists: (member: string) => ['games', member, 'recent'] as const,
  recent: (member: string, params: MemberListParams, pageNo: number, language: string) =>
    ['games', member, 'recent', params, pageNo, language] as const,
};

export const favouriteMutationKeys = {
  add: ['games', 'favourite', 'add'] as const,
  remove: ['games', 'favourite', 'remove'] as const,
};
