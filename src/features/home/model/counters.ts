import { DECOR_COUNTER, JACKPOT_RANGE } from '../../../config/constants';

type Random = () => number;

// Each tick closes a small random share of the gap to the top of the range:
// the counter only ever rises, slows as it nears 5.8M and never reaches a
// point where it must fall back (the old step wrapped to 5.4M after 2-3 min).
// At 1e-4 and a tick every 150 ms, two hours close about 90 % of the gap.
const JACKPOT_RISE = 1e-4;

/** The jackpot ticks every 150 ms. */
export const jackpotDelayMs = () => 150;

/** The jackpot counter's next value: never lower, never above 5.8M, 2 decimals. */
export function nextJackpot(current: number, random: Random = Math.random): number {
  const from = Math.min(Math.max(current, JACKPOT_RANGE.min), JACKPOT_RANGE.max);
  const step = Math.max(0.01, random() * (JACKPOT_RANGE.max - from) * JACKPOT_RISE);
  return Math.min(JACKPOT_RANGE.max, Math.round((from + step) * 100) / 100);
}

/** Starts in the lower half of the range, leaving room to rise for the visit. */
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

/**
 * Runs a counter: `next` after every `delay()`, each value handed to
 * `onValue`. Returns the stop function.
 */
export function runCounter<T>(start: T, next: (value: T) => T, delay: () => number, onValue: (value: T) => void): () => void {
  let value = start;
  let timer: ReturnType<typeof setTimeout>;
  const tick = () => {
    timer = setTimeout(() => {
      value = next(value);
      onValue(value);
      tick();
    }, delay());
  };
  tick();
  return () => clearTimeout(timer);
}
