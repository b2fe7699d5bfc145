import type { TAddressSuggestion } from '@portal/contract';
import { z } from 'zod';
import { isInFrance } from './france.js';
import { GeocoderUnavailableError, type AddressGeocoder } from './geocoder.js';

export interface BanGeocoderOptions {
  /** e.g. https://api-adresse.data.gouv.fr (no trailing path needed). */
  baseUrl: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** BAN answers 400 to shorter queries; they can only mean "keep typing". */
const BAN_MIN_QUERY_LENGTH = 3;

/** The part of a BAN feature we use; anything else in the payload is ignored. */
const ZBanFeature = z.object({
  type: z.literal('Feature'),
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number(), z.number()]), // [longitude, latitude]
  }),
  properties: z.object({
    label: z.string().min(1),
    name: z.string().min(1),
    postcode: z.string().regex(/^\d{5}$/),
    city: z.string().min(1),
    type: z.string(),
    housenumber: z.string().optional(),
    street: z.string().optional(),
    citycode: z.string().optional(),
  }),
});
type BanFeature = z.infer<typeof ZBanFeature>;

/** The envelope must be right; single features are checked one by one (see toSuggestions). */
const ZBanFeatureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()),
});

/** Client of the Base Adresse Nationale search API (https://adresse.data.gouv.fr/api-doc/adresse). */
export class BanGeocoder implements AddressGeocoder {
  private readonly searchUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: BanGeocoderOptions) {
    this.searchUrl = `${options.baseUrl.replace(/\/+$/, '')}/search/`;
    this.timeoutMs = options.timeoutMs;
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  async search(query: string, limit: number, signal?: AbortSignal): Promise<TAddressSuggestion[]> {
    const q = query.trim();
    if (q.length < BAN_MIN_QUERY_LENGTH || limit < 1) return [];

    const url = new URL(this.searchUrl);
    url.searchParams.set('q', q);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('autocomplete', '1');

    const payload = await this.fetchJson(url, signal);
    const collection = ZBanFeatureCollection.safeParse(payload);
    if (!collection.success) {
      throw new GeocoderUnavailableError('BAN answered something that is not a FeatureCollection', {
        cause: collection.error,
      });
    }
    return toSuggestions(collection.data.features).slice(0, limit);
  }

  private async fetchJson(url: URL, callerSignal: AbortSignal | undefined): Promise<unknown> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    try {
      const response = await this.fetchImpl(url, { headers: { accept: 'application/json' }, signal });
      if (!response.ok) {
        await response.body?.cancel();
        throw new GeocoderUnavailableError(`BAN answered HTTP ${response.status}`);
      }
      const body = await response.text();
      try {
        return JSON.parse(body) as unknown;
      } catch (error) {
        throw new GeocoderUnavailableError('BAN answered malformed JSON', { cause: error });
      }
    } catch (error) {
      // The caller gave up (client went away): not the upstream's fault, so no fallback either.
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (error instanceof GeocoderUnavailableError) throw error;
      const reason = timeout.aborted ? `no answer within ${this.timeoutMs} ms` : 'unreachable';
      throw new GeocoderUnavailableError(`BAN ${reason}`, { cause: error });
    }
  }
}

/** Malformed or foreign features are dropped one by one rather than failing the whole answer. */
function toSuggestions(features: readonly unknown[]): TAddressSuggestion[] {
  const suggestions: TAddressSuggestion[] = [];
  for (const candidate of features) {
    const feature = ZBanFeature.safeParse(candidate);
    if (!feature.success) continue;
    const suggestion = toSuggestion(feature.data);
    if (isInFrance(suggestion.latitude, suggestion.longitude)) suggestions.push(suggestion);
  }
  return suggestions;
}

function toSuggestion({ properties, geometry }: BanFeature): TAddressSuggestion {
  const [longitude, latitude] = geometry.coordinates;
  return {
    label: properties.label,
    street: properties.name,
    postcode: properties.postcode,
    city: properties.city,
    latitude,
    longitude,
  };
}
