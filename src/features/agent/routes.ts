import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { ScreenRoute } from '../../ui/screen-route';

/** The agent area: team, reports, rebates, contracts. */
export const agentRoutes: readonly ScreenRoute[] = [
  { key: 'agent', titleKey: 'agent', access: 'agent', screen: lazy(() => import('./components/agent-home-page')) },
  { key: 'teamOverview', titleKey: 'teamOverview', access: 'agent', screen: lazy(() => import('./components/team-overview-page')) },
  { key: 'teamManagement', titleKey: 'teamManagement', access: 'agent', flag: 'DOWNMAN', screen: lazy(() => import('./components/team-management-page')) },
  { key: 'redRain', titleKey: 'redRain', access: 'agent', flag: 'AGENTRANSMULTDOWN3', screen: lazy(() => import('./components/red-rain-page')) },
  { key: 'teamPnl', titleKey: 'teamPnl', access: 'agent', flag: 'AGETEAMPNL3', screen: lazy(() => import('./components/kpi-list-page').then((m) => ({ default: m.TeamPnlPage }))) },
  { key: 'teamBetting', titleKey: 'teamBetting', access: 'agent', flag: 'TEAMBETTING3', screen: lazy(() => import('./components/kpi-list-page').then((m) => ({ default: m.TeamBettingPage }))) },
  { key: 'agentRebate', titleKey: 'agentRebate', access: 'agent', flag: 'GAMSER', screen: lazy(() => import('./components/agent-rebate-page')) },
  { key: 'teamRebate', titleKey: 'teamRebate', access: 'agent', flag: 'AGEREBINC3', screen: lazy(() => import('./components/team-rebate-page')) },
  { key: 'agentRegister', titleKey: 'agentRegister', access: 'agent', screen: lazy(() => import('./components/open-account-page')) },
  { key: 'agentDividend', titleKey: 'agentDividend', access: 'agent', screen: lazy(() => import('./components/dividend-page')) },
  { key: 'salaryContract', titleKey: 'salaryContract', access: 'agent', screen: lazy(() => import('./components/contract-page').then((m) => ({ default: m.SalaryContractPage }))) },
  { key: 'dividendContract', titleKey: 'dividendContract', access: 'agent', screen: lazy(() => import('./components/contract-page').then((m) => ({ default: m.DividendContractPage }))) },
  { key: 'hourContract', titleKey: 'hourContract', access: 'agent', screen: lazy(() => import('./components/contract-page').then((m) => ({ default: m.HourContractPage }))) },
];
