import { isRealMember, roleOf, type Session } from '../../platform/session';
import { HOME_ROUTE, LOGIN_ROUTE } from '../../config/constants';
import type { Access } from './route-table';

/** Where a person without access is sent, or null when they may stay (spec §6). */
export function redirectFor(access: Access, session: Session | null): string | null {
  const role = roleOf(session);
  switch (access) {
    case 'public':
      return null;
    case 'guest':
      return role === 'member' || role === 'agent' ? HOME_ROUTE : null;
    case 'member':
      return role === 'visitor' ? LOGIN_ROUTE : null;
    case 'member-popup':
      return role === 'visitor' ? HOME_ROUTE : null;
    case 'member-not-trial':
      if (role === 'visitor') return LOGIN_ROUTE;
      return role === 'trial' ? HOME_ROUTE : null;
    case 'real-member':
      if (role === 'visitor') return LOGIN_ROUTE;
      return isRealMember(session) ? null : HOME_ROUTE;
    case 'agent':
      return role === 'agent' ? null : HOME_ROUTE;
  }
}

/**
 * Whether the refusal is the trial one, told with free_reject ("Please login
 * an actual account to use this function", a 2 s toast): trial users and
 * inbox or chat, non-real members and deposit.
 */
export function isTrialRefusal(access: Access, session: Session | null): boolean {
  if (!session) return false;
  return (access === 'member-not-trial' || access === 'real-member') && redirectFor(access, session) === HOME_ROUTE;
}
