import type { WireLanguage } from '../../contract/headers';
import type { HelpCenterEntry } from '../../contract/system';
import type { Db } from '../db/db';
import type { Merchant } from './merchant';

/**
 * How a help text names the merchant: the seeded terms and privacy texts
 * (server/db/seed-data/help-*.ts) say this, and the merchant's configured
 * name (merchants.name) stands in for it as served, so the texts follow the
 * one brand name of the deployment (docs/decisions/0087-first-visit-javascript-budget.md).
 */
export const MERCHANT_NAME_PLACEHOLDER = '{{merchant}}';

/** The name a text gives the merchant: its configured name, or its code when none is set. */
export function merchantDisplayName(merchant: Pick<Merchant, 'code' | 'name'>): string {
  return merchant.name.trim() || merchant.code;
}

/** `text` with the placeholder replaced by `name` (already escaped by the caller where the text is HTML). */
export function withMerchantName(text: string, name: string): string {
  return text.replaceAll(MERCHANT_NAME_PLACEHOLDER, name);
}

export async function loadHelpCenter(db: Db, merchant: Pick<Merchant, 'code' | 'name'>, language: WireLanguage): Promise<HelpCenterEntry[]> {
  const rows = await db.query<HelpCenterEntry>(
    `select tag, title, content from help_entries
      where merchant_code = $1 and language = $2 order by sort_order, tag`,
    [merchant.code, language],
  );
  const name = merchantDisplayName(merchant);
  return rows.map((row) => ({ ...row, title: withMerchantName(row.title, name), content: withMerchantName(row.content, name) }));
}
