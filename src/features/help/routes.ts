import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/** The help centre. */
export const helpRoutes: readonly ScreenRoute[] = [
  { key: 'help', titleKey: 'help', access: 'public', screen: lazy(() => import('./components/help-page')) },
];
