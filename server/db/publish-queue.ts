/**
 * Notices sent after their commit, coalesced (docs/decisions/0100): what
 * Db.publish() queues. The first notice queued while nothing is being sent
 * leaves on the next turn of the event loop; the ones queued while a batch
 * is on its way leave together in the batch after it. Batches leave one at
 * a time, in the order they were queued, so a process's notices arrive in
 * the order of their commits. A notice queued twice before its batch left
 * is sent once (they say the same thing: "read it again").
 */

/** The most notices one batch carries (one statement on PostgreSQL); the rest go in the next. */
export const PUBLISH_BATCH_MAX = 500;

export interface Notice {
  channel: string;
  payload: string;
}

export class PublishQueue {
  private queue: Notice[] = [];
  private sending: Promise<void> | null = null;

  /**
   * @param send delivers one batch, in order (PostgreSQL: one statement of
   *   pg_notify; PGlite: this process's listeners). A batch that fails is
   *   reported to onError and dropped: its notices are lost, never retried
   *   out of order.
   */
  constructor(
    private readonly send: (batch: readonly Notice[]) => Promise<void>,
    private readonly onError: (error: unknown) => void = (error) =>
      console.warn('notices after commit were lost:', error instanceof Error ? error.message : error),
  ) {}

  /** Queues a notice of a change that has committed. */
  add(notice: Notice): void {
    this.queue.push(notice);
    this.sending ??= new Promise<void>((next) => setImmediate(next)).then(() => this.drain());
  }

  /** Resolves once every notice queued so far has been sent (or reported lost). */
  async flush(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = unique(this.queue.splice(0, PUBLISH_BATCH_MAX));
      try {
        await this.send(batch);
      } catch (error) {
        this.onError(error);
      }
    }
    this.sending = null;
  }
}

/** The batch without repeats, each notice where it first came. */
function unique(batch: readonly Notice[]): Notice[] {
  const seen = new Set<string>();
  return batch.filter((notice) => {
    const key = `${notice.channel}\n${notice.payload}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A transaction's notices, held until it commits: publish() inside a
 * transaction adds here; the transaction hands them to the queue after its
 * COMMIT succeeded, and drops them on a rollback.
 */
export type PendingNotices = Notice[];
