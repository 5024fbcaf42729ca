/**
 * Social sign-in as an OpenID Connect relying party (openid-client): the
 * authorization code flow with PKCE, state and nonce, the ID token's
 * signature, issuer, audience and expiry checked by the library
 * (docs/decisions/0078-social-sign-in-oidc.md). What a flow needs between its
 * start and its callback lives in the database, so any server process of a
 * deployment finishes a flow another started.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import { SOCIAL_ERROR_CODES, type SocialProvider } from '../../contract/social';
import { ERROR_CODES } from '../../contract/error-codes';
import { AUTH_ERROR_CODES } from '../../contract/auth';
import type { FlagName } from '../../src/config/flags';
import { APP_PATHS } from '../../src/config/paths';
import type { AppConfig } from '../app-context';
import type { Flags } from '../accounts/access';
import { refuse } from '../accounts/access';
import type { Db } from '../db/db';
import { WpsError } from '../http/wps-error';
import { issuerAllowed, type SocialProviderConfig } from './config';

/** How long a started flow waits for its callback: consent screens are short. */
export const SOCIAL_REQUEST_TTL_MS = 10 * 60_000;
/** How long a first sign-in's ticket lasts: enough to fill the registration form. */
export const SOCIAL_TICKET_TTL_MS = 30 * 60_000;

export const SOCIAL_FLAGS: Readonly<Record<SocialProvider, FlagName>> = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
};

const SCOPES: Readonly<Record<SocialProvider, string>> = {
  google: 'openid email profile',
  facebook: 'openid email',
};

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

export function providerConfig(config: AppConfig, provider: SocialProvider): SocialProviderConfig | null {
  return config.social?.providers[provider] ?? null;
}

/** The providers a player sees: switch on AND configured (spec: "and the sign-in service is initialised"). */
export function offeredProviders(config: AppConfig, flags: Flags): SocialProvider[] {
  return (Object.keys(SOCIAL_FLAGS) as SocialProvider[]).filter((p) => flags(SOCIAL_FLAGS[p]) && providerConfig(config, p) !== null);
}

/**
 * The refusal for a provider the site does not offer: not configured is not
 * found (there is nothing there), configured but switched off is no permission.
 */
export function requireOffered(config: AppConfig, flags: Flags, provider: SocialProvider): SocialProviderConfig {
  const settings = providerConfig(config, provider);
  if (!settings) throw new WpsError(ERROR_CODES.notFound, 'notFound', 404);
  if (!flags(SOCIAL_FLAGS[provider])) throw refuse(AUTH_ERROR_CODES.noPermission, 'noPermission');
  return settings;
}

// Discovery once per process and provider; a failed one is forgotten so the next call tries again.
const discovered = new WeakMap<SocialProviderConfig, Promise<client.Configuration>>();

function relyingParty(settings: SocialProviderConfig): Promise<client.Configuration> {
  let pending = discovered.get(settings);
  if (!pending) {
    // Plain http only for a loopback issuer (config.ts refuses any other at start).
    const insecure = new URL(settings.issuer).protocol === 'http:' && issuerAllowed(settings.issuer);
    // enableNonRepudiationChecks: the ID token's signature is checked against the provider's published
    // keys too; without it openid-client trusts the TLS channel to the token endpoint alone.
    pending = client.discovery(
      new URL(settings.issuer), settings.clientId, undefined, client.ClientSecretBasic(settings.clientSecret),
      { timeout: 10, execute: insecure ? [client.allowInsecureRequests, client.enableNonRepudiationChecks] : [client.enableNonRepudiationChecks] },
    );
    discovered.set(settings, pending);
    pending.catch(() => discovered.delete(settings));
  }
  return pending;
}

/** The provider cannot be reached or answers nonsense: the player may try again later. */
function unreachable(): WpsError {
  return refuse(SOCIAL_ERROR_CODES.failed, 'socialFailed');
}

