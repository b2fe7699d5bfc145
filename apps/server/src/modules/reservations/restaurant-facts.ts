import { decodePublicId, encodePublicId } from '../../core/public-id.js';
import { type RestaurantModule, RestaurantService } from '../restaurant/index.js';
import type { OpeningHours } from './availability.js';

/** What reservations needs to know of a restaurant: read through the restaurant module's service. */
export interface RestaurantFacts {
  /** Approved, verified and unsuspended: customers may see it. */
  listed: boolean;
  name: string;
  /** International form. */
  phone: string;
  address: string;
  publicId: string;
  hours: OpeningHours;
}

export interface RestaurantDirectory {
  facts(restaurantId: number): Promise<RestaurantFacts | undefined>;
  /** The restaurant a public id names, or null (unknown or altered id). */
  idOf(publicId: string): number | null;
}

/** How many restaurants' facts a process keeps (the oldest read goes first). */
const KNOWN_RESTAURANTS = 2_000;

/**
 * What a booking needs of a restaurant (its state, name, phone, hours), kept per restaurant with
 * the profile's version: one primary-key read tells whether it changed, in this process or
 * another, so availability never reads the whole profile for each request.
 */
export function restaurantDirectory(restaurant: Pick<RestaurantModule, 'service'>): RestaurantDirectory {
  const known = new Map<number, { version: string; facts: RestaurantFacts }>();
  return {
    idOf: decodePublicId,
    async facts(restaurantId) {
      const version = await restaurant.service.version(restaurantId);
      if (version === undefined) return undefined;
      const hit = known.get(restaurantId);
      if (hit?.version === version) return hit.facts;
      const stored = await restaurant.service.stored(restaurantId, 'fr');
      if (!stored) return undefined;
      const facts: RestaurantFacts = {
        listed: RestaurantService.isListed(stored),
        name: stored.account.name,
        phone: stored.account.phone,
        address: stored.account.address,
        publicId: encodePublicId(restaurantId),
        hours: stored.hours,
      };
      if (known.size >= KNOWN_RESTAURANTS) known.delete(known.keys().next().value!);
      known.set(restaurantId, { version, facts });
      return facts;
    },
  };
}
