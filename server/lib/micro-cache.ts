/**
 * An answer many readers share for a moment: computed once per key per `ttlMs`, and readers that
 * ask while it is being computed wait for that same computation. For public pages that many
 * screens poll (the warehouse queue), so that 200 of them cost one query, not 200. A failed
 * computation is not kept. At most `maxEntries` keys, the oldest going first.
 */
export class MicroCache<T> {
  private readonly entries = new Map<string, { until: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    if (this.ttlMs <= 0) return compute();
    const entry = { until: now + this.ttlMs, value: compute() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /** Forgets every answer: after a write this process made, the next reader computes afresh. */
  clear() {
    this.entries.clear();
  }
}
