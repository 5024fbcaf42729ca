import type { Game, GameType } from '../../../../contract';
import type { GameListRequest } from '../../../api/games/keys';

/** The games list's data modes (spec §3). */
export type ListMode = 'ALL' | 'HOT' | 'FAV' | 'RECENT' | 'NEW' | 'filter' | 'SEARCH';

/**
 * What a games list shows. It lives in the URL (a list is linkable and
 * survives a reload); the pages themselves live in the query cache.
 */
export interface ListFilter {
  gameType: GameType;
  vendor: string | null;
  classify: string | null;
  minBet: number | null;
  /** Slots with at least this many lines (docs/decisions/0102). */
  minLine: number | null;
  search: string;
  mode: ListMode;
}

export type ListAction =
  | { type: 'tab'; gameType: GameType }
  | { type: 'vendor'; vendor: string | null }
  | { type: 'classify'; classify: string | null }
  | { type: 'filter'; minBet: number | null; minLine: number | null }
  | { type: 'clearFilters' }
  | { type: 'search'; text: string }
  | { type: 'mode'; mode: 'RECENT' | 'FAV' | 'HOT' | 'NEW' };

export interface ListInit {
  gameType: GameType;
  vendor?: string | null;
  classify?: string | null;
  minBet?: number | null;
  minLine?: number | null;
  search?: string;
  mode?: ListMode;
}

/** The mode a classify key selects: HOT and FAV are modes of their own. */
export function modeForClassify(classify: string | null): ListMode {
  return classify === 'HOT' ? 'HOT' : classify === 'FAV' ? 'FAV' : 'ALL';
}

export function listFilter(init: ListInit): ListFilter {
  const classify = init.classify ?? null;
  const search = init.search ?? '';
  let mode: ListMode = init.mode ?? modeForClassify(classify);
  if (!init.mode && search.trim()) mode = 'SEARCH';
  if (!init.mode && mode === 'ALL' && (init.minBet != null || init.minLine != null)) mode = 'filter';
  return { gameType: init.gameType, vendor: init.vendor ?? null, classify, minBet: init.minBet ?? null, minLine: init.minLine ?? null, search, mode };
}

export function nextFilter(state: ListFilter, action: ListAction): ListFilter {
  const to = (patch: Partial<ListFilter>): ListFilter => ({ ...state, ...patch });
  switch (action.type) {
    case 'tab':
      if (action.gameType === state.gameType) return state;
      // a new tab has other vendors and classifies: start over in ALL
      return to({ gameType: action.gameType, vendor: null, classify: null, minBet: null, minLine: null, search: '', mode: 'ALL' });
    case 'vendor':
      return action.vendor === state.vendor ? state : to({ vendor: action.vendor });
    case 'classify':
      return to({ classify: action.classify, minBet: null, minLine: null, search: '', mode: modeForClassify(action.classify) });
    case 'filter':
      return to({ minBet: action.minBet, minLine: action.minLine, classify: null, search: '', mode: action.minBet === null && action.minLine === null ? 'ALL' : 'filter' });
    case 'clearFilters':
      return to({ classify: null, minBet: null, minLine: null, search: '', mode: 'ALL' });
    case 'search': {
      const text = action.text;
      if (text.trim() === state.search.trim() && (text.trim() ? state.mode === 'SEARCH' : state.mode !== 'SEARCH')) return to({ search: text });
      return to({ search: text, classify: null, minBet: null, minLine: null, mode: text.trim() ? 'SEARCH' : 'ALL' });
    }
    case 'mode': {
      // pressing the active mode's button again goes back to ALL
      const mode = state.mode === action.mode ? 'ALL' : action.mode;
      const classify = mode === 'HOT' || mode === 'FAV' ? mode : null;
      return to({ mode, classify, minBet: null, minLine: null, search: '' });
    }
  }
}

/** What to fetch for a filter, or null: HOT fetches no list (the hottest section is the whole answer). */
export function requestFor(state: ListFilter): GameListRequest | null {
  const vendor = state.vendor ?? undefined;
  switch (state.mode) {
    case 'HOT':
      return null;
    case 'FAV':
      return { kind: 'favourites', params: { gameType: state.gameType, vendor } };
    case 'RECENT':
      return { kind: 'recent', params: { gameType: state.gameType, vendor } };
    case 'NEW':
      return { kind: 'list', params: { gameType: state.gameType, vassalage: vendor, isNew: true } };
    case 'SEARCH':
      return { kind: 'list', params: { gameType: state.gameType, vassalage: vendor, gameName: state.search.trim() } };
    case 'filter':
      return { kind: 'list', params: { gameType: state.gameType, vassalage: vendor, minBet: state.minBet ?? undefined, minLine: state.minLine ?? undefined } };
    default:
      return { kind: 'list', params: { gameType: state.gameType, vassalage: vendor, gameClassify: state.classify ?? undefined } };
  }
}

/**
 * The games of every page loaded, each once: a game that moved between
 * pages while the list was paged (a new game inserted, an order change)
 * would otherwise show twice.
 */
export function uniqueGames(pages: readonly { games: readonly Game[] }[] | undefined): Game[] {
  const seen = new Set<string>();
  const games: Game[] = [];
  for (const page of pages ?? []) {
    for (const game of page.games) {
      if (seen.has(game.nodeId)) continue;
      seen.add(game.nodeId);
      games.push(game);
    }
  }
  return games;
}

/**
 * The hottest section of a list: hot games of its type, vendor and classify
 * (a roulette list shows no baccarat table), in hot order.
 */
export function hottestOf(hot: readonly Game[] | undefined, state: Pick<ListFilter, 'gameType' | 'vendor' | 'classify'>): Game[] {
  const classify = state.classify && state.classify !== 'HOT' && state.classify !== 'FAV' ? state.classify : null;
  return (hot ?? []).filter(
    (g) =>
      (g.gameType === state.gameType || (state.gameType === 'SPORTS' && (g.gameType === 'ESPORTS' || g.gameType === 'COCKFIGHT'))) &&
      (!state.vendor || g.vassalage === state.vendor) &&
      (!classify || g.gameClassify.includes(classify)),
  );
}
