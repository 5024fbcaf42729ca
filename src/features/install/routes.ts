import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/** The app download page. */
export const installRoutes: readonly ScreenRoute[] = [
  { key: 'app', titleKey: 'app', access: 'public', screen: lazy(() => import('./components/app-download-page')) },
];
