import type { Dictionary } from '../../i18n/vi';
import { HOME_ROUTE } from '../../config/constants';
import { APP_PATHS } from '../../config/paths';
import type { FlagName } from '../../config/flags';

export type TitleKey = keyof Dictionary['titles'];

/**
 * Who may open a route. Guests opening a `member` route go to /m/login;
 * `member-popup` routes (the favourite and recent popups) send guests home,
 * as the games document says; `member-not-trial` (inbox) and `real-member`
 * (deposit: types 0, 1, 2) refuse the others with free_reject; `agent`
 * routes send everyone else home; `guest` routes (login, register) send
 * members and agents home, while visitors and trial users (who open a real
 * account from there) stay.
 */
export type Access = 'public' | 'guest' | 'member' | 'member-popup' | 'member-not-trial' | 'real-member' | 'agent';

/** Screens with their own component; every other route shows its titled page. */
export type ScreenId = MessagesScreenId | 'home' | 'help' | 'settings' | 'app-download' | 'login' | 'register' | 'forget' | 'change-password' | 'notice' | 'announcement' | 'member-home' | GamesScreenId | PromotionsScreenId | WalletScreenId | AgentScreenId | 'placeholder';
/** Message centre, inbox and feedback (issue 14). */
type MessagesScreenId = 'message-centre' | 'inbox' | 'feedback';
/** The games lobby's screens (issue 5). */
type GamesScreenId = 'games-list' | 'vendor-grid' | 'hot-games' | 'game-search' | 'favorite-popup' | 'recent-popup';
/** Promotions, rewards, rebate, VIP and referral (issue 13). */
/** Wallet: deposit, withdraw, records, security (issue 12). */
type WalletScreenId = 'deposit' | 'withdraw' | 'game-record' | 'transaction-record' | 'security-center' | 'funds-password';
/** The agent area's screens (issue 15). */
type AgentScreenId = 'agent-home' | 'team-overview' | 'team-management' | 'red-rain' | 'team-pnl' | 'team-betting' | 'agent-rebate' | 'team-rebate' | 'agent-register' | 'agent-dividend' | 'salary-contract' | 'dividend-contract' | 'hour-contract';
type PromotionsScreenId = 'activity' | 'activity-detail' | 'reward-center' | 'manual-rebate' | 'invite-friends' | 'benefits';

export interface RouteDef {
  path: string;
  aliases?: readonly string[];
  titleKey: TitleKey;
  screen: ScreenId;
  access: Access;
  /**
   * The whitelabel switch that hides this screen. Off, the screen is refused
   * with the server's own answer (no permission), which also refuses its
   * calls (server/routes/feature-gates.ts, docs/decisions/0053).
   */
  flag?: FlagName;
  /** The issue that brings the real screen, for placeholder pages. */
  later?: 'accounts' | 'offline' | 'games' | 'member';
}

