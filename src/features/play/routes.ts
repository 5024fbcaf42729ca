import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/**
 * The in-house engines' screens (docs/decisions/0065): the play screen a
 * launch opens (its ticket names the member, so the session only guards the
 * route), and the verify screen, which computes in the browser alone.
 */
export const playRoutes: readonly ScreenRoute[] = [
  { key: 'play', titleKey: 'play', access: 'member', screen: lazy(() => import('./components/play-page')) },
  { key: 'playVerify', titleKey: 'playVerify', access: 'public', screen: lazy(() => import('./components/verify-page')) },
];
