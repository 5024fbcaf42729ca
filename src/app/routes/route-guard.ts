import { isRealMember, roleOf, type Session } from '../../platform/session';
import type { Access } from './route-table';
import { APP_PATHS } from '../../config/paths';

/** Where a person without access is sent, or null when they may stay (spec §6). */
export function redirectFor(access: Access, session: Session | null): string | null {
  const role = roleOf(session);
  switch (access) {
    case 'public':
      return null;
    case 'guest':
      return role === 'member' || role === 'agent' ? APP_PATHS.home : null;
    case 'member':
      return role === 'visitor' ? APP_PATHS.login : null;
    case 'member-popup':
      return role === 'visitor' ? APP_PATHS.home : null;
    case 'member-not-trial':
      if (role === 'visitor') return APP_PATHS.login;
      return role === 'trial' ? APP_PATHS.home : null;
    case 'real-member':
      if (role === 'visitor') return APP_PATHS.login;
      return isRealMember(session) ? null : APP_PATHS.home;
    case 'agent':
      return role === 'agent' ? null : APP_PATHS.home;
  }
}

/**
 * Whether the refusal is the trial one, told with free_reject ("Please login
 * an actual account to use this function", a 2 s toast): trial users and
 * inbox or chat, non-real members and deposit.
 */
export function isTrialRefusal(access: Access, session: Session | null): boolean {
  if (!session) return false;
  return (access === 'member-not-trial' || access === 'real-member') && redirectFor(access, session) === APP_PATHS.home;
}
