import { ZSavePromoCodeRequestSchema } from '@portal/contract';
import type { Clock } from '../core/clock.js';
import { parisDate } from '../core/paris-time.js';
import type { Customer } from '../modules/customers/index.js';
import type { MenuModule } from '../modules/menu/index.js';
import { applyPromo, type OrdersModule, priceOrder } from '../modules/orders/index.js';
import type { PromotionsModule } from '../modules/promotions/index.js';

const DAY_MS = 86_400_000;

/**
 * The demo restaurant's promo codes: BIENVENUE10 (10 % off the food, open all year) and APERO5
 * (5 € off, three uses, all taken by orders of the last days, so the screen shows one used up).
 * The coded orders are priced and journalled like real ones.
 */
export async function seedDemoPromotions(
  modules: {
    orders: Pick<OrdersModule, 'placing' | 'handling'>;
    menu: Pick<MenuModule, 'items'>;
    promotions: PromotionsModule;
  },
  deps: { clock: Clock; customers: Customer[]; dishIds: number[] },
  restaurantId: number,
): Promise<void> {
  const now = deps.clock();
  const year = parisDate(now).slice(0, 4);
  const form = (fields: Record<string, string>) =>
    ZSavePromoCodeRequestSchema.parse({
      valid_from: `${year}-01-01`,
      valid_to: `${year}-12-31`,
      service_types: '1,2,3',
      ...fields,
    });
  const { service } = modules.promotions;
  await service.save(restaurantId, form({ code: 'BIENVENUE10', kind: 'percent', value: '10', applies_to: 'food' }));
  const apero = await service.save(
    restaurantId,
    form({ code: 'APERO5', kind: 'amount', value: '5', applies_to: 'all', max_uses: '3', budget: '15' }),
  );
  const menu = await modules.menu.items.orderable(restaurantId, deps.dishIds);
  const dish = [...menu.values()].find((item) => item.status === 1 && item.service_type_ids.includes(1));
  if (!dish) return;
  const offer = { id: apero.id, code: apero.code, kind: 'amount' as const, value: 500, applies_to: 'all' as const };
  for (let i = 0; i < 3; i += 1) {
    const at = now - (i + 2) * DAY_MS;
    const lines = [{ item_id: dish.id, size_id: dish.sizes[0]?.id ?? null, quantity: 2, addons: [] }];
    const priced = applyPromo(priceOrder(lines, menu, { serviceType: 1, serviceChargeCents: 0 }), offer);
    const customer = deps.customers[i % deps.customers.length]!;
    const order = await modules.orders.placing.record(
      restaurantId,
      customer,
      { service_type: 1, no_of_people: 2, payment_method: 1 },
      priced,
      at,
      undefined,
      { offer, savings_cents: priced.savings_cents },
    );
    for (const [status, after] of [
      [1, 2],
      [4, 6],
      [5, 50],
    ] as const) {
      await modules.orders.handling.settle(restaurantId, order.id, status, '', at + after * 60_000);
    }
  }
}
