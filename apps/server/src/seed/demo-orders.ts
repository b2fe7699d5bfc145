import type { Kysely } from 'kysely';
import type { TOrderLineInput } from '@portal/contract';
import type { Customer } from '../modules/customers/index.js';
import type { Database } from '../schema.js';
import type { Clock } from '../core/clock.js';
import { parisDate } from '../core/paris-time.js';
import type { MenuModule, OrderableItem } from '../modules/menu/index.js';
import { type OrdersModule, priceOrder } from '../modules/orders/index.js';
import type { PromotionsModule } from '../modules/promotions/index.js';
import { seedDemoPromotions } from './demo-promotions.js';
import { seededRandom } from './seeded-random.js';

const DAY_MS = 24 * 60 * 60_000;
const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Hugo',
  'Inès',
  'Louis',
  'Manon',
  'Jules',
  'Chloé',
  'Nathan',
  'Zoé',
  'Théo',
  'Emma',
];
const LAST_NAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau'];
const REFUSALS = ['Cuisine complète ce soir', 'Plus de quenelles, désolés', 'Fermeture exceptionnelle'];

/** Options that satisfy every group of the dish (its minimum, sometimes one more). */
function choices(item: OrderableItem, next: () => number): TOrderLineInput['addons'] {
  return item.addon_groups.flatMap((group) => {
    const minimum = Math.max(group.min_choice, group.is_required ? 1 : 0);
    const count = Math.min(group.options.length, group.choose_upto, minimum + (next() < 0.3 ? 1 : 0));
    if (count === 0) return [];
    const start = Math.floor(next() * group.options.length);
    const options = Array.from({ length: count }, (_, index) => (start + index) % group.options.length);
    return [{ items_addon_id: group.id, options }];
  });
}

/**
 * A year of a Lyon bouchon's orders for the demo restaurant, priced by the same code as real
 * orders and kept in the same journal (with its closings): the report and the orders screen have
 * history on the first start. Busier on Friday and Saturday, lunch and dinner; most orders are
 * completed, a few refused; the last ones of today still wait or are in the kitchen.
 */
export async function seedDemoOrders(
  modules: {
    orders: Pick<OrdersModule, 'placing' | 'handling'>;
    menu: Pick<MenuModule, 'items'>;
    /** Given, the restaurant also hands out two promo codes (demo-promotions.ts). */
    promotions?: PromotionsModule;
  },
  deps: { db: Kysely<Database>; clock: Clock },
  restaurantId: number,
  days = 365,
): Promise<number> {
  const next = seededRandom(20_161_122);
  const now = deps.clock();
  const itemIds = (
    await deps.db.selectFrom('items').select('id').where('restaurant_id', '=', restaurantId).execute()
  ).map((row) => row.id);
  const menu = await modules.menu.items.orderable(restaurantId, itemIds);
  const dishes = [...menu.values()].filter((item) => item.status === 1 && item.service_type_ids.includes(1));
  if (dishes.length === 0) return 0;

  const customers: Customer[] = [];
  for (const [index, first] of FIRST_NAMES.entries()) {
    customers.push(
      await deps.db
        .insertInto('customers')
        .values({
          first_name: first,
          last_name: LAST_NAMES[index % LAST_NAMES.length]!,
          email: `client${index + 1}@demo.tablee.fr`,
          phone: null,
          google_sub: null,
          is_verified: 1,
          birth_date: `19${70 + index}-0${(index % 9) + 1}-1${index % 9}`,
          closed_at: null,
          created_at: now - days * DAY_MS,
          updated_at: now - days * DAY_MS,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }

  let placed = 0;
  for (let day = days; day >= 0; day -= 1) {
    // Noon in Paris that day, near enough (the offset is one or two hours).
    const noon = Date.parse(`${parisDate(now - day * DAY_MS)}T11:00:00Z`);
    const weekday = new Date(noon).getUTCDay();
    if (weekday === 1) continue; // closed on Mondays
    const busy = weekday === 5 || weekday === 6 ? 12 : 6;
    const count = Math.round(busy * (0.6 + next() * 0.8));
    for (let index = 0; index < count; index += 1) {
      const dinner = next() < 0.55;
      const at = noon + (dinner ? 7.5 * 3_600_000 : 0) + Math.floor(next() * 2.5 * 3_600_000);
      if (at > now - 20 * 60_000) continue;
      const lines: TOrderLineInput[] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
        const item = dishes[Math.floor(next() * dishes.length)]!;
        return {
          item_id: item.id,
          size_id: item.sizes.length > 0 ? item.sizes[Math.floor(next() * item.sizes.length)]!.id : null,
          quantity: 1 + Math.floor(next() * 3),
          addons: choices(item, next),
        };
      });
      let priced;
      try {
        priced = priceOrder(lines, menu, { serviceType: 1, serviceChargeCents: 0 });
      } catch {
        continue; // a limit per order reached by chance: that table ordered something else
      }
      const customer = customers[Math.floor(next() * customers.length)]!;
      const order = await modules.orders.placing.record(
        restaurantId,
        customer,
        { service_type: 1, no_of_people: 1 + Math.floor(next() * 5), payment_method: 1 + Math.floor(next() * 4) },
        priced,
        at,
      );
      placed += 1;
      const { handling } = modules.orders;
      const age = now - at;
      if (next() < 0.04) {
        await handling.settle(
          restaurantId,
          order.id,
          3,
          REFUSALS[Math.floor(next() * REFUSALS.length)]!,
          at + 3 * 60_000,
        );
        continue;
      }
      // Today's last orders are still being served.
      if (age < 45 * 60_000) continue;
      await handling.settle(restaurantId, order.id, 1, '', at + 2 * 60_000);
      if (age < 90 * 60_000) continue;
      await handling.settle(restaurantId, order.id, 4, '', at + 6 * 60_000);
      await handling.settle(restaurantId, order.id, 5, '', at + 50 * 60_000);
    }
  }
  if (modules.promotions) {
    const { promotions } = modules;
    await seedDemoPromotions(
      { ...modules, promotions },
      { clock: deps.clock, customers, dishIds: itemIds },
      restaurantId,
    );
    placed += 3;
  }
  return placed;
}
