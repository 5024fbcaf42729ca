import { API_BASE, MERCHANT_CODE } from '../config/env';
import { HEADERS } from '../../contract/headers';
import { PATHS } from '../../contract/paths';
import { createApiHosts, type ApiHosts } from './api-hosts';
import { readJson, writeJson } from './storage';

/** Where the domain list and the host in use are kept between visits (docs/decisions/0082). */
export const API_HOSTS_KEY = 'wpsApiHosts';
/** A probe that takes longer than this counts as no answer. */
export const PROBE_TIMEOUT_MS = 2500;
/** The domain route's device parameter as the spec's call table gives it (docs/decisions/0082). */
export const DOMAIN_ROUTE_DEVICE = '0';

/**
 * One health call: the domain route (cheap, cached by the server, and the
 * call the live platform's worker pings domains with). The Merchant header
 * makes a cross-origin probe go through the same CORS check real calls do.
 * Healthy: any answer below 500 with a JSON envelope.
 */
export async function probeHost(host: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    const response = await fetch(`${host}${PATHS.domainRoute}?device=${DOMAIN_ROUTE_DEVICE}`, {
      headers: { [HEADERS.merchant]: MERCHANT_CODE },
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status >= 500) return false;
    const body = (await response.json()) as { success?: unknown } | null;
    return typeof body?.success === 'boolean';
  } catch {
    return false;
  }
}

function primaryHost(): string {
  if (API_BASE) return API_BASE;
  return typeof location === 'undefined' ? '' : location.origin;
}

let instance: ApiHosts | null = null;

/** The page's hosts (created on first use, restored from the last visit). */
export function apiHosts(): ApiHosts {
  instance ??= createApiHosts({
    primary: primaryHost(),
    probe: (host) => probeHost(host),
    restored: readJson<{ hosts: string[]; current: string }>(API_HOSTS_KEY),
    onChange: (state) => writeJson(API_HOSTS_KEY, state),
  });
  return instance;
}

/** Tests: forget the page's hosts (the next apiHosts() starts afresh). */
export function resetApiHostsForTests(): void {
  instance?.dispose();
  instance = null;
}
