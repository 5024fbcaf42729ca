import type { Dictionary } from '../../i18n/vi';
import { HOME_ROUTE } from '../../config/constants';

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
export type ScreenId = 'home' | 'help' | 'settings' | 'app-download' | 'login' | 'register' | 'forget' | 'change-password' | 'notice' | 'announcement' | 'member-home' | GamesScreenId | 'placeholder';
/** The games lobby's screens (issue 5). */
type GamesScreenId = 'games-list' | 'vendor-grid' | 'hot-games' | 'game-search' | 'favorite-popup' | 'recent-popup';

export interface RouteDef {
  path: string;
  aliases?: readonly string[];
  titleKey: TitleKey;
  screen: ScreenId;
  access: Access;
  /** The issue that brings the real screen, for placeholder pages. */
  later?: 'accounts' | 'offline' | 'games' | 'member';
}

const r = (
  path: string,
  titleKey: TitleKey,
  access: Access = 'public',
  later?: RouteDef['later'],
  aliases?: readonly string[],
): RouteDef => ({ path, titleKey, access, screen: 'placeholder', later, aliases });

/** Every route of both specification documents. */
export const ROUTES: readonly RouteDef[] = [
  { path: HOME_ROUTE, aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'], titleKey: 'home', screen: 'home', access: 'public' },
  { path: '/m/help', titleKey: 'help', screen: 'help', access: 'public' },
  { path: '/m/set', titleKey: 'set', screen: 'settings', access: 'public' },
  // access and accounts
  { path: '/m/login', titleKey: 'login', screen: 'login', access: 'guest' },
  { path: '/m/register', aliases: ['/m/register.html'], titleKey: 'register', screen: 'register', access: 'guest' },
  { path: '/m/forget', titleKey: 'forget', screen: 'forget', access: 'public' },
  { path: '/m/changePsw', titleKey: 'changePsw', screen: 'change-password', access: 'member' },
  // shell entries
  { path: '/m/notice', titleKey: 'notice', screen: 'notice', access: 'public' },
  { path: '/m/announcement', titleKey: 'announcement', screen: 'announcement', access: 'public' },
  { path: '/m/app', titleKey: 'app', screen: 'app-download', access: 'public' },
  r('/m/activity', 'activity', 'public', 'member'),
  r('/m/activityDetail', 'activityDetail', 'public', 'member'),
  r('/m/message', 'message', 'public', 'member'),
  r('/m/feedback', 'feedback', 'member', 'member'),
  // games
  { path: '/m/hot-games', titleKey: 'hot-games', screen: 'hot-games', access: 'public' },
  { path: '/m/search', titleKey: 'search', screen: 'game-search', access: 'public' },
  { path: '/m/lottery', titleKey: 'lottery', screen: 'vendor-grid', access: 'public' },
  { path: '/m/slot-games', titleKey: 'slot-games', screen: 'games-list', access: 'public', aliases: ['/m/provider'] },
  { path: '/m/poker-games', titleKey: 'poker-games', screen: 'games-list', access: 'public' },
  { path: '/m/fishing-games', titleKey: 'fishing-games', screen: 'games-list', access: 'public' },
  { path: '/m/roulette', titleKey: 'roulette', screen: 'games-list', access: 'public' },
  { path: '/m/baccarat', titleKey: 'baccarat', screen: 'games-list', access: 'public' },
  { path: '/m/inHouse', titleKey: 'inHouse', screen: 'games-list', access: 'public' },
  { path: '/m/pg-soft', titleKey: 'pgSoft', screen: 'games-list', access: 'public' },
  { path: '/m/gameList', titleKey: 'gameList', screen: 'games-list', access: 'public' },
  { path: '/m/fav-games', titleKey: 'favGames', screen: 'games-list', access: 'member' },
  { path: '/m/favorite', titleKey: 'favorite', screen: 'favorite-popup', access: 'member-popup' },
  { path: '/m/recent', titleKey: 'recent', screen: 'recent-popup', access: 'member-popup' },
  { path: '/m/lott', titleKey: 'lott', screen: 'vendor-grid', access: 'public' },
  { path: '/m/elott', titleKey: 'elott', screen: 'vendor-grid', access: 'public' },
  { path: '/m/sport-games', titleKey: 'sport-games', screen: 'vendor-grid', access: 'public' },
  { path: '/m/live-games', titleKey: 'live-games', screen: 'vendor-grid', access: 'public' },
  { path: '/m/cockfight', titleKey: 'cockfight', screen: 'vendor-grid', access: 'public' },
  { path: '/m/esport-games', titleKey: 'esport-games', screen: 'vendor-grid', access: 'public' },
  // member centre
  { path: '/m/member/home', titleKey: 'memberHome', screen: 'member-home', access: 'member' },
  r('/m/voucherCenter', 'deposit', 'real-member', 'member'),
  r('/m/withdraw', 'withdraw', 'member', 'member'),
  r('/m/webEmail', 'webEmail', 'member-not-trial', 'member'),
  r('/m/gameRecord', 'gameRecord', 'member', 'member'),
  r('/m/transaction/record', 'transactionRecord', 'member', 'member'),
  r('/m/rewardCenter', 'rewardCenter', 'member', 'member'),
  r('/m/securityCenter', 'securityCenter', 'member', 'member'),
  r('/m/securityCenter/FundsPasswordBox', 'fundsPassword', 'member', 'member'),
  r('/m/member/manualRebate', 'manualRebate', 'member', 'member'),
  r('/m/inviteFriends', 'inviteFriends', 'member', 'member'),
  r('/m/member/benefits', 'benefits', 'member', 'member'),
  { path: '/m/member/notice', titleKey: 'memberNotice', screen: 'notice', access: 'member' },
  // agent area
  r('/m/agent', 'agent', 'agent', 'member'),
  r('/m/agent/team/overview', 'teamOverview', 'agent', 'member'),
  r('/m/member/team', 'teamManagement', 'agent', 'member'),
  r('/m/redRain', 'redRain', 'agent', 'member'),
  r('/m/agent/team/pnl', 'teamPnl', 'agent', 'member'),
  r('/m/teamBetting', 'teamBetting', 'agent', 'member'),
  r('/m/member/agent/agentRebeat', 'agentRebate', 'agent', 'member'),
  r('/m/member/teamRebate', 'teamRebate', 'agent', 'member'),
  r('/m/agentRegister', 'agentRegister', 'agent', 'member'),
  r('/m/member/agent/agentDivident', 'agentDividend', 'agent', 'member'),
  r('/m/member/agent/getSalaryContract', 'salaryContract', 'agent', 'member'),
  r('/m/member/agent/getDevidendContract', 'dividendContract', 'agent', 'member'),
  r('/m/member/agent/getHourContract', 'hourContract', 'agent', 'member'),
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
