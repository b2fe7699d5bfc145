import type { OrderableItem } from '../../../src/modules/menu/index.js';

/** A dish as the menu hands it to pricing: 10,00 € at 10 %, no discount, no sizes or add-ons. */
export const dish = (overrides: Partial<OrderableItem>): OrderableItem => ({
  id: 1,
  fr_name: 'Plat',
  en_name: 'Dish',
  price_cents: 1000,
  discount_percent: 0,
  buy_one_get_one: 0,
  tva_bp: 1000,
  status: 1,
  sold_out: false,
  max_per_order: null,
  service_open_time: '',
  service_close_time: '',
  allergens: [],
  drink: false,
  service_type_ids: [1, 2],
  sizes: [],
  addon_groups: [],
  ...overrides,
});
