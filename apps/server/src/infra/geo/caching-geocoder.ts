import type { TAddressSuggestion } from '@portal/contract';
import type { AddressGeocoder } from './geocoder.js';

export interface CachingGeocoderOptions {
  /** Least recently used entries are evicted beyond this count. */
  maxEntries: number;
  ttlMs: number;
  /** Injectable clock for tests. */
  now?: () => number;
}

interface CacheEntry {
  readonly suggestions: readonly TAddressSuggestion[];
  readonly expiresAt: number;
}

/**
 * Remembers recent answers: autocomplete sends the same prefixes over and over (typing,
 * deleting, several users at the same address), and the upstream is a shared public service.
 * Failures are not remembered, so the next keystroke retries the upstream.
 */
export class CachingGeocoder implements AddressGeocoder {
  // A Map iterates in insertion order; re-inserting on every hit keeps the least recent first.
  private readonly entries = new Map<string, CacheEntry>();
  private readonly now: () => number;

  constructor(
    private readonly inner: AddressGeocoder,
    private readonly options: CachingGeocoderOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async search(query: string, limit: number, signal?: AbortSignal): Promise<TAddressSuggestion[]> {
    const key = cacheKey(query, limit);
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      if (cached.expiresAt > this.now()) {
        this.entries.set(key, cached);
        return copy(cached.suggestions);
      }
    }

    const suggestions = await this.inner.search(query, limit, signal);
    this.remember(key, suggestions);
    return copy(suggestions);
  }

  private remember(key: string, suggestions: readonly TAddressSuggestion[]): void {
    if (this.options.maxEntries < 1) return;
    this.entries.set(key, { suggestions: copy(suggestions), expiresAt: this.now() + this.options.ttlMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}

/** "  Rue  Mercière " and "rue mercière" are the same question. */
function cacheKey(query: string, limit: number): string {
  const normalizedQuery = query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return `${limit}\u0000${normalizedQuery}`;
}

/** Callers own what they get back; a mutation must not leak into the cache. */
function copy(suggestions: readonly TAddressSuggestion[]): TAddressSuggestion[] {
  return suggestions.map((suggestion) => ({ ...suggestion }));
}
