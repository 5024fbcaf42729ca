import { HOME_PATHS } from '../../config/constants';
import { APP_PATHS } from '../../config/paths';
import { retryableLazy as lazy } from '../../ui/retryable-lazy';
import type { Access, ScreenRoute, TitleKey } from '../../ui/screen-route';
import { agentRoutes } from '../../features/agent/routes';
import { announcementRoutes } from '../../features/announcements/routes';
import { authRoutes } from '../../features/auth/routes';
import { gameRoutes } from '../../features/games/routes';
import { helpRoutes } from '../../features/help/routes';
import { installRoutes } from '../../features/install/routes';
import { kycRoutes } from '../../features/kyc/routes';
import { lotteryRoutes } from '../../features/lottery/routes';
import { messageRoutes } from '../../features/messages/routes';
import { playRoutes } from '../../features/play/routes';
import { promotionRoutes } from '../../features/promotions/routes';
import { sportsRoutes } from '../../features/sports/routes';
import { walletRoutes } from '../../features/wallet/routes';

export type { Access, TitleKey };

/** A screen route with its path resolved from APP_PATHS. */
export interface RouteDef extends ScreenRoute {
  path: string;
}

/**
 * The screens composed here from several features (src/app/screens). Home
 * is in the first bundle (it is the start URL): the router renders it
 * directly (router.tsx); its entry here names the same module, so the table
 * stays free of screen code and tests can read it outside the browser.
 */
const appRoutes: readonly ScreenRoute[] = [
  { key: 'home', aliases: HOME_PATHS.filter((path) => path !== APP_PATHS.home), titleKey: 'home', access: 'public', screen: lazy(() => import('../screens/home-screen')) },
  { key: 'set', titleKey: 'set', access: 'public', screen: lazy(() => import('../screens/settings-screen')) },
  { key: 'message', titleKey: 'message', access: 'public', screen: lazy(() => import('../screens/message-centre-screen')) },
  { key: 'memberHome', titleKey: 'memberHome', access: 'member', screen: lazy(() => import('../screens/member-home-screen')) },
];

/**
 * Every route of both specification documents: each feature declares its
 * own screens (features/<x>/routes.ts, docs/decisions/0058), listed here once.
 */
export const ROUTES: readonly RouteDef[] = [
  ...appRoutes,
  ...helpRoutes,
  ...installRoutes,
  ...authRoutes,
  ...announcementRoutes,
  ...messageRoutes,
  ...gameRoutes,
  ...walletRoutes,
  ...kycRoutes,
  ...playRoutes,
  ...lotteryRoutes,
  ...sportsRoutes,
  ...promotionRoutes,
  ...agentRoutes,
].map((route) => ({ ...route, path: APP_PATHS[route.key] }));

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
