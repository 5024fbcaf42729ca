import type { FastifyRequest } from 'fastify';

// A host name or [IPv6] literal with an optional port; anything else is ignored rather than echoed into a URL.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface PublicOrigin {
  scheme: 'http' | 'https';
  host: string;
}

/**
 * The origin the browser used, for links the server hands out (the web
 * clip's start URL, a game launch URL). Fastify's request.host and
 * request.protocol read X-Forwarded-Host/Proto only from a peer that
 * TRUST_PROXY names (the value its proxy set, the last one); from anyone
 * else they are ignored, so a client cannot point a launch URL carrying a
 * ticket at its own host. No usable host: the merchant's own domain over https.
 */
export function publicOrigin(request: FastifyRequest, fallbackHost: string): PublicOrigin {
  const host = (request.host as string | undefined)?.trim();
  if (!host || !HOST.test(host)) return { scheme: 'https', host: fallbackHost.toLowerCase() };
  return { scheme: request.protocol === 'https' ? 'https' : 'http', host: host.toLowerCase() };
}
