/**
 * Answers of public reads kept in this process (docs/decisions/0064): the
 * merchant, its whitelabel switches, the status and the lobby lists change
 * only when an operator says so, yet were read from the database on every
 * request (six queries per status). Entries are grouped by merchant, so a
 * change clears that merchant's answers, and are bounded: keys carry
 * request values (the Host of the image URLs, a searched game name), so a
 * caller inventing keys evicts old entries instead of growing the process.
 */

/** How many answers are kept; the oldest goes first (a full lobby needs a few hundred). */
export const HOT_READ_MAX_ENTRIES = 2000;

interface Entry {
  merchantCode: string;
  value: Promise<unknown>;
  /** Epoch ms after which the entry is read again. */
  expiresAt: number;
}

export interface ReadOptions<T> {
  /** An earlier end than the cache's lifetime (epoch ms), e.g. the next scheduled announcement; null: none. */
  expiresAt?: (value: T) => number | null;
}

export class HotReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    /** How long an entry may be served without news of a change (see settings-broadcast.ts). */
    private lifetimeMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = HOT_READ_MAX_ENTRIES,
  ) {}

  /** The instance learns of other instances' changes (or stops learning): entries may live longer (or shorter). */
  setLifetime(lifetimeMs: number): void {
    this.lifetimeMs = lifetimeMs;
    this.clear(null);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The kept answer, or `load`'s, kept for the next caller. Concurrent
   * misses share one load; a failed load is not kept. The promise is
   * stored before it settles, so clear() also drops loads that started
   * before a change: whoever asks after it loads again.
   */
  read<T>(merchantCode: string, key: string, load: () => Promise<T>, options: ReadOptions<T> = {}): Promise<T> {
    const id = `${merchantCode}\u0000${key}`;
    const now = this.now();
    const found = this.entries.get(id);
    if (found && found.expiresAt > now) return found.value as Promise<T>;
    if (found) this.entries.delete(id);

    const entry: Entry = { merchantCode, value: Promise.resolve(), expiresAt: now + this.lifetimeMs };
    const value = load().then(
      (loaded) => {
        const until = options.expiresAt?.(loaded);
        if (until != null) entry.expiresAt = Math.min(entry.expiresAt, until);
        return loaded;
      },
      (error: unknown) => {
        if (this.entries.get(id) === entry) this.entries.delete(id);
        throw error;
      },
    );
    entry.value = value;
    this.entries.set(id, entry);
    this.evictOverflow();
    return value;
  }

  /** Forgets one merchant's answers, or every answer (null). */
  clear(merchantCode: string | null): void {
    if (merchantCode === null) {
      this.entries.clear();
      return;
    }
    for (const [id, entry] of this.entries) {
      if (entry.merchantCode === merchantCode) this.entries.delete(id);
    }
  }

  private evictOverflow(): void {
    // A Map iterates in insertion order: the first key is the oldest entry.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.entries.delete(oldest.value);
    }
  }
}
