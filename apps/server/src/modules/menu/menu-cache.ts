/**
 * Serialised menus kept in memory, keyed by restaurant and language, each stamped with the
 * restaurant's menu version at the time it was built. A reader compares the stamp with the
 * version it just read from the database: any write (here or in another server process on the
 * same database) bumps the version in its own transaction, so a stale entry is never served.
 * An entry may also expire at a time (a sold-out dish comes back at 04:00 without any write).
 */
export class MenuCache {
  private readonly entries = new Map<string, { version: number; body: Buffer; validUntil: number }>();

  constructor(private readonly maxEntries = 2000) {}

  get(restaurantId: number, lang: string, version: number, now: number): Buffer | undefined {
    const key = `${restaurantId}:${lang}`;
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version || now >= entry.validUntil) return undefined;
    // Most recently used last: eviction drops the oldest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(restaurantId: number, lang: string, version: number, body: Buffer, validUntil = Infinity): void {
    const key = `${restaurantId}:${lang}`;
    this.entries.delete(key);
    this.entries.set(key, { version, body, validUntil });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Frees memory early after a local write; correctness never depends on it. */
  drop(restaurantId: number): void {
    for (const lang of ['fr', 'en']) this.entries.delete(`${restaurantId}:${lang}`);
  }

  get size(): number {
    return this.entries.size;
  }
}
