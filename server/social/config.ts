import { SOCIAL_PROVIDERS, type SocialProvider } from '../../contract/social';

/** One OpenID provider as the relying party knows it (docs/decisions/0078-social-sign-in-oidc.md). */
export interface SocialProviderConfig {
  /** The issuer; its /.well-known/openid-configuration is read on first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SocialConfig {
  providers: Partial<Record<SocialProvider, SocialProviderConfig>>;
  /**
   * The origin the provider sends the browser back to (OIDC_REDIRECT_ORIGIN), e.g.
   * https://m.example.com; missing: the origin of the request that started the flow.
   * The redirect URI is this origin + APP_PATHS.socialCallback and must be registered
   * at the provider.
   */
  redirectOrigin?: string | null;
}

/** Loopback issuers may speak plain HTTP (a provider on this machine: tests, a local broker); any other must be https. */
export function issuerAllowed(issuer: string): boolean {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * OIDC_<PROVIDER>_ISSUER, _CLIENT_ID and _CLIENT_SECRET for google and facebook, and
 * OIDC_REDIRECT_ORIGIN. A provider needs all three or none (none: no button, whatever
 * its switch says); problems go into `problems` so a bad deploy fails at start.
 */
export function parseSocialEnv(env: NodeJS.ProcessEnv, problems: string[]): SocialConfig {
  const providers: SocialConfig['providers'] = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `OIDC_${provider.toUpperCase()}`;
    const issuer = env[`${prefix}_ISSUER`]?.trim() ?? '';
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim() ?? '';
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim() ?? '';
    const given = [issuer, clientId, clientSecret].filter(Boolean).length;
    if (given === 0) continue;
    if (given < 3) {
      problems.push(`${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together (or none: ${provider} sign-in off)`);
      continue;
    }
    if (!issuerAllowed(issuer)) {
      problems.push(`${prefix}_ISSUER must be an https URL (plain http only on localhost), got "${issuer}"`);
      continue;
    }
    providers[provider] = { issuer, clientId, clientSecret };
  }
  const redirectOrigin = env.OIDC_REDIRECT_ORIGIN?.trim().replace(/\/$/, '') || null;
  if (redirectOrigin !== null && !ORIGIN.test(redirectOrigin)) {
    problems.push(`OIDC_REDIRECT_ORIGIN must be an origin such as https://m.example.com, got "${redirectOrigin}"`);
  }
  return { providers, redirectOrigin };
}
