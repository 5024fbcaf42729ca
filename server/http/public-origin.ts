import type { FastifyRequest } from 'fastify';

// A host name or [IPv6] literal with an optional port; anything else is ignored rather than echoed into a URL.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function firstValue(raw: string | string[] | undefined): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  // A chain of proxies appends: the first value is what the browser asked for.
  return value?.split(',')[0]?.trim() || undefined;
}

export interface PublicOrigin {
  scheme: 'http' | 'https';
  host: string;
}

/**
 * The origin the browser used, for links the server hands out (the web
 * clip's start URL). X-Forwarded-Host/Proto win over Host and the socket:
 * behind a TLS-terminating proxy the socket says http. Trusting them
 * is safe only because such links go back to the same requester, uncached;
 * never use this for access decisions. No usable host: the merchant's own
 * domain over https.
 */
export function publicOrigin(request: FastifyRequest, fallbackHost: string): PublicOrigin {
  const host = [firstValue(request.headers['x-forwarded-host']), firstValue(request.headers.host)]
    .find((candidate) => candidate !== undefined && HOST.test(candidate))
    ?.toLowerCase();
  if (!host) return { scheme: 'https', host: fallbackHost.toLowerCase() };
  const proto = firstValue(request.headers['x-forwarded-proto'])?.toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : request.protocol === 'https' ? 'https' : 'http';
  return { scheme, host };
}
