import { MEMBER_TYPES_REAL } from '../config/constants';

/**
 * Spec §6: free play is limited to member types 0, 1 and 2; any other type
 * (trial 4, agents, unknown) is refused with free_reject (2 s toast).
 * Visitors are not asked here: they start a trial through the login flow.
 */
export function canFreePlay(type: number | null | undefined): boolean {
  return type !== null && type !== undefined && MEMBER_TYPES_REAL.includes(type);
}
