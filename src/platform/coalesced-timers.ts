/**
 * Timers that share one real timer. The query cache keeps a timer for every
 * query (garbage collection) and every observer (staleness): a home start
 * arms dozens of them within a few hundred milliseconds, each a call into
 * the browser that, on a phone, competes with the first screen for the main
 * thread (and under a profiler captures a stack). TanStack Query asks for a
 * provider that coalesces them when that shows (its TimeoutManager docs);
 * this is one: the pending timers wait in a list, and one real timer is
 * armed for the earliest of them.
 *
 * A timer never fires early (a staleness timer that fired before the data
 * went stale would never fire again); it may fire a few milliseconds late,
 * together with the others due by then. Short delays (a retry's back-off,
 * a zero-delay hop) keep a real timer of their own: their order against the
 * page's other tasks matters more than their cost.
 */

export type TimerId = number;

export interface TimerProvider {
  setTimeout: (callback: () => void, delay: number) => TimerId;
  clearTimeout: (id: TimerId | undefined) => void;
  setInterval: (callback: () => void, delay: number) => TimerId;
  clearInterval: (id: TimerId | undefined) => void;
}

/** Below this delay a timer is not coalesced. */
export const COALESCE_FROM_MS = 1000;

interface Pending {
  due: number;
  callback: () => void;
}

export function createCoalescedTimers(): TimerProvider & { pendingCount: () => number } {
  let nextId = 1;
  const pending = new Map<TimerId, Pending>();
  // timers with a real timer of their own (short delays, intervals)
  const own = new Map<TimerId, ReturnType<typeof setTimeout>>();
  let armed: { handle: ReturnType<typeof setTimeout>; due: number } | null = null;

  function arm(): void {
    let earliest = Infinity;
    for (const timer of pending.values()) earliest = Math.min(earliest, timer.due);
    if (armed && armed.due <= earliest) return;
    if (armed) clearTimeout(armed.handle);
    armed = null;
    if (earliest === Infinity) return;
    armed = { due: earliest, handle: setTimeout(fire, Math.max(0, earliest - Date.now())) };
  }

  function fire(): void {
    armed = null;
    const now = Date.now();
    const due = [...pending.entries()].filter(([, timer]) => timer.due <= now).sort((a, b) => a[1].due - b[1].due);
    for (const [id] of due) pending.delete(id);
    // armed again before the callbacks run: one that throws must not stop the others' timer
    arm();
    for (const [, timer] of due) timer.callback();
  }

  return {
    setTimeout(callback, delay) {
      const id = nextId++;
      if (!(delay >= COALESCE_FROM_MS)) {
        own.set(
          id,
          setTimeout(() => {
            own.delete(id);
            callback();
          }, delay),
        );
        return id;
      }
      pending.set(id, { due: Date.now() + delay, callback });
      arm();
      return id;
    },
    clearTimeout(id) {
      if (id === undefined) return;
      // the armed real timer stays: when it fires with nothing due it arms the next one
      if (pending.delete(id)) return;
      const handle = own.get(id);
      if (handle === undefined) return;
      own.delete(id);
      clearTimeout(handle);
    },
    setInterval(callback, delay) {
      const id = nextId++;
      own.set(id, setInterval(callback, delay));
      return id;
    },
    clearInterval(id) {
      if (id === undefined) return;
      const handle = own.get(id);
      if (handle === undefined) return;
      own.delete(id);
      clearInterval(handle);
    },
    pendingCount: () => pending.size + own.size,
  };
}
