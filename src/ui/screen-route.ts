import type { ComponentType } from 'react';
import type { Dictionary } from '../i18n/vi';
import type { APP_PATHS } from '../config/paths';
import type { FlagName } from '../config/flags';

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

/**
 * One screen as its feature declares it (`features/<x>/routes.ts`, listed
 * once in src/app/routes/route-table.ts; docs/decisions/0058): the path is
 * APP_PATHS[key], the screen loads on demand, the title is titles[titleKey].
 */
export interface ScreenRoute {
  key: keyof typeof APP_PATHS;
  /** Old or alternative paths that open the same screen (LEGACY_PATHS, HOME_PATHS). */
  aliases?: readonly string[];
  titleKey: TitleKey;
  access: Access;
  /**
   * The whitelabel switch that hides this screen. Off, the screen is refused
   * with the server's own answer (no permission), which also refuses its
   * calls (server/routes/feature-gates.ts, docs/decisions/0053).
   */
  flag?: FlagName;
  screen: ComponentType;
}
