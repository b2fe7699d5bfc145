import type { TAddressSuggestion } from '@portal/contract';

/** Turns what a user is typing into a few French postal addresses. */
export interface AddressGeocoder {
  search(query: string, limit: number, signal?: AbortSignal): Promise<TAddressSuggestion[]>;
}

/**
 * The upstream service could not answer (down, slow, or answering nonsense). Distinct from a
 * caller's own abort so that FallbackGeocoder only steps in when the upstream is to blame.
 */
export class GeocoderUnavailableError extends Error {
  override readonly name = 'GeocoderUnavailableError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
