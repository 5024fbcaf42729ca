import type { Db } from '../db/db';
import { isLiveChatEntry } from '../../contract/system';
import { withoutForeignSchemes, withSafeLinks } from '../http/safe-url';

export interface CustomerServiceEntry {
  title: string;
  path: string;
}

export interface Resource {
  resourceType: string;
  url: string;
}

export async function loadCustomerService(db: Db, merchantCode: string): Promise<CustomerServiceEntry[]> {
  const rows = await db.query<CustomerServiceEntry>(
    'select title, path from customer_service where merchant_code = $1 order by sort_order, title',
    [merchantCode],
  );
  return withoutForeignSchemes(rows, 'path');
}

// the one rule the app applies too (a flags refresh turning CBS3 off)
export { isLiveChatEntry };

/**
 * The entries a player can use: with live chat switched off (CBS3) its entries are
 * not offered at all, so no entry leads to a chat the server then refuses.
 */
export function reachableCustomerService(entries: CustomerServiceEntry[], chatOn: boolean): CustomerServiceEntry[] {
  return chatOn ? entries : entries.filter((entry) => !isLiveChatEntry(entry));
}

/** Download links and contact channels (Android, MOBILECONFIG, TELEGRAM, EMAIL…). */
export async function loadResources(db: Db, merchantCode: string): Promise<Resource[]> {
  const rows = await db.query<Resource>(
    `select resource_type as "resourceType", url from resources
      where merchant_code = $1 order by sort_order, resource_type`,
    [merchantCode],
  );
  // A javascript: contact once ran on click on /m/forget: only allowed schemes leave the server.
  return withSafeLinks(rows, 'url');
}

export async function loadDomainRoutes(db: Db, merchantCode: string): Promise<string[]> {
  const rows = await db.query<{ url: string }>(
    'select url from domain_routes where merchant_code = $1 order by sort_order, url',
    [merchantCode],
  );
  return rows.map((row) => row.url);
}
