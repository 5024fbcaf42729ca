/**
 * Spec: the unread-count calls are throttled to one per 250 ms. Calls
 * within the window share the answer of the call that opened it (a burst of
 * screens mounting, focus and reconnect refetches make one request).
 */
export function throttled<T>(fn: (signal?: AbortSignal) => Promise<T>, windowMs: number, now: () => number = Date.now) {
  let last: { at: number; result: Promise<T> } | null = null;
  return (signal?: AbortSignal): Promise<T> => {
    const at = now();
    if (last && at - last.at < windowMs) return last.result;
    const result = fn(signal);
    last = { at, result };
    // A failed call does not hold the window: the next one tries again.
    result.catch(() => {
      if (last?.result === result) last = null;
    });
    return result;
  };
}
