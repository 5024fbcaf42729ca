import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';
import { LEGACY_PATHS } from '../../config/paths';

/** Login, registration and passwords. */
export const authRoutes: readonly ScreenRoute[] = [
  { key: 'login', titleKey: 'login', access: 'guest', screen: lazy(() => import('./components/login-page')) },
  { key: 'register', aliases: [LEGACY_PATHS.registerHtml], titleKey: 'register', access: 'guest', screen: lazy(() => import('./components/register-page')) },
  { key: 'forget', titleKey: 'forget', access: 'public', screen: lazy(() => import('./components/forget-page')) },
  { key: 'socialCallback', titleKey: 'socialCallback', access: 'public', screen: lazy(() => import('./components/social-callback-page')) },
  { key: 'changePsw', titleKey: 'changePsw', access: 'member-not-trial', screen: lazy(() => import('./components/change-password-page')) },
];
