/**
 * The guest's announcements from the hot-read cache (docs/decisions/0064).
 * Only a guest's answer is the same for everyone (a member's carries read
 * marks, an agent's the agent notices). It also changes with the clock:
 * announcements appear at their start date and promotions leave at their
 * end date, so an entry lives no longer than the next such moment.
 */
import type { AnnouncementsValue } from '../../contract/games';
import type { WireLanguage } from '../../contract/headers';
import type { Db } from '../db/db';
import { readKept, type KeptRead } from '../settings/hot-reply';
import { loadAnnouncements, type AnnouncementType } from './announcements';

/** Epoch ms of the next scheduled start or end of what the guest sees, or null when none is scheduled. */
export async function nextScheduledChange(db: Db, merchantCode: string): Promise<number | null> {
  const [row] = await db.query<{ next_ms: number | null }>(
    `select floor(extract(epoch from least(
              (select min(start_date) from announcements where merchant_code = $1 and start_date > now()),
              (select min(end_date) from promotions where merchant_code = $1 and end_date > now())
            )) * 1000)::float8 as next_ms`,
    [merchantCode],
  );
  return row?.next_ms ?? null;
}

export interface GuestAnnouncementQuery {
  merchantCode: string;
  types: ReadonlySet<AnnouncementType>;
  groupName: string | undefined;
}

export function readGuestAnnouncements(db: Db, query: GuestAnnouncementQuery, language: WireLanguage, base: string): Promise<KeptRead<AnnouncementsValue>> {
  const types = [...query.types].sort().join(',');
  const key = `announcements|${language}|${base}|${types}|${query.groupName ?? ''}`;
  let nextChange: number | null = null;
  return readKept(db, query.merchantCode, key, async () => {
    const [value, next] = await Promise.all([
      loadAnnouncements(db, { ...query, memberId: null }, language, base),
      nextScheduledChange(db, query.merchantCode),
    ]);
    nextChange = next;
    return value;
  }, { expiresAt: () => nextChange });
}
