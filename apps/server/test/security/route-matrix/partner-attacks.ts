import { legacyApiPaths } from '@portal/contract';
import type { Attack, AttackRow } from './attack-rows.js';
import { bookingAttacks } from './booking-attacks.js';
import { floorAttacks } from './floor-attacks.js';
import { loyaltyAttacks } from './loyalty-attacks.js';
import { menuAttacks } from './menu-attacks.js';
import { orderAttacks } from './order-attacks.js';
import { promoAttacks } from './promo-attacks.js';
import { restaurantAttacks } from './restaurant-attacks.js';
import { waitlistAttacks } from './waitlist-attacks.js';
import { normalizeRoute } from './route-table.js';

const rows: AttackRow[] = [
  ...restaurantAttacks,
  ...menuAttacks,
  ...orderAttacks,
  ...bookingAttacks,
  ...floorAttacks,
  ...promoAttacks,
  ...loyaltyAttacks,
  ...waitlistAttacks,
];

/**
 * The older names of calls are attacked as the calls they name: the same rows, sent to the
 * older path (a row added for a current call covers its older name too).
 */
const olderNames: AttackRow[] = Object.entries(legacyApiPaths).flatMap(([current, older]) =>
  rows
    .filter(([route]) => route.split(' ')[1] === current)
    .map(([route, attack]): AttackRow => [
      `${route.split(' ')[0]} ${older}`,
      {
        ...attack,
        request: async (b, a) => {
          const options = await attack.request(b, a);
          return { ...options, url: String(options.url).replace(current, older) };
        },
      },
    ]),
);

/** Partner A's attacks with B's ids, by normalized route: one or more per protected partner route. */
export const partnerAttacks = new Map<string, Attack[]>();
for (const [route, attack] of [...rows, ...olderNames]) {
  const key = normalizeRoute(route);
  partnerAttacks.set(key, [...(partnerAttacks.get(key) ?? []), attack]);
}
