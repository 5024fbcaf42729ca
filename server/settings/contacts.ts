import type { Db } from '../db/db';

export interface CustomerServiceEntry {
  title: string;
  path: string;
}

export interface Resource {
  resourceType: string;
  url: string;
}

export function loadCustomerService(db: Db, merchantCode: string): Promise<CustomerServiceEntry[]> {
  return db.query<CustomerServiceEntry>(
    'select title, path from customer_service where merchant_code = $1 order by sort_order, title',
    [merchantCode],
  );
}

/** Download links and contact channels (Android, MOBILECONFIG, TELEGRAM, EMAIL…). */
export function loadResources(db: Db, merchantCode: string): Promise<Resource[]> {
  return db.query<Resource>(
    `select resource_type as "resourceType", url from resources
      where merchant_code = $1 order by sort_order, resource_type`,
    [merchantCode],
  );
}

export async function loadDomainRoutes(db: Db, merchantCode: string): Promise<string[]> {
  const rows = await db.query<{ url: string }>(
    'select url from domain_routes where merchant_code = $1 order by sort_order, url',
    [merchantCode],
  );
  return rows.map((row) => row.url);
}