/** Creates the stored request (state, nonce, PKCE verifier) and the URL to send the browser to. */
export async function startSignIn(
  db: Db, settings: SocialProviderConfig, merchantCode: string, provider: SocialProvider, origin: string,
): Promise<string> {
  const rp = await relyingParty(settings).catch(() => {
    throw unreachable();
  });
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const redirectUri = `${origin}${APP_PATHS.socialCallback}`;
  await db.query(
    `insert into social_auth_requests (state_hash, merchant_code, provider, code_verifier, nonce, redirect_uri, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [hash(state), merchantCode, provider, codeVerifier, nonce, redirectUri, SOCIAL_REQUEST_TTL_MS / 1000],
  );
  const url = client.buildAuthorizationUrl(rp, {
    redirect_uri: redirectUri,
    scope: SCOPES[provider],
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return url.href;
}

interface StoredRequest {
  provider: SocialProvider;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
}

/** Takes the request a callback's state names, once: a second use, or one past its expiry, finds nothing. */
export async function takeRequest(db: Db, merchantCode: string, state: string): Promise<StoredRequest | null> {
  const rows = await db.query<StoredRequest & { live: boolean }>(
    `delete from social_auth_requests where state_hash = $1 and merchant_code = $2
     returning provider, code_verifier, nonce, redirect_uri, expires_at > now() as live`,
    [hash(state), merchantCode],
  );
  const row = rows[0];
  return row?.live ? row : null;
}

export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  /** Only an address the provider says it verified. */
  email: string | null;
}

/**
 * Redeems the code with the stored verifier and checks the ID token
 * (signature against the provider's keys, issuer, audience, expiry, nonce).
 * Any failure is one refusal: the player can only start again.
 */
export async function finishSignIn(
  settings: SocialProviderConfig, stored: StoredRequest, state: string, params: URLSearchParams, log: (error: unknown) => void,
): Promise<VerifiedIdentity> {
  const error = params.get('error');
  if (error === 'access_denied') throw refuse(SOCIAL_ERROR_CODES.cancelled, 'socialCancelled');
  if (error !== null) throw refuse(SOCIAL_ERROR_CODES.failed, 'socialFailed');
  const rp = await relyingParty(settings).catch(() => {
    throw unreachable();
  });
  try {
    const callbackUrl = new URL(stored.redirect_uri);
    callbackUrl.search = params.toString();
    const tokens = await client.authorizationCodeGrant(rp, callbackUrl, {
      pkceCodeVerifier: stored.code_verifier,
      expectedState: state,
      expectedNonce: stored.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw new Error('no subject in the ID token');
    const email = claims.email_verified === true && typeof claims.email === 'string' ? claims.email.slice(0, 254) : null;
    return { provider: stored.provider, subject: claims.sub, email };
  } catch (failure) {
    log(failure);
    throw refuse(SOCIAL_ERROR_CODES.failed, 'socialFailed');
  }
}

/** The member an identity was linked to, if any. */
export async function linkedMember(db: Db, merchantCode: string, identity: VerifiedIdentity): Promise<number | null> {
  const rows = await db.query<{ member_id: string | number }>(
    'select member_id from social_identities where merchant_code = $1 and provider = $2 and subject = $3',
    [merchantCode, identity.provider, identity.subject],
  );
  return rows[0] ? Number(rows[0].member_id) : null;
}

/** A first sign-in's ticket: random, stored hashed, single use. */
export async function issueTicket(db: Db, merchantCode: string, identity: VerifiedIdentity): Promise<{ ticket: string; expiresAt: number }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = Date.now() + SOCIAL_TICKET_TTL_MS;
  await db.query(
    `insert into social_tickets (ticket_hash, merchant_code, provider, subject, email, expires_at)
     values ($1, $2, $3, $4, $5, to_timestamp($6 / 1000.0))`,
    [hash(ticket), merchantCode, identity.provider, identity.subject, identity.email, expiresAt],
  );
  return { ticket, expiresAt };
}

/** A live ticket's identity, without spending it (checked before the slow work of a link or a registration). */
export async function peekTicket(db: Db, merchantCode: string, ticket: string): Promise<VerifiedIdentity | null> {
  const rows = await db.query<{ provider: SocialProvider; subject: string; email: string | null }>(
    'select provider, subject, email from social_tickets where ticket_hash = $1 and merchant_code = $2 and expires_at > now()',
    [hash(ticket), merchantCode],
  );
  const row = rows[0];
  return row ? { provider: row.provider, subject: row.subject, email: row.email } : null;
}

/**
 * Spends the ticket (once, while live, its subject not linked meanwhile) inside the
 * caller's transaction; null when it cannot be spent.
 */
export async function spendTicket(tx: Db, merchantCode: string, ticket: string): Promise<VerifiedIdentity | null> {
  const rows = await tx.query<{ provider: SocialProvider; subject: string; email: string | null }>(
    `delete from social_tickets t where ticket_hash = $1 and merchant_code = $2 and expires_at > now()
       and not exists (select 1 from social_identities i
                        where i.merchant_code = t.merchant_code and i.provider = t.provider and i.subject = t.subject)
     returning provider, subject, email`,
    [hash(ticket), merchantCode],
  );
  const row = rows[0];
  return row ? { provider: row.provider, subject: row.subject, email: row.email } : null;
}

/** Links the identity to the member; false when the member has another identity of that provider. */
export async function linkIdentity(tx: Db, merchantCode: string, identity: VerifiedIdentity, memberId: number): Promise<boolean> {
  const rows = await tx.query(
    `insert into social_identities (merchant_code, provider, subject, member_id, email) values ($1, $2, $3, $4, $5)
     on conflict do nothing returning 1`,
    [merchantCode, identity.provider, identity.subject, memberId, identity.email],
  );
  return rows.length === 1;
}


/**
 * A registration that carries a first sign-in's ticket (docs/decisions/0078): checked before
 * the account is made (live ticket, provider still offered), so a dead ticket costs no account.
 */
export async function checkRegistrationTicket(config: AppConfig, db: Db, flags: Flags, merchantCode: string, ticket: string): Promise<void> {
  const pending = await peekTicket(db, merchantCode, ticket);
  if (!pending) throw refuse(SOCIAL_ERROR_CODES.ticketInvalid, 'socialTicketInvalid', { field: 'socialTicket' });
  requireOffered(config, flags, pending.provider);
}

/**
 * Links the new account to the ticket's identity. False when the ticket was spent meanwhile
 * (the same first sign-in finished twice at once): the account stands as a normal registration.
 */
export function linkRegistration(db: Db, merchantCode: string, ticket: string, memberId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const identity = await spendTicket(tx, merchantCode, ticket);
    return identity !== null && (await linkIdentity(tx, merchantCode, identity, memberId));
  });
}
