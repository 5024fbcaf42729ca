/** The clock the spacing reads; tests drive it with fake timers. */
export interface SpacingClock {
  now: () => number;
  later: (run: () => void, ms: number) => void;
}

const realClock: SpacingClock = { now: () => Date.now(), later: (run, ms) => void setTimeout(run, ms) };

/**
 * A throttle that loses nothing: calls run at least `gapMs` apart, in order.
 * The spec throttles the read mark (150 ms); dropping a call, as a plain
 * throttle would, would leave a notice opened quickly after another unread
 * on the server. The same item waiting twice is sent once.
 */
export function spacedCalls<T>(gapMs: number, run: (item: T) => void, clock: SpacingClock = realClock): (item: T) => void {
  const waiting: T[] = [];
  let lastRun = Number.NEGATIVE_INFINITY;
  let scheduled = false;

  const next = () => {
    scheduled = false;
    const item = waiting.shift();
    if (item === undefined) return;
    lastRun = clock.now();
    run(item);
    if (waiting.length > 0) {
      scheduled = true;
      clock.later(next, gapMs);
    }
  };

  return (item: T) => {
    if (waiting.includes(item)) return;
    waiting.push(item);
    if (scheduled) return;
    const wait = lastRun + gapMs - clock.now();
    if (wait <= 0) {
      next();
    } else {
      scheduled = true;
      clock.later(next, wait);
    }
  };
}
