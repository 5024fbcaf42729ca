import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { BOOT_ELEMENT_ID, bootDataSchema, type BootData, type WireLanguage } from '../../contract';
import { API_BASE, MERCHANT_CODE } from '../config/env';
import { statusQueryOptions } from '../api/system/status';
import { homeBannersQuery } from '../api/announcements/announcements';
import { apiHosts } from '../platform/api-failover';

/**
 * The boot data the server put into this page, if any (the service worker's
 * shell has none). Read once and removed: it describes the moment the page
 * was made, not any later one.
 */
export function takeBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed = v.safeParse(bootDataSchema, JSON.parse(element.textContent || 'null'));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Boot data answers for our API only when the page came from that API's host. */
function fromOurApi(boot: BootData, origin: string): boolean {
  const sameHost = API_BASE === '' || new URL(API_BASE, origin).origin === origin;
  return sameHost && boot.status.info.merchantCode === MERCHANT_CODE;
}

/**
 * Puts the boot data into the query cache as the answers of the calls it
 * stands for, fresh from the server or as old as the kept page it came in
 * (`madeAt`, src/platform/first-screen-store.ts: then they are refetched as
 * any stale answer). Returns whether the status was seeded (then start-up
 * needs not ask for it again). The status's domain list goes to the API
 * failover at once (docs/decisions/0082): a host that stops answering
 * before the first domain route answer still has somewhere to go.
 */
export function seedBootData(
  queryClient: QueryClient,
  boot: BootData | null,
  language: WireLanguage,
  origin = location.origin,
  madeAt: number | null = null,
  applyDomains: (domains: readonly string[]) => void = (domains) => apiHosts().setDomains(domains),
): boolean {
  seededLanguage = null;
  if (!boot || !fromOurApi(boot, origin)) return false;
  const updatedAt = Math.min(Date.now(), madeAt ?? Date.now());
  queryClient.setQueryData(statusQueryOptions().queryKey, boot.status, { updatedAt });
  applyDomains(boot.status.info.domainRoute);
  // announcements come translated: only the language the app speaks
  if (boot.homeAnnouncements && boot.language === language) {
    queryClient.setQueryData(homeBannersQuery(language).queryKey, boot.homeAnnouncements, { updatedAt });
  }
  if (boot.language === language) seededLanguage = language;
  return true;
}

let seededLanguage: WireLanguage | null = null;

/**
 * The language in which the last seeding put this page's whole boot data
 * (status and home announcements) into the cache, or null: only then does
 * the client hold exactly what the server rendered the first screen from,
 * and may hydrate it (src/main.tsx).
 */
export function bootSeededLanguage(): WireLanguage | null {
  return seededLanguage;
}
