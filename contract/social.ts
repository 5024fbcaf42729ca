import * as v from 'valibot';
import { loginValueSchema } from './auth';

/**
 * Social sign-in over OpenID Connect (docs/decisions/0078-social-sign-in-oidc.md).
 * The browser never sees a provider's tokens: it carries the provider's
 * callback query back to the server, which redeems the code, checks the ID
 * token and answers with a session or, on a first sign-in, a ticket the
 * player spends on linking an account or on the normal registration.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PATHS = {
  /** GET → the providers this site offers now (switch on and provider configured). */
  providers: '/wps/social/providers',
  /** POST → where to send the browser (the provider's authorization URL). */
  start: '/wps/social/:provider/start',
  /** POST {callback, loginDeviceId} → a session, or a first sign-in ticket. */
  finish: '/wps/social/finish',
  /** POST (encrypted) {ticket, username, password, …} → a session; links the identity to that account. */
  link: '/wps/social/link',
} as const;

export function socialStartPath(provider: SocialProvider): string {
  return SOCIAL_PATHS.start.replace(':provider', provider);
}

export const SOCIAL_ERROR_CODES = {
  /** The player cancelled at the provider (error=access_denied). */
  cancelled: 'social.cancelled',
  /** The provider's answer did not check out (code, token, signature, audience, expiry…). */
  failed: 'social.failed',
  /** The state is unknown, used already or expired: start again. */
  stateInvalid: 'social.state.invalid',
  /** The first sign-in ticket is unknown, used already or expired: start again. */
  ticketInvalid: 'social.ticket.invalid',
  /** The account already has another identity of this provider. */
  alreadyLinked: 'social.already.linked',
} as const;

export const socialProvidersValueSchema = v.object({ providers: v.array(v.picklist(SOCIAL_PROVIDERS)) });
export type SocialProvidersValue = v.InferOutput<typeof socialProvidersValueSchema>;

export const socialStartValueSchema = v.object({ authorizationUrl: v.string() });

export const socialFinishPayloadSchema = v.object({
  /** The query string the provider sent the browser back with (code, state, iss, or error). */
  callback: v.pipe(v.string(), v.maxLength(4000)),
  loginDeviceId: v.pipe(v.string(), v.maxLength(128)),
});
export type SocialFinishPayload = v.InferOutput<typeof socialFinishPayloadSchema>;

export const socialFinishValueSchema = v.variant('kind', [
  v.object({ kind: v.literal('session'), session: loginValueSchema }),
  v.object({
    kind: v.literal('firstSignIn'),
    provider: v.picklist(SOCIAL_PROVIDERS),
    /** Spent on /wps/social/link or as `socialTicket` of the registration; single use. */
    ticket: v.string(),
    /** Epoch ms. */
    expiresAt: v.number(),
    /** The provider's verified email, when it gave one. */
    email: v.nullable(v.string()),
  }),
]);
export type SocialFinishValue = v.InferOutput<typeof socialFinishValueSchema>;

export const socialLinkPayloadSchema = v.object({
  ticket: v.pipe(v.string(), v.maxLength(200)),
  username: v.string(),
  password: v.string(),
  captcha: v.optional(v.string()),
  loginDeviceId: v.string(),
});
export type SocialLinkPayload = v.InferOutput<typeof socialLinkPayloadSchema>;
