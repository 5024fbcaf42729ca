import { roundFloats } from './fairness';

/**
 * A cockfight round's outcome and what a bet on it returns (docs/fairness.md
 * "Cockfight", docs/decisions/0073-sports-and-cockfight.md). Pure and shared:
 * the server resolves rounds with it, the screen and anyone holding the
 * revealed seed recompute the same result.
 */

export const COCKFIGHT_SIDES = ['meron', 'wala', 'draw'] as const;
export type CockfightSide = (typeof COCKFIGHT_SIDES)[number];

/**
 * The mapping of the round's first float f: Meron for f < 0.45, Wala for
 * 0.45 ≤ f < 0.90, Draw for f ≥ 0.90 (chances 45 %, 45 %, 10 %).
 */
export const MERON_BELOW = 0.45;
export const WALA_BELOW = 0.9;

export function cockfightSideOf(float: number): CockfightSide {
  if (float < MERON_BELOW) return 'meron';
  return float < WALA_BELOW ? 'wala' : 'draw';
}

/** A round is shared by everyone at its table: its client seed is its public name, its nonce 0 (as the fast lottery's draws). */
export const cockfightClientSeed = (nodeId: string, roundNo: number): string => `cockfight-${nodeId}-${roundNo}`;
export const COCKFIGHT_NONCE = 0;

/** The round's float and side from its (revealed) server seed. */
export async function cockfightOutcome(serverSeed: string, clientSeed: string): Promise<{ float: number; side: CockfightSide }> {
  const [float] = await roundFloats(serverSeed, clientSeed, COCKFIGHT_NONCE, 1);
  return { float: float!, side: cockfightSideOf(float!) };
}

/**
 * What a bet returns in cents (stake included; rounded down). The house
 * rule: the side that wins pays its odds; on a draw, Draw bets pay theirs
 * and Meron and Wala bets get their stake back; otherwise the stake is lost.
 */
export function cockfightReturnCents(stakeCents: number, side: CockfightSide, oddsHundredths: number, result: CockfightSide): number {
  if (side === result) return Number((BigInt(stakeCents) * BigInt(oddsHundredths)) / 100n);
  return result === 'draw' ? stakeCents : 0;
}

/**
 * The expected return per unit staked on a side at these odds under the
 * mapping above (Meron and Wala at 1.90: 0.45 × 1.90 + 0.10 = 95.5 %; Draw at
 * 9.00: 0.10 × 9 = 90 %).
 */
export function cockfightRtp(side: CockfightSide, odds: number): number {
  const chance = { meron: MERON_BELOW, wala: WALA_BELOW - MERON_BELOW, draw: 1 - WALA_BELOW }[side];
  return chance * odds + (side === 'draw' ? 0 : 1 - WALA_BELOW);
}
