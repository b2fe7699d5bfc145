import type { TAddressSuggestion } from '@portal/contract';
import { GeocoderUnavailableError, type AddressGeocoder } from './geocoder.js';

/**
 * Asks the primary geocoder and, only when it is unavailable, the fallback. Other errors (the
 * caller aborting, a bug) propagate: a fallback would hide them.
 */
export class FallbackGeocoder implements AddressGeocoder {
  constructor(
    private readonly primary: AddressGeocoder,
    private readonly fallback: AddressGeocoder,
    /** Told each time the fallback steps in, e.g. to log a warning. */
    private readonly onFallback?: (error: GeocoderUnavailableError) => void,
  ) {}

  async search(query: string, limit: number, signal?: AbortSignal): Promise<TAddressSuggestion[]> {
    try {
      return await this.primary.search(query, limit, signal);
    } catch (error) {
      if (!(error instanceof GeocoderUnavailableError)) throw error;
      this.onFallback?.(error);
      return this.fallback.search(query, limit, signal);
    }
  }
}
