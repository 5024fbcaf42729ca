import { apiRequest } from '../client';
import { PATHS, domainRouteValueSchema } from '../../../contract';
import { apiHosts, DOMAIN_ROUTE_DEVICE } from '../../platform/api-failover';

/** How often an open app asks for the domain list again, as the live platform's worker does (docs/decisions/0082). */
export const DOMAIN_ROUTE_REFRESH_MS = 180_000;

/** The merchant's domain list: other hosts serving the same platform, in the operator's order. */
export function fetchDomainRoutes(signal?: AbortSignal): Promise<string[]> {
  return apiRequest({ path: PATHS.domainRoute, query: { device: DOMAIN_ROUTE_DEVICE }, schema: domainRouteValueSchema, signal });
}

export interface DomainRouteRefreshOptions {
  fetchList?: () => Promise<readonly string[]>;
  apply?: (domains: readonly string[]) => void;
  intervalMs?: number;
}

/**
 * Asks for the domain list now and every 180 s while the app is open, and
 * hands each answer to the failover (which persists it). A failed ask keeps
 * the list it had. Returns the stop function.
 */
export function startDomainRouteRefresh({
  fetchList = () => fetchDomainRoutes(),
  apply = (domains) => apiHosts().setDomains(domains),
  intervalMs = DOMAIN_ROUTE_REFRESH_MS,
}: DomainRouteRefreshOptions = {}): () => void {
  const refresh = () => {
    fetchList().then(apply, () => {
      // no answer: the list kept from the last one stays in use
    });
  };
  refresh();
  const timer = setInterval(refresh, intervalMs);
  return () => clearInterval(timer);
}
