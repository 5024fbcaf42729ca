import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/** The in-house fast lottery (docs/decisions/0067), opened by its lobby tile's launch; the traditional lottery's results (0102). */
export const lotteryRoutes: readonly ScreenRoute[] = [
  { key: 'fastLottery', titleKey: 'fastLottery', access: 'member', screen: lazy(() => import('./components/lottery-page')) },
  { key: 'vnLottery', titleKey: 'vnLottery', access: 'public', screen: lazy(() => import('./components/vn-lottery-page')) },
];
