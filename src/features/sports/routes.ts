import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/**
 * The sportsbook every SPORTS and ESPORTS game opens, and the cockfight pit
 * of every COCKFIGHT game (docs/decisions/0073), each opened by its lobby
 * tile's launch. Both call as the member (the session).
 */
export const sportsRoutes: readonly ScreenRoute[] = [
  { key: 'sportsbook', titleKey: 'sport-games', access: 'member', screen: lazy(() => import('./components/sportsbook-page')) },
  { key: 'cockfightPit', titleKey: 'cockfight', access: 'member', screen: lazy(() => import('./components/cockfight-page')) },
];
