import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/** Deposit, withdrawal, records and security. */
export const walletRoutes: readonly ScreenRoute[] = [
  { key: 'deposit', titleKey: 'deposit', access: 'real-member', flag: 'DEPOSIT', screen: lazy(() => import('./components/deposit-page')) },
  { key: 'withdraw', titleKey: 'withdraw', access: 'member-not-trial', flag: 'WITHDRAW', screen: lazy(() => import('./components/withdraw-page')) },
  { key: 'gameRecord', titleKey: 'gameRecord', access: 'member-not-trial', flag: 'TRANSBETREPMEM3', screen: lazy(() => import('./components/game-record-page')) },
  { key: 'transactionRecord', titleKey: 'transactionRecord', access: 'member-not-trial', flag: 'TRANSREC3', screen: lazy(() => import('./components/transaction-record-page')) },
  { key: 'securityCenter', titleKey: 'securityCenter', access: 'member-not-trial', screen: lazy(() => import('./components/security-center-page')) },
  { key: 'fundsPassword', titleKey: 'fundsPassword', access: 'member-not-trial', screen: lazy(() => import('./components/funds-password-page')) },
];
