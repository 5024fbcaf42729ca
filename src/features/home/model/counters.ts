import { DECOR_COUNTER, JACKPOT_RANGE } from '../../../config/constants';

type Random = () => number;

/** The jackpot counter's next value: a small random step that stays within 5.4M–5.8M, 2 decimals. */
export function nextJackpot(current: number, random: Random = Math.random): number {
  const span = JACKPOT_RANGE.max - JACKPOT_RANGE.min;
  let next = current + random() * span * 0.002;
  if (next > JACKPOT_RANGE.max) next = JACKPOT_RANGE.min + random() * span * 0.1;
  if (next < JACKPOT_RANGE.min) next = JACKPOT_RANGE.min;
  return Math.round(next * 100) / 100;
}

export function startJackpot(random: Random = Math.random): number {
  return Math.round((JACKPOT_RANGE.min + random() * (JACKPOT_RANGE.max - JACKPOT_RANGE.min) * 0.5) * 100) / 100;
}

/** The decorative counter: starts between 1.2 and 1.3 billion. */
export function startDecor(random: Random = Math.random): number {
  return Math.floor(DECOR_COUNTER.startMin + random() * (DECOR_COUNTER.startMax - DECOR_COUNTER.startMin));
}

/** Grows by 10,000 to 50,000. */
export function stepDecor(current: number, random: Random = Math.random): number {
  return current + Math.floor(DECOR_COUNTER.stepMin + random() * (DECOR_COUNTER.stepMax - DECOR_COUNTER.stepMin + 1));
}

/** Every 3, 4 or 5 seconds. */
export function decorDelayMs(random: Random = Math.random): number {
  const choices = DECOR_COUNTER.tickSeconds;
  return choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))]! * 1000;
}

/** Winners, biggest win first. */
export function byWinAmount<T extends { vo: { winAmount: number } }>(winners: readonly T[]): T[] {
  return [...winners].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}
