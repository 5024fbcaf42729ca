import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, MEMBER_TYPES_REAL, NON_AGENT_TYPES, TRIAL_MEMBER_TYPE } from '../config/constants';
import { readJson, writeJson, remove, clearArea, writeText } from './storage';
import { markSignedIn } from './signed-in-hint';

/** The session record the mobile site keeps (spec §3). */
export interface Session {
  token: string;
  id?: number;
  userName: string;
  /** Member type: 0,1,2 member; 4 trial; other non-0/4/40 values are agents. */
  type: number;
  merchantCode: string;
  firstTimeLogin?: boolean;
}

export type Role = 'visitor' | 'member' | 'trial' | 'agent';

type Listener = () => void;
const listeners = new Set<Listener>();
// Read on first use, not when the module loads: the first read of each
// storage area is a synchronous load, and the app's bundle is evaluated in
// one task on a slow phone.
let current: Session | null | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (current === undefined) {
    current = readJson<Session>(STORAGE_KEYS.session, 'session') ?? readJson<Session>(STORAGE_KEYS.session);
    // the server's first screen follows the session found (a record from before the cookie, one cleared elsewhere)
    markSignedIn(current !== null);
  }
  return current;
}

/** Stores the session in localStorage so it survives closing the home-screen app. */
export function setSession(session: Session): void {
  current = session;
  writeJson(STORAGE_KEYS.session, session);
  markSignedIn(true);
  emit();
}

/** Clears every trace of the session: the record, session storage, auto-login. */
export function clearSession(): void {
  current = null;
  remove(STORAGE_KEYS.session);
  markSignedIn(false);
  clearArea('session');
  writeText(STORAGE_KEYS.autoLogin, '0');
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function roleOf(session: Session | null): Role {
  if (!session) return 'visitor';
  if (session.type === TRIAL_MEMBER_TYPE) return 'trial';
  if (!NON_AGENT_TYPES.includes(session.type)) return 'agent';
  return 'member';
}

export function isRealMember(session: Session | null): boolean {
  return session !== null && MEMBER_TYPES_REAL.includes(session.type);
}

/** Who owns member-scoped caches (the member slot of every query key); never shared between two accounts. */
export function memberKey(session: Session | null): string {
  return session ? `${session.id ?? ''}:${session.userName}` : 'guest';
}
