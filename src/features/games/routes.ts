import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';
import { LEGACY_PATHS } from '../../config/paths';

/** One list screen and one vendor grid for many categories: each loads once. */
const GamesList = lazy(() => import('./components/games-list-page'));
const VendorGrid = lazy(() => import('./components/vendor-grid-page'));

/** The games lobby: lists, vendor grids, search and the member's popups. */
export const gameRoutes: readonly ScreenRoute[] = [
  { key: 'hotGames', titleKey: 'hot-games', access: 'public', screen: lazy(() => import('./components/hot-games-page')) },
  { key: 'search', titleKey: 'search', access: 'public', screen: lazy(() => import('./components/search-page')) },
  { key: 'lottery', titleKey: 'lottery', access: 'public', screen: VendorGrid },
  { key: 'slotGames', aliases: [LEGACY_PATHS.provider], titleKey: 'slot-games', access: 'public', screen: GamesList },
  { key: 'pokerGames', titleKey: 'poker-games', access: 'public', screen: GamesList },
  { key: 'fishingGames', titleKey: 'fishing-games', access: 'public', screen: GamesList },
  { key: 'roulette', titleKey: 'roulette', access: 'public', screen: GamesList },
  { key: 'baccarat', titleKey: 'baccarat', access: 'public', screen: GamesList },
  { key: 'inHouse', titleKey: 'inHouse', access: 'public', screen: GamesList },
  { key: 'pgSoft', titleKey: 'pgSoft', access: 'public', screen: GamesList },
  { key: 'gameList', titleKey: 'gameList', access: 'public', screen: GamesList },
  { key: 'favGames', titleKey: 'favGames', access: 'member', screen: GamesList },
  { key: 'favorite', titleKey: 'favorite', access: 'member-popup', screen: lazy(() => import('./components/member-games-popup').then((m) => ({ default: m.FavouritePopupPage }))) },
  { key: 'recent', titleKey: 'recent', access: 'member-popup', screen: lazy(() => import('./components/member-games-popup').then((m) => ({ default: m.RecentPopupPage }))) },
  { key: 'lott', titleKey: 'lott', access: 'public', screen: VendorGrid },
  { key: 'elott', titleKey: 'elott', access: 'public', screen: VendorGrid },
  { key: 'sportGames', titleKey: 'sport-games', access: 'public', screen: VendorGrid },
  { key: 'liveGames', titleKey: 'live-games', access: 'public', screen: VendorGrid },
  { key: 'cockfight', titleKey: 'cockfight', access: 'public', screen: VendorGrid },
  { key: 'esportGames', titleKey: 'esport-games', access: 'public', screen: VendorGrid },
];
