import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/** One screen, two paths: the notices of everyone, and the member's own. */
const NoticePage = lazy(() => import('./components/notice-page'));

/** Notices and announcements. */
export const announcementRoutes: readonly ScreenRoute[] = [
  { key: 'notice', titleKey: 'notice', access: 'public', screen: NoticePage },
  { key: 'announcement', titleKey: 'announcement', access: 'public', screen: lazy(() => import('./components/announcement-page')) },
  { key: 'memberNotice', titleKey: 'memberNotice', access: 'member', screen: NoticePage },
];
