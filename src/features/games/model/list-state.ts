import type { Game, GameType } from '../../../api/contract';

/** The games list's data modes (spec §3). */
export type ListMode = 'ALL' | 'HOT' | 'FAV' | 'RECENT' | 'NEW' | 'filter' | 'SEARCH';

export interface ListState {
  gameType: GameType;
  vendor: string | null;
  classify: string | null;
  minBet: number | null;
  search: string;
  mode: ListMode;
  /** The last page asked for (1-based). */
  page: number;
  games: Game[];
  /** 0 while the first page is unknown. */
  totalPages: number;
  status: 'loading' | 'ready' | 'error';
  /** Bumped by every reset, so answers to an older question are dropped. */
  generation: number;
}

export type ListAction =
  | { type: 'tab'; gameType: GameType }
  | { type: 'vendor'; vendor: string | null }
  | { type: 'classify'; classify: string | null }
  | { type: 'filter'; minBet: number | null }
  | { type: 'clearFilters' }
  | { type: 'search'; text: string }
  | { type: 'mode'; mode: 'RECENT' | 'FAV' | 'HOT' | 'NEW' }
  | { type: 'loadMore' }
  | { type: 'loaded'; generation: number; page: number; games: Game[]; totalPages: number }
  | { type: 'failed'; generation: number; page: number }
  | { type: 'retry' };

export interface ListInit {
  gameType: GameType;
  vendor?: string | null;
  classify?: string | null;
  minBet?: number | null;
  search?: string;
  mode?: ListMode;
}

/** The mode a classify key selects: HOT and FAV are modes of their own. */
export function modeForClassify(classify: string | null): ListMode {
  return classify === 'HOT' ? 'HOT' : classify === 'FAV' ? 'FAV' : 'ALL';
}

/** HOT fetches no list: the hottest section is the whole answer. */
function fresh(state: Omit<ListState, 'page' | 'games' | 'totalPages' | 'status' | 'generation'>, generation: number): ListState {
  return { ...state, page: 1, games: [], totalPages: 0, status: state.mode === 'HOT' ? 'ready' : 'loading', generation };
}

export function initialListState(init: ListInit): ListState {
  const classify = init.classify ?? null;
  const search = init.search ?? '';
  let mode: ListMode = init.mode ?? modeForClassify(classify);
  if (!init.mode && search.trim()) mode = 'SEARCH';
  if (!init.mode && mode === 'ALL' && init.minBet != null) mode = 'filter';
  return fresh({ gameType: init.gameType, vendor: init.vendor ?? null, classify, minBet: init.minBet ?? null, search, mode }, 0);
}

export function hasMore(state: ListState): boolean {
  return state.mode !== 'HOT' && state.page < state.totalPages;
}

export function listReducer(state: ListState, action: ListAction): ListState {
  const reset = (patch: Partial<ListState>) => fresh({ ...state, ...patch }, state.generation + 1);
  switch (action.type) {
    case 'tab':
      if (action.gameType === state.gameType) return state;
      // a new tab has other vendors and classifies: start over in ALL
      return reset({ gameType: action.gameType, vendor: null, classify: null, minBet: null, search: '', mode: 'ALL' });
    case 'vendor':
      if (action.vendor === state.vendor) return state;
      return reset({ vendor: action.vendor });
    case 'classify':
      return reset({ classify: action.classify, minBet: null, search: '', mode: modeForClassify(action.classify) });
    case 'filter':
      return reset({ minBet: action.minBet, classify: null, search: '', mode: action.minBet === null ? 'ALL' : 'filter' });
    case 'clearFilters':
      return reset({ classify: null, minBet: null, search: '', mode: 'ALL' });
    case 'search': {
      const text = action.text;
      if (text.trim() === state.search.trim() && (text.trim() ? state.mode === 'SEARCH' : state.mode !== 'SEARCH')) return { ...state, search: text };
      return reset({ search: text, classify: null, minBet: null, mode: text.trim() ? 'SEARCH' : 'ALL' });
    }
    case 'mode': {
      // pressing the active mode's button again goes back to ALL
      const mode = state.mode === action.mode ? 'ALL' : action.mode;
      const classify = mode === 'HOT' || mode === 'FAV' ? mode : null;
      return reset({ mode, classify, minBet: null, search: '' });
    }
    case 'loadMore':
      if (state.status !== 'ready' || !hasMore(state)) return state;
      return { ...state, page: state.page + 1, status: 'loading' };
    case 'loaded':
      if (action.generation !== state.generation || action.page !== state.page) return state;
      return {
        ...state,
        games: action.page === 1 ? action.games : [...state.games, ...action.games.filter((g) => !state.games.some((o) => o.nodeId === g.nodeId))],
        totalPages: action.totalPages,
        status: 'ready',
      };
    case 'failed':
      if (action.generation !== state.generation || action.page !== state.page) return state;
      return { ...state, status: 'error' };
    case 'retry':
      return state.status === 'error' ? { ...state, status: 'loading' } : state;
  }
}

export type ListRequest =
  | { kind: 'list'; params: { gameType: GameType; vassalage?: string; gameName?: string; gameClassify?: string; isNew?: boolean; minBet?: number } }
  | { kind: 'favourites' | 'recent'; params: { gameType: GameType; vendor?: string } };

/** What to fetch for the current state, or null (HOT mode, or nothing pending). */
export function requestFor(state: ListState): ListRequest | null {
  if (state.mode === 'HOT' || state.status !== 'loading') return null;
  const vendor = state.vendor ?? undefined;
  switch (state.mode) {
    case 'FAV':
      return { kind: 'favourites', params: { gameType: state.gameType, vendor } };
    case 'RECENT':
      return { kind: 'recent', params: { gameType: state.gameType, vendor } };
    case 'NEW':
      return { kind: 'list', params: { gameType: state.gameType, vassalage: vendor, isNew: true } };
    case 'SEARCH':
      return { kind: 'list', params: { gameType: state.gameType, vassalage: vendor, gameName: state.search.trim() } };
    case 'filter':
      return { kind: 'list', params: { gameType: state.gameType, vassalage: vendor, minBet: state.minBet ?? undefined } };
    default:
      return { kind: 'list', params: { gameType: state.gameType, vassalage: vendor, gameClassify: state.classify ?? undefined } };
  }
}
