import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/**
 * The in-house engines' screens (docs/decisions/0065): the play screen a
 * launch opens (its ticket names the member, so the session only guards the
 * route), the blackjack table of the in-house card tables (docs/decisions/0068),
 * and the verify screen, which computes in the browser alone.
 */
export const playRoutes: readonly ScreenRoute[] = [
  { key: 'play', titleKey: 'play', access: 'member', screen: lazy(() => import('./components/play-page')) },
  { key: 'playBlackjack', titleKey: 'play', access: 'member', screen: lazy(() => import('./components/blackjack-page')) },
  // the fishing arcade of every FISH game (docs/decisions/0074)
  { key: 'playFishing', titleKey: 'play', access: 'member', screen: lazy(() => import('./components/fishing-page')) },
  // the live casino: a live vendor's tables, a baccarat table, a roulette table (docs/decisions/0072)
  { key: 'playTables', titleKey: 'live-games', access: 'member', screen: lazy(() => import('./components/tables-lobby-page')) },
  { key: 'playBaccarat', titleKey: 'play', access: 'member', screen: lazy(() => import('./components/baccarat-page')) },
  { key: 'playRoulette', titleKey: 'play', access: 'member', screen: lazy(() => import('./components/roulette-page')) },
  // the live dragon tiger, sic bo and xóc đĩa tables (docs/decisions/0076)
  { key: 'playTable', titleKey: 'play', access: 'member', screen: lazy(() => import('./components/table-page')) },
  { key: 'playVerify', titleKey: 'playVerify', access: 'public', screen: lazy(() => import('./components/verify-page')) },
];
