import type { Clock } from '../core/clock.js';
import type { AuthModule } from '../modules/auth/index.js';
import type { MenuModule } from '../modules/menu/index.js';
import type { RestaurantModule } from '../modules/restaurant/index.js';
import { type DemoBookingsDependencies, seedDemoBookings } from './demo-bookings.js';
import { seedDemoMenu } from './demo-menu.js';
import { seedDemoProfile } from './demo-profile.js';

export const DEMO_LOGIN = { phone: '612345678', countryCode: '+33', password: 'bouchon-lyon' } as const;

/**
 * On the first start of an empty development database: an approved restaurant in Lyon with a
 * bilingual menu, so the portal can be tried at once; given `bookings`, it also takes table
 * reservations, with three months of bookings behind it and two weeks ahead. Returns its login,
 * or null when the database already had data.
 */
export async function seedDemoRestaurant(modules: {
  auth: Pick<AuthModule, 'accounts'>;
  menu: Pick<MenuModule, 'items' | 'addons'>;
  restaurant: RestaurantModule;
  clock: Clock;
  bookings?: Omit<DemoBookingsDependencies, 'restaurant' | 'clock'>;
}): Promise<{ phone: string; password: string; restaurantId: number } | null> {
  const { accounts } = modules.auth;
  if (!(await accounts.isEmpty())) return null;
  const now = modules.clock();
  const partner = await accounts.createApproved({
    name: 'Le Bouchon des Canuts',
    address: '12 Rue Mercière, 69002 Lyon',
    latitude: 45.7622,
    longitude: 4.8317,
    email: 'demo@bouchon-des-canuts.fr',
    phone: `${DEMO_LOGIN.countryCode}${DEMO_LOGIN.phone}`,
    country_code: DEMO_LOGIN.countryCode,
    password: DEMO_LOGIN.password,
    status: 1,
    lang: 'fr',
    created_at: now,
    updated_at: now,
  });
  await seedDemoProfile(modules.restaurant, partner.id, { email: partner.email, phone: DEMO_LOGIN.phone });
  await seedDemoMenu(modules.menu, partner.id);
  if (modules.bookings)
    await seedDemoBookings({ ...modules.bookings, restaurant: modules.restaurant, clock: modules.clock }, partner.id);
  return { phone: `0${DEMO_LOGIN.phone}`, password: DEMO_LOGIN.password, restaurantId: partner.id };
}
