import { APP_PATHS, appPath } from '../../../config/paths';
import type { FlagName } from '../../../config/flags';

export type AgentMenuKey =
  | 'team_overview' | 'transaction_record' | 'team_management' | 'red_rain' | 'team_pnl' | 'team_betting'
  | 'agent_rebate' | 'team_rebate' | 'security' | 'mail' | 'service';

export interface AgentMenuEntry {
  key: AgentMenuKey;
  href: string;
  /** The whitelabel key that shows the entry; null = always shown. */
  flag: FlagName | null;
}

/** The spec's agent menu table, in its order, with its keys as listed. */
export const AGENT_MENU: readonly AgentMenuEntry[] = [
  { key: 'team_overview', href: APP_PATHS.teamOverview, flag: 'AGEPAG' },
  { key: 'transaction_record', href: appPath('transactionRecord', { types: 'A' }), flag: 'TRANSREC3' },
  { key: 'team_management', href: APP_PATHS.teamManagement, flag: 'DOWNMAN' },
  { key: 'red_rain', href: APP_PATHS.redRain, flag: 'AGENTRANSMULTDOWN3' },
  { key: 'team_pnl', href: APP_PATHS.teamPnl, flag: 'AGETEAMPNL3' },
  { key: 'team_betting', href: APP_PATHS.teamBetting, flag: 'TEAMBETTING3' },
  { key: 'agent_rebate', href: APP_PATHS.agentRebate, flag: 'GAMSER' },
  { key: 'team_rebate', href: APP_PATHS.teamRebate, flag: 'AGEREBINC3' },
  { key: 'security', href: APP_PATHS.securityCenter, flag: 'SECPRIV' },
  { key: 'mail', href: APP_PATHS.webEmail, flag: 'MAILCEN' },
  // online service opens the customer-service chat (as the header's headset does), so it goes with the chat's switch
  { key: 'service', href: appPath('message', { service: 1 }), flag: 'CBS3' },
];

export function visibleMenu(isOn: (flag: FlagName) => boolean): AgentMenuEntry[] {
  return AGENT_MENU.filter((entry) => entry.flag === null || isOn(entry.flag));
}
