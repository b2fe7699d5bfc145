import { hashPassword } from '../auth/passwords.js';
import { Approval } from '../db/schema.js';
import type { Services } from '../plugins/services.js';
import { seedDemoMenu } from './demo-menu.js';

export const DEMO_LOGIN = { phone: '612345678', countryCode: '+33', password: 'bouchon-lyon' } as const;

/**
 * On the first start of an empty development database: an approved restaurant in Lyon with a
 * bilingual menu, so the portal can be tried at once. Returns its login, or null when the database already had data.
 */
export async function seedDemoRestaurant(
  services: Pick<Services, 'db' | 'partners' | 'clock' | 'menuAddons' | 'menuItems'>,
): Promise<{ phone: string; password: string } | null> {
  const existing = await services.db.selectFrom('partners').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const now = services.clock();
  const partner = await services.partners.create({
    name: 'Le Bouchon des Canuts',
    address: '12 Rue Mercière, 69002 Lyon',
    latitude: 45.7622,
    longitude: 4.8317,
    email: 'demo@bouchon-des-canuts.fr',
    phone: `${DEMO_LOGIN.countryCode}${DEMO_LOGIN.phone}`,
    country_code: DEMO_LOGIN.countryCode,
    password_hash: await hashPassword(DEMO_LOGIN.password),
    status: 1,
    is_verified: 1,
    admin_aproval: Approval.approved,
    lang: 'fr',
    created_at: now,
    updated_at: now,
  });
  await seedDemoMenu(services, partner.id);
  return { phone: `0${DEMO_LOGIN.phone}`, password: DEMO_LOGIN.password };
}
