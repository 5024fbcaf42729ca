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
