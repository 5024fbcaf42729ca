import type { GameType } from '../../../contract';

/** Query keys of the games lobby, one place for every cached games answer. */
export interface GameListParams {
  gameType: GameType;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: boolean;
  minBet?: number;
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

export const gameKeys = {
  all: ['games'] as const,
  vendors: () => ['games', 'vendors'] as const,
  hot: (language: string) => ['games', 'hot', language] as const,
  page: (params: GameListParams, pageNo: number, pageSize: number, language: string) =>
    ['games', 'list', params, pageNo, pageSize, language] as const,
  /**
   * A paged list as one infinite query (its pages together). Member lists
   * live under their own prefix: favourites.ts edits the single-page
   * favouriteList answers in place, which an infinite answer is not.
   */
  pages: (request: GameListRequest, pageSize: number, member: string, language: string) =>
    request.kind === 'list'
      ? (['games', 'pages', request.params, pageSize, language] as const)
      : (['games', 'memberPages', member, request.kind, request.params, pageSize, language] as const),
  jackpot: (language: string) => ['games', 'jackpot', language] as const,
  winners: (language: string) => ['games', 'winners', language] as const,
  favouriteIds: (member: string) => ['games', 'favouriteIds', member] as const,
  favouriteLists: (member: string) => ['games', 'favouriteList', member] as const,
  favouriteList: (member: string, params: { gameType?: string; vendor?: string }, pageNo: number, language: string) =>
    ['games', 'favouriteList', member, params, pageNo, language] as const,
  recentLists: (member: string) => ['games', 'recent', member] as const,
  recent: (member: string, params: { gameType?: string; vendor?: string }, pageNo: number, language: string) =>
    ['games', 'recent', member, params, pageNo, language] as const,
  lotteryMenu: () => ['games', 'lotteryMenu'] as const,
  announcements: (groupName: string, language: string) => ['announcements', groupName, language] as const,
  wallet: (member: string) => ['wallet', member] as const,
};

export const favouriteMutationKeys = {
  add: ['games', 'favourite', 'add'] as const,
  remove: ['games', 'favourite', 'remove'] as const,
};
