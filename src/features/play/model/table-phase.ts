import type { TableRound } from '../../../../contract/live-tables';

/**
 * Where a live table's round stands for the screen (docs/decisions/0072):
 * the server's phases, with the countdown and the deal or spin the screen
 * plays itself. The server alone decides when chips are taken; the screen
 * only stops offering them once its estimate of the server's clock is past
 * the window.
 */
export type TablePhase =
  | { kind: 'opening' }
  | { kind: 'betting'; seconds: number; fraction: number }
  | { kind: 'closing' }
  | { kind: 'revealing' }
  | { kind: 'result'; nextIn: number };

/**
 * `now` is the server's clock as the screen estimates it; `revealDone` says
 * the screen has finished showing the deal or the spin of a settled round.
 */
export function tablePhase(round: TableRound | null, now: number, revealDone: boolean): TablePhase {
  if (!round) return { kind: 'opening' };
  if (round.phase === 'betting') {
    if (now >= round.closesAt) return { kind: 'closing' };
    const left = round.closesAt - now;
    return { kind: 'betting', seconds: Math.ceil(left / 1000), fraction: Math.min(1, left / (round.closesAt - round.opensAt)) };
  }
  if (!revealDone) return { kind: 'revealing' };
  return { kind: 'result', nextIn: Math.max(0, Math.ceil((round.endsAt - now) / 1000)) };
}

/** Chips in cents per spot, added up without floating-point drift. */
export function addChip(pending: ReadonlyMap<string, number>, spot: string, cents: number): Map<string, number> {
  const next = new Map(pending);
  next.set(spot, (next.get(spot) ?? 0) + cents);
  return next;
}

export const totalCents = (chips: ReadonlyMap<string, number>) => [...chips.values()].reduce((sum, c) => sum + c, 0);
export const toCents = (amount: number) => Math.round(amount * 100);
