import { GAME_TYPES, type GameType } from '../../../api/contract';
import { IN_HOUSE_VENDOR, PG_SOFT_VENDOR } from '../../../config/constants';
import type { ListInit, ListMode } from './list-state';

/** What each games-list route fixes (games document, Game lists). */
const ROUTE_DEFAULTS: Record<string, Omit<ListInit, 'search'>> = {
  '/m/slot-games': { gameType: 'RNG' },
  '/m/provider': { gameType: 'RNG' },
  '/m/poker-games': { gameType: 'PVP' },
  '/m/fishing-games': { gameType: 'FISH' },
  '/m/roulette': { gameType: 'LIVE', classify: 'ROU' },
  '/m/baccarat': { gameType: 'LIVE', classify: 'BAC' },
  '/m/inHouse': { gameType: 'RNG', vendor: IN_HOUSE_VENDOR },
  '/m/pg-soft': { gameType: 'RNG', vendor: PG_SOFT_VENDOR },
  '/m/fav-games': { gameType: 'RNG', mode: 'FAV' },
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
 * (gameType, vassalage, classify, q, mode, minBet), so a list is linkable and
 * survives a reload. Any other path reads gameType and vassalage, default RNG.
 */
export function listInitFor(path: string, search: string): ListInit {
  const query = new URLSearchParams(search);
  const base = ROUTE_DEFAULTS[path] ?? { gameType: 'RNG' };
  const mode = MODES.find((m) => m === query.get('mode'));
  const minBet = Number(query.get('minBet'));
  return {
    gameType: query.has('gameType') ? listGameType(query.get('gameType')) : listGameType(base.gameType),
    vendor: query.get('vassalage') ?? base.vendor ?? null,
    classify: query.get('classify') ?? base.classify ?? null,
    search: query.get('q') ?? '',
    minBet: Number.isFinite(minBet) && minBet > 0 ? minBet : null,
    mode: mode ?? base.mode,
  };
}

/** The query string that describes a list state (only what differs from nothing). */
export function listQueryFor(state: { gameType: GameType; vendor: string | null; classify: string | null; search: string; mode: ListMode; minBet: number | null }): string {
  const query = new URLSearchParams();
  query.set('gameType', state.gameType);
  if (state.vendor) query.set('vassalage', state.vendor);
  if (state.classify) query.set('classify', state.classify);
  if (state.search) query.set('q', state.search);
  if (state.mode === 'RECENT' || state.mode === 'NEW' || state.mode === 'FAV') query.set('mode', state.mode);
  if (state.minBet) query.set('minBet', String(state.minBet));
  return query.toString();
}
