import { SOCIAL_ERROR_CODES, type SocialProvider } from '../../../../contract';
import { ApiError } from '../../../api/errors';
import { readJson, remove, writeJson } from '../../../platform/storage';

/**
 * What a social sign-in keeps in the tab between screens
 * (docs/decisions/0078-social-sign-in-oidc.md): the provider being signed in
 * with (so the callback screen can offer to try it again), and a first
 * sign-in's ticket until the registration or the link spends it. Session
 * storage: it dies with the tab, as the flow does.
 */
const STARTED_KEY = 'social:started';
const TICKET_KEY = 'social:ticket';

export interface SocialTicket {
  provider: SocialProvider;
  ticket: string;
  /** Epoch ms. */
  expiresAt: number;
  email: string | null;
}

export function rememberSocialStart(provider: SocialProvider): void {
  writeJson(STARTED_KEY, provider, 'session');
}

export function startedSocialProvider(): SocialProvider | null {
  const value = readJson<string>(STARTED_KEY, 'session');
  return value === 'google' || value === 'facebook' ? value : null;
}

export function keepSocialTicket(ticket: SocialTicket): void {
  writeJson(TICKET_KEY, ticket, 'session');
}

/** The live ticket a registration should carry, or null (none, or expired). */
export function pendingSocialTicket(now = Date.now()): SocialTicket | null {
  const value = readJson<SocialTicket>(TICKET_KEY, 'session');
  if (!value || typeof value.ticket !== 'string' || typeof value.expiresAt !== 'number') return null;
  return value.expiresAt > now ? value : null;
}

export function dropSocialTicket(): void {
  remove(TICKET_KEY, 'session');
}

/** The registration refused the ticket (spent or expired): the form goes on as a plain registration. */
export function isSocialTicketRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === SOCIAL_ERROR_CODES.ticketInvalid;
}
