/**
 * Defence in depth for one client's request: a promise somebody forgot to
 * await must not end the process. Node exits on an unhandled rejection
 * unless a listener takes it; this one logs it loudly and keeps serving
 * (the request that caused it already failed on its own). A thrown
 * exception still ends the process: its state is unknown, and the process
 * manager restarts it.
 */
export interface RejectionLog {
  error(details: object, message: string): void;
}

export const UNHANDLED_REJECTION_MESSAGE = 'unhandled promise rejection (a bug: a promise was not awaited); serving on';

export function keepServingOnUnhandledRejection(log: RejectionLog, target: NodeJS.EventEmitter = process): () => void {
  const listener = (reason: unknown) => {
    const error = reason instanceof Error ? { message: reason.message, stack: reason.stack } : { reason: String(reason) };
    log.error({ err: error }, UNHANDLED_REJECTION_MESSAGE);
  };
  target.on('unhandledRejection', listener);
  return () => target.off('unhandledRejection', listener);
}

/**
 * Calls `onGone` once the process `parentPid` no longer exists, checking
 * every `everyMs`; the check never keeps the process alive. A test's server
 * uses it so that no orphan keeps a port, a database and its timers' share
 * of the machine after the test process was killed. Returns a stop function.
 */
export function exitWithParent(parentPid: number, onGone: () => void, everyMs = 2_000): () => void {
  const watch = setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch (error) {
      // EPERM: it exists, owned by someone else; only ESRCH means gone
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') return;
      clearInterval(watch);
      onGone();
    }
  }, everyMs);
  watch.unref();
  return () => clearInterval(watch);
}
