import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/** Promotions, rewards, rebate, referral and VIP. */
export const promotionRoutes: readonly ScreenRoute[] = [
  { key: 'activity', titleKey: 'activity', access: 'public', screen: lazy(() => import('./components/activity-page')) },
  { key: 'activityDetail', titleKey: 'activityDetail', access: 'public', screen: lazy(() => import('./components/activity-detail-page')) },
  { key: 'rewardCenter', titleKey: 'rewardCenter', access: 'member', flag: 'REWCEN3', screen: lazy(() => import('./components/reward-center-page')) },
  { key: 'manualRebate', titleKey: 'manualRebate', access: 'member', flag: 'MANPLAYREB3', screen: lazy(() => import('./components/manual-rebate-page')) },
  // guests stay and get the login dialog (spec: referral and VIP items)
  { key: 'inviteFriends', titleKey: 'inviteFriends', access: 'public', screen: lazy(() => import('./components/invite-friends-page')) },
  { key: 'benefits', titleKey: 'benefits', access: 'public', screen: lazy(() => import('./components/benefits-page')) },
];
