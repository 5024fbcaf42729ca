import { BADGE_CAP } from '../config/constants';

/** The text of an unread badge: nothing for zero, capped at "99+". */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0 || !Number.isFinite(count)) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
