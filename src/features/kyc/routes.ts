import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/** The KYC centre (docs/decisions/0077), reached from the security centre. */
export const kycRoutes: readonly ScreenRoute[] = [
  { key: 'kyc', titleKey: 'kyc', access: 'member-not-trial', screen: lazy(() => import('./components/kyc-page')) },
];
