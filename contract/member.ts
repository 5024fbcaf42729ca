import * as v from 'valibot';

/**
 * The member's own account calls beyond /wps/member/info (that one lives
 * with the auth contract). The spec names a "player rank progress" GET
 * without its path; this path and shape are ours (docs/decisions/0014).
 */
export const MEMBER_PATHS = {
  rankProgress: '/wps/member/rank/progress',
} as const;

/**
 * Progress towards the next VIP rank. `rankLabelId` is the id of the rank
 * being worked towards; null at the top rank (then progress is complete).
 */
export const rankProgressValueSchema = v.object({
  completedConditionsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalExpectedConditionsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  rankLabelId: v.nullable(v.number()),
  /** The next rank's label, to name what the bar leads to. */
  nextLabelName: v.nullable(v.string()),
});
export type RankProgressValue = v.InferOutput<typeof rankProgressValueSchema>;

/** Spec: completed / total when a rank label id exists, else 1; always 0 to 1. */
export function vipProgress(progress: RankProgressValue): number {
  if (progress.rankLabelId === null) return 1;
  if (progress.totalExpectedConditionsCount <= 0) return 1;
  return Math.min(1, Math.max(0, progress.completedConditionsCount / progress.totalExpectedConditionsCount));
}
