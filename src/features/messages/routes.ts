import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/** Feedback and the inbox (the message centre itself is composed in src/app). */
export const messageRoutes: readonly ScreenRoute[] = [
  { key: 'feedback', titleKey: 'feedback', access: 'member', flag: 'FEEDBACK3', screen: lazy(() => import('./components/feedback-page')) },
  { key: 'webEmail', titleKey: 'webEmail', access: 'member-not-trial', flag: 'MAILCEN', screen: lazy(() => import('./components/inbox-page')) },
];
