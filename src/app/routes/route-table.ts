import type { Dictionary } from '../../i18n/vi';
import { HOME_ROUTE } from '../../config/constants';

export type TitleKey = keyof Dictionary['titles'];

/**
 * Who may open a route. Guests opening a `member` route go to /m/login;
 * `member-popup` routes (the favourite and recent popups) send guests home,
 * as the games document says; `agent` routes send everyone else home.
 */
export type Access = 'public' | 'member' | 'member-popup' | 'agent';

/** Screens with their own component; every other route shows its titled page. */
export type ScreenId = 'home' | 'help' | 'settings' | 'app-download' | 'notice' | 'announcement' | 'placeholder';

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
  r('/m/login', 'login', 'public', 'accounts'),
  r('/m/register', 'register', 'public', 'accounts', ['/m/register.html']),
  r('/m/forget', 'forget', 'public', 'accounts'),
  r('/m/changePsw', 'changePsw', 'member', 'accounts'),
  // shell entries
  { path: '/m/notice', titleKey: 'notice', screen: 'notice', access: 'public' },
  { path: '/m/announcement', titleKey: 'announcement', screen: 'announcement', access: 'public' },
  { path: '/m/app', titleKey: 'app', screen: 'app-download', access: 'public' },
  r('/m/activity', 'activity', 'public', 'member'),
  r('/m/activityDetail', 'activityDetail', 'public', 'member'),
  r('/m/message', 'message', 'public', 'member'),
  r('/m/feedback', 'feedback', 'member', 'member'),
  // games
  r('/m/hot-games', 'hot-games', 'public', 'games'),
  r('/m/search', 'search', 'public', 'games'),
  r('/m/lottery', 'lottery', 'public', 'games'),
  r('/m/slot-games', 'slot-games', 'public', 'games', ['/m/provider']),
  r('/m/poker-games', 'poker-games', 'public', 'games'),
  r('/m/fishing-games', 'fishing-games', 'public', 'games'),
  r('/m/roulette', 'roulette', 'public', 'games'),
  r('/m/baccarat', 'baccarat', 'public', 'games'),
  r('/m/inHouse', 'inHouse', 'public', 'games'),
  r('/m/pg-soft', 'pgSoft', 'public', 'games'),
  r('/m/gameList', 'gameList', 'public', 'games'),
  r('/m/fav-games', 'favGames', 'member', 'games'),
  r('/m/favorite', 'favorite', 'member-popup', 'games'),
  r('/m/recent', 'recent', 'member-popup', 'games'),
  r('/m/lott', 'lott', 'public', 'games'),
  r('/m/elott', 'elott', 'public', 'games'),
  r('/m/sport-games', 'sport-games', 'public', 'games'),
  r('/m/live-games', 'live-games', 'public', 'games'),
  r('/m/cockfight', 'cockfight', 'public', 'games'),
  r('/m/esport-games', 'esport-games', 'public', 'games'),
  // member centre
  r('/m/member/home', 'memberHome', 'member', 'member'),
  r('/m/voucherCenter', 'deposit', 'member', 'member'),
  r('/m/withdraw', 'withdraw', 'member', 'member'),
  r('/m/webEmail', 'webEmail', 'member', 'member'),
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