/** Every route of both specification documents. */
export const ROUTES: readonly RouteDef[] = [
  { path: HOME_ROUTE, aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'], titleKey: 'home', screen: 'home', access: 'public' },
  { path: APP_PATHS.help, titleKey: 'help', screen: 'help', access: 'public' },
  { path: APP_PATHS.set, titleKey: 'set', screen: 'settings', access: 'public' },
  // access and accounts
  { path: APP_PATHS.login, titleKey: 'login', screen: 'login', access: 'guest' },
  { path: APP_PATHS.register, aliases: ['/m/register.html'], titleKey: 'register', screen: 'register', access: 'guest' },
  { path: APP_PATHS.forget, titleKey: 'forget', screen: 'forget', access: 'public' },
  { path: APP_PATHS.changePsw, titleKey: 'changePsw', screen: 'change-password', access: 'member-not-trial' },
  // shell entries
  { path: APP_PATHS.notice, titleKey: 'notice', screen: 'notice', access: 'public' },
  { path: APP_PATHS.announcement, titleKey: 'announcement', screen: 'announcement', access: 'public' },
  { path: APP_PATHS.app, titleKey: 'app', screen: 'app-download', access: 'public' },
  { path: APP_PATHS.activity, titleKey: 'activity', screen: 'activity', access: 'public' },
  { path: APP_PATHS.activityDetail, titleKey: 'activityDetail', screen: 'activity-detail', access: 'public' },
  { path: APP_PATHS.message, titleKey: 'message', screen: 'message-centre', access: 'public' },
  { path: APP_PATHS.feedback, titleKey: 'feedback', screen: 'feedback', access: 'member', flag: 'FEEDBACK3' },
  // games
  { path: APP_PATHS.hotGames, titleKey: 'hot-games', screen: 'hot-games', access: 'public' },
  { path: APP_PATHS.search, titleKey: 'search', screen: 'game-search', access: 'public' },
  { path: APP_PATHS.lottery, titleKey: 'lottery', screen: 'vendor-grid', access: 'public' },
  { path: APP_PATHS.slotGames, titleKey: 'slot-games', screen: 'games-list', access: 'public', aliases: ['/m/provider'] },
  { path: APP_PATHS.pokerGames, titleKey: 'poker-games', screen: 'games-list', access: 'public' },
  { path: APP_PATHS.fishingGames, titleKey: 'fishing-games', screen: 'games-list', access: 'public' },
  { path: APP_PATHS.roulette, titleKey: 'roulette', screen: 'games-list', access: 'public' },
  { path: APP_PATHS.baccarat, titleKey: 'baccarat', screen: 'games-list', access: 'public' },
  { path: APP_PATHS.inHouse, titleKey: 'inHouse', screen: 'games-list', access: 'public' },
  { path: APP_PATHS.pgSoft, titleKey: 'pgSoft', screen: 'games-list', access: 'public' },
  { path: APP_PATHS.gameList, titleKey: 'gameList', screen: 'games-list', access: 'public' },
  { path: APP_PATHS.favGames, titleKey: 'favGames', screen: 'games-list', access: 'member' },
  { path: APP_PATHS.favorite, titleKey: 'favorite', screen: 'favorite-popup', access: 'member-popup' },
  { path: APP_PATHS.recent, titleKey: 'recent', screen: 'recent-popup', access: 'member-popup' },
  { path: APP_PATHS.lott, titleKey: 'lott', screen: 'vendor-grid', access: 'public' },
  { path: APP_PATHS.elott, titleKey: 'elott', screen: 'vendor-grid', access: 'public' },
  { path: APP_PATHS.sportGames, titleKey: 'sport-games', screen: 'vendor-grid', access: 'public' },
  { path: APP_PATHS.liveGames, titleKey: 'live-games', screen: 'vendor-grid', access: 'public' },
  { path: APP_PATHS.cockfight, titleKey: 'cockfight', screen: 'vendor-grid', access: 'public' },
  { path: APP_PATHS.esportGames, titleKey: 'esport-games', screen: 'vendor-grid', access: 'public' },
  // member centre
  { path: APP_PATHS.memberHome, titleKey: 'memberHome', screen: 'member-home', access: 'member' },
  { path: APP_PATHS.deposit, titleKey: 'deposit', screen: 'deposit', access: 'real-member', flag: 'DEPOSIT' },
  { path: APP_PATHS.withdraw, titleKey: 'withdraw', screen: 'withdraw', access: 'member-not-trial', flag: 'WITHDRAW' },
  { path: APP_PATHS.webEmail, titleKey: 'webEmail', screen: 'inbox', access: 'member-not-trial', flag: 'MAILCEN' },
  { path: APP_PATHS.gameRecord, titleKey: 'gameRecord', screen: 'game-record', access: 'member-not-trial', flag: 'TRANSBETREPMEM3' },
  { path: APP_PATHS.transactionRecord, titleKey: 'transactionRecord', screen: 'transaction-record', access: 'member-not-trial', flag: 'TRANSREC3' },
  { path: APP_PATHS.rewardCenter, titleKey: 'rewardCenter', screen: 'reward-center', access: 'member', flag: 'REWCEN3' },
  { path: APP_PATHS.securityCenter, titleKey: 'securityCenter', screen: 'security-center', access: 'member-not-trial' },
  { path: APP_PATHS.fundsPassword, titleKey: 'fundsPassword', screen: 'funds-password', access: 'member-not-trial' },
  { path: APP_PATHS.manualRebate, titleKey: 'manualRebate', screen: 'manual-rebate', access: 'member', flag: 'MANPLAYREB3' },
  // guests stay and get the login dialog (spec: referral and VIP items)
  { path: APP_PATHS.inviteFriends, titleKey: 'inviteFriends', screen: 'invite-friends', access: 'public' },
  { path: APP_PATHS.benefits, titleKey: 'benefits', screen: 'benefits', access: 'public' },
  { path: APP_PATHS.memberNotice, titleKey: 'memberNotice', screen: 'notice', access: 'member' },
  // agent area
  { path: APP_PATHS.agent, titleKey: 'agent', screen: 'agent-home', access: 'agent' },
  { path: APP_PATHS.teamOverview, titleKey: 'teamOverview', screen: 'team-overview', access: 'agent' },
  { path: APP_PATHS.teamManagement, titleKey: 'teamManagement', screen: 'team-management', access: 'agent', flag: 'DOWNMAN' },
  { path: APP_PATHS.redRain, titleKey: 'redRain', screen: 'red-rain', access: 'agent', flag: 'AGENTRANSMULTDOWN3' },
  { path: APP_PATHS.teamPnl, titleKey: 'teamPnl', screen: 'team-pnl', access: 'agent', flag: 'AGETEAMPNL3' },
  { path: APP_PATHS.teamBetting, titleKey: 'teamBetting', screen: 'team-betting', access: 'agent', flag: 'TEAMBETTING3' },
  { path: APP_PATHS.agentRebate, titleKey: 'agentRebate', screen: 'agent-rebate', access: 'agent', flag: 'GAMSER' },
  { path: APP_PATHS.teamRebate, titleKey: 'teamRebate', screen: 'team-rebate', access: 'agent', flag: 'AGEREBINC3' },
  { path: APP_PATHS.agentRegister, titleKey: 'agentRegister', screen: 'agent-register', access: 'agent' },
  { path: APP_PATHS.agentDividend, titleKey: 'agentDividend', screen: 'agent-dividend', access: 'agent' },
  { path: APP_PATHS.salaryContract, titleKey: 'salaryContract', screen: 'salary-contract', access: 'agent' },
  { path: APP_PATHS.dividendContract, titleKey: 'dividendContract', screen: 'dividend-contract', access: 'agent' },
  { path: APP_PATHS.hourContract, titleKey: 'hourContract', screen: 'hour-contract', access: 'agent' },
];

/** Removes a trailing slash, except on the root and the /m/ home alias. */
export function normalizePath(pathname: string): string {
  if (pathname === '/' || pathname === '/m/') return pathname;
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

const byPath = new Map<string, RouteDef>();
for (const route of ROUTES) {
  for (const path of [route.path, ...(route.aliases ?? [])]) byPath.set(path, route);
}

/** The route a path belongs to, or undefined for an unknown path. */
export function findRoute(pathname: string): RouteDef | undefined {
  return byPath.get(normalizePath(pathname));
}

export function allRoutePaths(): string[] {
  return [...byPath.keys()];
}
