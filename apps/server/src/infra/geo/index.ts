import { BanGeocoder } from './ban-geocoder.js';
import { CachingGeocoder } from './caching-geocoder.js';
import { FallbackGeocoder } from './fallback-geocoder.js';
import type { AddressGeocoder } from './geocoder.js';
import { OfflineGeocoder } from './offline-geocoder.js';

export { BanGeocoder } from './ban-geocoder.js';
export { CachingGeocoder } from './caching-geocoder.js';
export { FallbackGeocoder } from './fallback-geocoder.js';
export { isInFrance } from './france.js';
export { GeocoderUnavailableError, type AddressGeocoder } from './geocoder.js';
export { OFFLINE_ADDRESSES } from './offline-addresses.js';
export { OfflineGeocoder } from './offline-geocoder.js';

export interface GeocoderConfig {
  mode: 'ban' | 'offline';
  baseUrl: string;
  timeoutMs: number;
}

/** Where a fallback to the offline list gets reported; Fastify's logger fits. */
export interface GeocoderLogger {
  warn(obj: object, msg: string): void;
}

const CACHE = { maxEntries: 1000, ttlMs: 10 * 60_000 };

/** 'ban': the national address base, falling back to the bundled list when it is unreachable. */
export function createGeocoder(config: GeocoderConfig, logger?: GeocoderLogger): AddressGeocoder {
  if (config.mode === 'offline') return new CachingGeocoder(new OfflineGeocoder(), CACHE);

  // Only BAN's answers are cached: offline answers given during an outage must not outlive it.
  const ban = new CachingGeocoder(new BanGeocoder({ baseUrl: config.baseUrl, timeoutMs: config.timeoutMs }), CACHE);
  return new FallbackGeocoder(ban, new OfflineGeocoder(), (error) =>
    logger?.warn({ err: error }, 'BAN geocoder unavailable, answering from the offline address list'),
  );
}
