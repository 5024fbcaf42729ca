/**
 * A least-recently-used cache of rendered images bounded by their bytes, not
 * their number: the catalogue's icons are small (a few KB each) and a list
 * of a few hundred scanned in order through a cache bounded at 400 entries
 * missed nearly every time, each miss a new rendering (docs/decisions/0113).
 * An entry counts once its rendering has finished; one still rendering
 * weighs nothing.
 */
export class ByteBudgetCache<V extends { byteLength: number } | null> {
  private readonly entries = new Map<string, { value: Promise<V>; bytes: number }>();
  private bytes = 0;

  constructor(private readonly limitBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /** The entry, now the most recently used. */
  get(key: string): Promise<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Promise<V>): void {
    const entry = { value, bytes: 0 };
    this.entries.set(key, entry);
    void value.then(
      (done) => {
        // evicted or replaced while it rendered: nothing to count
        if (this.entries.get(key) !== entry) return;
        entry.bytes = done?.byteLength ?? 0;
        this.bytes += entry.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.limitBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
