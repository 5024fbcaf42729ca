import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import HomeScreen from '../screens/home-screen';
import type { ScreenId } from './route-table';

/** Home is in the first bundle (it is the start URL); other screens load on demand. */
export const SCREENS: Record<Exclude<ScreenId, 'placeholder'>, ComponentType | LazyExoticComponent<ComponentType>> = {
  home: HomeScreen,
  help: lazy(() => import('../../features/help/components/help-page')),
  settings: lazy(() => import('../screens/settings-screen')),
  'app-download': lazy(() => import('../../features/install/components/app-download-page')),
  'games-list': lazy(() => import('../../features/games/components/games-list-page')),
  'vendor-grid': lazy(() => import('../../features/games/components/vendor-grid-page')),
  'hot-games': lazy(() => import('../../features/games/components/hot-games-page')),
  'game-search': lazy(() => import('../../features/games/components/search-page')),
  'favorite-popup': lazy(() => import('../../features/games/components/member-games-popup').then((m) => ({ default: m.FavouritePopupPage }))),
  'recent-popup': lazy(() => import('../../features/games/components/member-games-popup').then((m) => ({ default: m.RecentPopupPage }))),
  login: lazy(() => import('../../features/auth/components/login-page')),
  register: lazy(() => import('../../features/auth/components/register-page')),
  forget: lazy(() => import('../../features/auth/components/forget-page')),
  'change-password': lazy(() => import('../../features/auth/components/change-password-page')),
  notice: lazy(() => import('../../features/announcements/components/notice-page')),
  'member-home': lazy(() => import('../screens/member-home-screen')),
  announcement: lazy(() => import('../../features/announcements/components/announcement-page')),
  deposit: lazy(() => import('../../features/wallet/components/deposit-page')),
  withdraw: lazy(() => import('../../features/wallet/components/withdraw-page')),
  'game-record': lazy(() => import('../../features/wallet/components/game-record-page')),
  'transaction-record': lazy(() => import('../../features/wallet/components/transaction-record-page')),
  'security-center': lazy(() => import('../../features/wallet/components/security-center-page')),
  'funds-password': lazy(() => import('../../features/wallet/components/funds-password-page')),
  activity: lazy(() => import('../../features/promotions/components/activity-page')),
  'activity-detail': lazy(() => import('../../features/promotions/components/activity-detail-page')),
  'reward-center': lazy(() => import('../../features/promotions/components/reward-center-page')),
  'manual-rebate': lazy(() => import('../../features/promotions/components/manual-rebate-page')),
  'invite-friends': lazy(() => import('../../features/promotions/components/invite-friends-page')),
  benefits: lazy(() => import('../../features/promotions/components/benefits-page')),
};
