/**
 * How a write that gives the sandbox's sender work wakes it (./delivery.ts):
 * the sender of a server process waits for its next due callback instead of
 * asking the database twice a second, so the sandbox's own writes (a card
 * or payout to report after its delay, a pay page decided) tell it to look
 * again. Keyed by the app's database handle, which the provider writes
 * through; a write on another handle (another server process) is found by
 * that process's sender at its next re-check instead.
 */
import type { Db } from '../../db/db';

const senders = new WeakMap<Db, () => void>();

/** The sender of the app whose database is `db` wakes on `wake` (until `forget` is called). */
export function onSandboxWork(db: Db, wake: () => void): () => void {
  senders.set(db, wake);
  return () => {
    if (senders.get(db) === wake) senders.delete(db);
  };
}

/** A sandbox row's callback became due or got a due time (committed): the sender looks again. */
export function sandboxWorkAdded(db: Db): void {
  senders.get(db)?.();
}
