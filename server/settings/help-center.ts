import type { WireLanguage } from '../../contract/headers';
import type { HelpCenterEntry } from '../../contract/system';
import type { Db } from '../db/db';

export function loadHelpCenter(db: Db, merchantCode: string, language: WireLanguage): Promise<HelpCenterEntry[]> {
  return db.query<HelpCenterEntry>(
    `select tag, title, content from help_entries
      where merchant_code = $1 and language = $2 order by sort_order, tag`,
    [merchantCode, language],
  );
}
