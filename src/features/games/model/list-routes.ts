import { GAME_TYPES, type GameType } from '../../../../contract';
import { IN_HOUSE_VENDOR, PG_SOFT_VENDOR } from '../../../config/constants';
import { listFilter, type ListFilter, type ListInit, type ListMode } from './list-filter';
import { APP_PATHS, LEGACY_PATHS } from '../../../config/paths';

/** What each games-list route fixes (games document, Game lists). */
const ROUTE_DEFAULTS: Record<string, Omit<ListInit, 'search'>> = {
  [APP_PATHS.slotGames]: { gameType: 'RNG' },
  [LEGACY_PATHS.provider]: { gameType: 'RNG' },
  [APP_PATHS.pokerGames]: { gameType: 'PVP' },
  [APP_PATHS.fishingGames]: { gameType: 'FISH' },
  [APP_PATHS.roulette]: { gameType: 'LIVE', classify: 'ROU' },
  [APP_PATHS.baccarat]: { gameType: 'LIVE', classify: 'BAC' },
  [APP_PATHS.inHouse]: { gameType: 'RNG', vendor: IN_HOUSE_VENDOR },
  [APP_PATHS.pgSoft]: { gameType: 'RNG', vendor: PG_SOFT_VENDOR },
  [APP_PATHS.favGames]: { gameType: 'RNG', mode: 'FAV' },
};

/** The tabs of the games list's category menu (the types that have game lists). */
export const LIST_TABS: readonly GameType[] = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS'];

const MODES: readonly ListMode[] = ['ALL', 'HOT', 'FAV', 'RECENT', 'NEW', 'filter', 'SEARCH'];

/** E-sports and cockfight have no list of their own: they fall back to SPORTS. */
export function listGameType(value: string | null | undefined): GameType {
  const type = GAME_TYPES.find((t) => t === value) ?? 'RNG';
  return type === 'ESPORTS' || type === 'COCKFIGHT' ? 'SPORTS' : type;
}

/**
 * The list's starting point: the route's defaults, then the query string
 * (gameType, vassalage, classify, q, mode, minBet, minLine), so a list is linkable and
 * survives a reload. Any other path reads gameType and vassalage, default RNG.
 */
export function listInitFor(path: string, search: string): ListInit {
  const query = new URLSearchParams(search);
  const base = ROUTE_DEFAULTS[path] ?? { gameType: 'RNG' };
  const mode = MODES.find((m) => m === query.get('mode'));
  const minBet = Number(query.get('minBet'));
  const minLine = Number(query.get('minLine'));
  return {
    gameType: query.has('gameType') ? listGameType(query.get('gameType')) : listGameType(base.gameType),
    // an empty value clears the route's default (all vendors on /m/inHouse, all classifies on /m/roulette)
    vendor: query.has('vassalage') ? query.get('vassalage') || null : (base.vendor ?? null),
    classify: query.has('classify') ? query.get('classify') || null : (base.classify ?? null),
    search: query.get('q') ?? '',
    minBet: Number.isFinite(minBet) && minBet > 0 ? minBet : null,
    minLine: Number.isInteger(minLine) && minLine > 0 ? minLine : null,
    mode: mode ?? base.mode,
  };
}

/** The query string that describes a list state (only what differs from nothing). */
export function listQueryFor(state: { gameType: GameType; vendor: string | null; classify: string | null; search: string; mode: ListMode; minBet: number | null; minLine: number | null }): string {
  const query = new URLSearchParams();
  query.set('gameType', state.gameType);
  if (state.vendor) query.set('vassalage', state.vendor);
  if (state.classify) query.set('classify', state.classify);
  if (state.search) query.set('q', state.search);
  if (state.mode === 'RECENT' || state.mode === 'NEW' || state.mode === 'FAV') query.set('mode', state.mode);
  if (state.minBet) query.set('minBet', String(state.minBet));
  if (state.minLine) query.set('minLine', String(state.minLine));
  return query.toString();
}

/** The list route of each tab, so the page title follows the category (types without a route of their own use /m/gameList). */
const TAB_PATHS: Partial<Record<GameType, string>> = {
  RNG: APP_PATHS.slotGames,
  FISH: APP_PATHS.fishingGames,
  PVP: APP_PATHS.pokerGames,
};

const same = (a: ListFilter, b: ListFilter) =>
  a.gameType === b.gameType && a.vendor === b.vendor && a.classify === b.classify && a.minBet === b.minBet && a.minLine === b.minLine && a.search === b.search && a.mode === b.mode;

/** The filter a list URL describes. */
export function filterForUrl(path: string, search: string): ListFilter {
  return listFilter(listInitFor(path, search));
}

/**
 * The URL of a filter, from the list at `path`: a new type moves to that
 * type's route; the query string holds what differs from the route's
 * defaults, and names the mode whenever the route would read another.
 */
export function listUrlFor(path: string, from: ListFilter, to: ListFilter): string {
  const target = to.gameType !== from.gameType ? (TAB_PATHS[to.gameType] ?? APP_PATHS.gameList) : path;
  if (same(filterForUrl(target, ''), to)) return target;
  const query = listQueryFor(to);
  if (same(filterForUrl(target, `?${query}`), to)) return `${target}?${query}`;
  const explicit = new URLSearchParams(query);
  explicit.set('vassalage', to.vendor ?? '');
  explicit.set('classify', to.classify ?? '');
  explicit.set('mode', to.mode);
  return `${target}?${explicit.toString()}`;
}
