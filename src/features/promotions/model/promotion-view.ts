import type { PromotionCard, PromotionKind, PromotionState } from '../../../../contract/promotions';

/** Spec: no expiry shows the start date and "long term"; otherwise start and end, both MM/DD/YYYY. */
export function promotionDates(p: Pick<PromotionCard, 'startDate' | 'endDate' | 'noExpiry'>, mdy: (when: number) => string, longTerm: string): string {
  const start = mdy(p.startDate);
  if (p.noExpiry === 1 || p.endDate === null) return `${start} - ${longTerm}`;
  return `${start} - ${mdy(p.endDate)}`;
}

/** The cover: the image with sequence 1 (else the lowest sequence). */
export function coverUrl(p: Pick<PromotionCard, 'announcementImages'>): string | null {
  const sorted = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return (sorted.find((i) => i.sequence === 1) ?? sorted[0])?.url ?? null;
}

/** The banners a category tab shows (null: all); a kind filter (the side menu's Mission item) narrows further. */
export function visiblePromotions<P extends Pick<PromotionCard, 'promoAnnouncementCategoryIds' | 'kind'>>(
  promotions: readonly P[],
  category: number | null,
  kinds: readonly PromotionKind[] | null = null,
): P[] {
  return promotions.filter((p) => (category === null || p.promoAnnouncementCategoryIds.includes(category)) && (kinds === null || kinds.includes(p.kind)));
}

/** Reads ?id= (a positive integer) from the query string; anything else is no selection. */
export function selectedId(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export type ButtonAction = 'apply' | 'join' | 'claim' | 'invite' | 'vip' | 'rewards' | null;

/**
 * What the detail's button says and does in each state (decision 0032):
 * join opens the apply form for APPLY kinds and joins the others; claim
 * claims; auto kinds (process) lead to their own screen; the rest are
 * a disabled label.
 */
export function stateButton(state: PromotionState, kind: PromotionKind, canApply: boolean): { key: string; action: ButtonAction } {
  const applyKind = kind === 'MANUAL' || kind === 'MISSION_MANUAL';
  switch (state) {
    case 'join':
      return applyKind ? { key: 'apply_now', action: 'apply' } : { key: 'state_join_other', action: 'join' };
    case 'rejected':
      return canApply ? { key: 'state_rejected', action: 'apply' } : { key: 'state_rejected_final', action: null };
    case 'claim':
      return { key: 'state_claim', action: 'claim' };
    case 'process':
      if (kind === 'REFERRAL') return { key: 'go_invite', action: 'invite' };
      if (kind === 'UPGRADE_BONUS') return { key: 'go_vip', action: 'vip' };
      return { key: 'state_process', action: null };
    case 'signed':
    case 'claimed':
      return { key: `state_${state}`, action: 'rewards' };
    default:
      return { key: `state_${state}`, action: null };
  }
}

/** The state badge on a banner: the state's name, "Join" rather than "Apply" for kinds that take no application. */
export function stateBadgeKey(state: PromotionState, kind: PromotionKind): string {
  if (state === 'join' && kind !== 'MANUAL' && kind !== 'MISSION_MANUAL') return 'state_join_other';
  return `state_${state}`;
}

/** The remark as the counter counts it (code points, as the server does). */
export function remarkLength(remark: string): number {
  return [...remark.trim()].length;
}

const GAME_TYPE_LABELS: Readonly<Record<string, string>> = {
  RNG: 'categories.slot', FISH: 'categories.fishing', LIVE: 'categories.live', PVP: 'categories.poker',
  SPORTS: 'categories.sport', LOTT: 'categories.lott', ELOTT: 'categories.lott', ESPORTS: 'categories.esport', COCKFIGHT: 'categories.cockfight',
};

/** The dictionary key naming a game type as the lobby does (Slots, Fishing…), or null for a type the lobby has no name for. */
export function gameTypeKey(gameType: string): string | null {
  return GAME_TYPE_LABELS[gameType] ?? null;
}
