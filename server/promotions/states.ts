import type { PromotionKind, PromotionState } from '../../contract/promotions';

/**
 * What a promotion asks of a member, by kind (docs/decisions/0032):
 * apply (a remark and images an operator reviews), join (a raffle or ticket
 * draw), sign (a daily sign-in reward), mission (join, reach a turnover,
 * claim), auto (rewards land in the reward centre by themselves).
 */
export type PromotionAction = 'apply' | 'join' | 'sign' | 'mission' | 'auto';

export const ACTION_OF_KIND: Record<PromotionKind, PromotionAction> = {
  MANUAL: 'apply',
  MISSION_MANUAL: 'apply',
  RAFFLE: 'join',
  TICKET: 'join',
  LOGIN: 'sign',
  MISSION: 'mission',
  UPGRADE_BONUS: 'auto',
  REFERRAL: 'auto',
};

export interface StateInput {
  kind: PromotionKind;
  now: number;
  startDate: number;
  endDate: number | null;
  /** The promotion and its kind are switched on. */
  enabled: boolean;
  /** null for a guest: the state a visitor sees (join, or the time gates). */
  member: null | {
    /** Application statuses, oldest first. */
    applications: readonly ('pending' | 'approved' | 'rejected')[];
    maxApplications: number;
    joined: boolean;
    signedToday: boolean;
    missionClaimed: boolean;
    missionProgress: number;
    missionTurnover: number;
  };
}

/** The time gates and the switch come first: nothing can be done before the start or after the end. */
function gate(input: StateInput): PromotionState | null {
  if (!input.enabled) return 'closed';
  if (input.endDate !== null && input.endDate <= input.now) return 'closed';
  if (input.startDate > input.now) return 'coming_soon';
  return null;
}

/** May the member send another application? Under the limit (0: none) and nothing pending. */
export function canApply(input: StateInput): boolean {
  if (gate(input) !== null || ACTION_OF_KIND[input.kind] !== 'apply' || !input.member) return false;
  const { applications, maxApplications } = input.member;
  if (applications.includes('pending')) return false;
  // a rejected application does not use up the allowance: the member may try again
  const used = applications.filter((s) => s === 'approved').length;
  return maxApplications === 0 || used < maxApplications;
}

/**
 * A member's state of one promotion. Transitions (each drawn in decision 0032):
 * apply:   join → applying → issued (approved, bonus paid) | rejected → join again while allowed
 * join:    join → joined
 * sign:    claim → signed (today) → claim (next day)
 * mission: join → process (turnover below target) → claim → claimed
 * auto:    process (rewards arrive in the reward centre)
 * any:     coming_soon before the start; closed after the end or when switched off.
 */
export function promotionState(input: StateInput): PromotionState {
  const gated = gate(input);
  if (gated) return gated;
  const action = ACTION_OF_KIND[input.kind];
  const m = input.member;
  if (action === 'auto') return 'process';
  if (!m) return action === 'sign' ? 'claim' : 'join';
  switch (action) {
    case 'apply': {
      const last = m.applications.at(-1);
      if (last === 'pending') return 'applying';
      if (canApply(input)) return last === 'rejected' ? 'rejected' : 'join';
      return last === 'rejected' ? 'rejected' : 'issued';
    }
    case 'join':
      return m.joined ? 'joined' : 'join';
    case 'sign':
      return m.signedToday ? 'signed' : 'claim';
    case 'mission':
      if (!m.joined) return 'join';
      if (m.missionClaimed) return 'claimed';
      return m.missionProgress >= m.missionTurnover ? 'claim' : 'process';
  }
}
