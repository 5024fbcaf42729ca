import { roleOf, type Session } from '../../platform/session';
import { HOME_ROUTE, LOGIN_ROUTE } from '../../config/constants';
import type { Access } from './route-table';

/** Where a person without access is sent, or null when they may stay (spec §6). */
export function redirectFor(access: Access, session: Session | null): string | null {
  const role = roleOf(session);
  switch (access) {
    case 'public':
      return null;
    case 'member':
      return role === 'visitor' ? LOGIN_ROUTE : null;
    case 'member-popup':
      return role === 'visitor' ? HOME_ROUTE : null;
    case 'agent':
      return role === 'agent' ? null : HOME_ROUTE;
  }
}
