import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { encryptedRequest } from '../encrypted-request';
import { PUBLIC } from '../query-keys';
import {
  SOCIAL_PATHS, loginValueSchema, socialFinishValueSchema, socialProvidersValueSchema, socialStartPath, socialStartValueSchema,
  type SocialLinkPayload, type SocialProvider,
} from '../../../contract';

/**
 * Social sign-in's calls (docs/decisions/0078-social-sign-in-oidc.md). Shared by
 * the login and registration screens and the callback screen, hence here.
 */
export const socialKeys = {
  providers: () => ['auth', PUBLIC, 'social-providers'] as const,
};

/** The providers the server offers now: switch on and provider configured. */
export function socialProvidersQuery() {
  return queryOptions({
    queryKey: socialKeys.providers(),
    queryFn: ({ signal }) => apiRequest({ path: SOCIAL_PATHS.providers, schema: socialProvidersValueSchema, signal }),
    staleTime: 60_000,
  });
}

/** Providers to show a button for; none while unknown or unreachable. */
export function useSocialProviders(): readonly SocialProvider[] {
  return useQuery(socialProvidersQuery()).data?.providers ?? [];
}

/** POST start: the provider's authorization URL to send the browser to. */
export function startSocialSignIn(provider: SocialProvider, signal?: AbortSignal) {
  return apiRequest({ method: 'POST', path: socialStartPath(provider), body: {}, schema: socialStartValueSchema, signal });
}

/** POST finish with the query string the provider came back with. */
export function finishSocialSignIn(callback: string, loginDeviceId: string, signal?: AbortSignal) {
  return apiRequest({ method: 'POST', path: SOCIAL_PATHS.finish, body: { callback, loginDeviceId }, schema: socialFinishValueSchema, signal });
}

/** POST link, encrypted (it carries the account's password). */
export function linkSocialAccount(payload: SocialLinkPayload, signal?: AbortSignal) {
  return encryptedRequest({ method: 'POST', path: SOCIAL_PATHS.link, body: payload, schema: loginValueSchema, signal });
}
