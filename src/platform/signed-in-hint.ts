import { createContext, useContext } from 'react';
import { SIGNED_IN_COOKIE } from '../../contract/boot';

/**
 * The server renders the home's first screen without knowing who asks (a
 * page request carries no token), so a signed-in player saw the guest's
 * header and join banner until the app replaced them. The client says
 * "someone is signed in" in a cookie (never the token); the server then
 * renders those places neutral (docs/decisions/0080). True only in that
 * server render: the client knows its session.
 */
export const SignedInHintContext = createContext(false);

/** Whether the guest's buttons must stay out of this render although no session is known here. */
export function useSignedInHint(): boolean {
  return useContext(SignedInHintContext);
}

/** The attribute of a neutral place; a page holding one is never hydrated (src/main.tsx). */
export const SESSION_PENDING_ATTRIBUTE = 'data-session-pending';

/** Keeps the cookie in step with the session record (set, cleared, and as found at start). */
export function markSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax${secure}`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax${secure}`;
}
