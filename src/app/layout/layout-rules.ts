import { HOME_PATHS } from '../../config/constants';
import { findRoute, normalizePath, type TitleKey } from '../routes/route-table';
import { APP_PATHS, LEGACY_PATHS } from '../../config/paths';

/** Spec §2.1 layout rules, as pure functions of the path. */

// the play screen is a game, full screen: its own top bar leads back to the lobby (docs/decisions/0065)
// /m/lottery has the title bar and bottom bar of /m/lott, the same content (docs/decisions/0079)
// change password carries its own header (back and an h1, ui/page-header): with the main header above it there were two
const HEADER_HIDDEN: readonly string[] = [APP_PATHS.play, APP_PATHS.message, APP_PATHS.app, APP_PATHS.agent, APP_PATHS.activityDetail, APP_PATHS.login, APP_PATHS.register, LEGACY_PATHS.registerHtml, APP_PATHS.forget, APP_PATHS.changePsw];
const FOOTER_HIDDEN: readonly string[] = [APP_PATHS.play, APP_PATHS.app, APP_PATHS.agent, APP_PATHS.changePsw, APP_PATHS.login, APP_PATHS.register, LEGACY_PATHS.registerHtml, APP_PATHS.forget];
const MAIN_HEADER_PATHS = [...HOME_PATHS, APP_PATHS.login, APP_PATHS.register, LEGACY_PATHS.registerHtml, APP_PATHS.forget];
const BACK_TO_HOME_PATHS: readonly string[] = [APP_PATHS.login, APP_PATHS.register, LEGACY_PATHS.registerHtml, LEGACY_PATHS.trail, APP_PATHS.activity, APP_PATHS.forget];

export type HeaderKind = 'main' | 'title' | 'none';
export type BackTarget = { kind: 'home'; path: string } | { kind: 'history' };

export interface Layout {
  topBanner: boolean;
  header: HeaderKind;
  footer: boolean;
  back: BackTarget;
  titleKey: TitleKey;
}

export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.includes(pathname) || HOME_PATHS.includes(normalizePath(pathname));
}

export function headerKind(pathname: string): HeaderKind {
  const path = normalizePath(pathname);
  if (HEADER_HIDDEN.includes(path)) return 'none';
  return MAIN_HEADER_PATHS.includes(path) ? 'main' : 'title';
}

export function showsFooter(pathname: string): boolean {
  return !FOOTER_HIDDEN.includes(normalizePath(pathname));
}

export function backTarget(pathname: string): BackTarget {
  return BACK_TO_HOME_PATHS.includes(normalizePath(pathname)) ? { kind: 'home', path: APP_PATHS.home } : { kind: 'history' };
}

/**
 * The title of a path: the route table's key, except /m/member/notice, which
 * is the agents' list only when it asks for their type (?types=A); members
 * reaching it without types read notices, not "agent notices".
 */
export function titleKeyFor(pathname: string, search = ''): TitleKey {
  const key = findRoute(pathname)?.titleKey ?? 'home';
  if (key === 'memberNotice' && new URLSearchParams(search).get('types') !== 'A') return 'notice';
  return key;
}

export function layoutFor(pathname: string, search = ''): Layout {
  return {
    topBanner: isHomePath(pathname),
    header: headerKind(pathname),
    footer: showsFooter(pathname),
    back: backTarget(pathname),
    titleKey: titleKeyFor(pathname, search),
  };
}
