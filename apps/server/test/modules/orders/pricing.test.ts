import { describe, expect, it } from 'vitest';
import type { OrderableItem } from '../../../src/modules/menu/index.js';
import { priceOrder } from '../../../src/modules/orders/index.js';

const dish = (overrides: Partial<OrderableItem>): OrderableItem => ({
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
  allergens: [],
  service_type_ids: [1, 2],
  sizes: [],
  addon_groups: [],
  ...overrides,
});

const menu = new Map<number, OrderableItem>([
  [1, dish({ id: 1, fr_name: 'Café', price_cents: 400, buy_one_get_one: 1 })],
  [
    2,
    dish({
      id: 2,
      fr_name: 'Bière',
      price_cents: 350,
      tva_bp: 2000,
      sizes: [
        { id: 21, fr_name: 'Demi', en_name: 'Half', price_cents: 350 },
        { id: 22, fr_name: 'Pinte', en_name: 'Pint', price_cents: 650 },
      ],
      addon_groups: [
        {
          id: 5,
          fr_name: 'Sirop',
          en_name: 'Syrup',
          choose_upto: 1,
          min_choice: 0,
          is_required: 0,
          options: [
            { fr_name: 'Grenadine', en_name: 'Grenadine', price_cents: 50, allergens: [] },
            { fr_name: 'Pêche', en_name: 'Peach', price_cents: 50, allergens: [] },
          ],
        },
      ],
    }),
  ],
  [3, dish({ id: 3, fr_name: 'Andouillette', price_cents: 1690, discount_percent: 10 })],
  [4, dish({ id: 4, fr_name: 'Pain', price_cents: 320, tva_bp: 550 })],
  [
    5,
    dish({
      id: 5,
      fr_name: 'Burger',
      price_cents: 1200,
      buy_one_get_one: 1,
      addon_groups: [
        {
          id: 6,
          fr_name: 'Cuisson',
          en_name: 'Doneness',
          choose_upto: 1,
          min_choice: 1,
          is_required: 1,
          options: [
            { fr_name: 'Saignant', en_name: 'Rare', price_cents: 0, allergens: [] },
            { fr_name: 'Cheddar', en_name: 'Cheddar', price_cents: 150, allergens: ['milk'] },
          ],
        },
      ],
      allergens: ['gluten'],
    }),
  ],
  [6, dish({ id: 6, fr_name: 'Tartelette', price_cents: 333, discount_percent: 15, max_per_order: 4 })],
]);

const price = (items: Parameters<typeof priceOrder>[0], serviceChargeCents = 0) =>
  priceOrder(items, menu, { serviceType: 1, serviceChargeCents });
const line = (
  item_id: number,
  quantity: number,
  extra: { size_id?: number; addons?: Array<{ items_addon_id: number; options: number[] }> } = {},
) => ({
  item_id,
  quantity,
  size_id: extra.size_id ?? null,
  addons: extra.addons ?? [],
});

/** Hand-computed: [line, total in cents, TVA in cents]. */
const cases: Array<[string, ReturnType<typeof line>, number, number]> = [
  ['3 coffees at 4,00 € with buy-one-get-one: 2 paid, 10 %', line(1, 3), 800, 73],
  [
    '3 pints (6,50 €) with a 0,50 € syrup each, 20 %',
    line(2, 3, { size_id: 22, addons: [{ items_addon_id: 5, options: [0] }] }),
    2100,
    350,
  ],
  ['2 andouillettes at 16,90 € with 10 % off, 10 %', line(3, 2), 3042, 277],
  ['2 breads at 3,20 €, 5,5 %', line(4, 2), 640, 33],
  [
    '2 burgers, buy-one-get-one, cheddar on each (options paid per unit)',
    line(5, 2, { addons: [{ items_addon_id: 6, options: [1] }] }),
    1500,
    136,
  ],
  ['a 3,33 € tartlet with 15 % off: 2,8305 € rounds to 2,83 €', line(6, 1), 283, 26],
  ['a half (3,50 €) without syrup', line(2, 1, { size_id: 21 }), 350, 58],
];

describe('order pricing (DESIGN.md §6)', () => {
  for (const [name, input, total, tva] of cases) {
    it(name, () => {
      const priced = price([input]);
      expect(priced.lines[0]!.line_total_cents).toBe(total);
      expect(priced.lines[0]!.tva_cents).toBe(tva);
      expect(priced.subtotal_cents).toBe(total);
    });
  }

  it('sums the lines, keeps TVA per rate, and adds the service charge apart', () => {
    const priced = price(
      [line(1, 3), line(2, 3, { size_id: 22, addons: [{ items_addon_id: 5, options: [0] }] }), line(4, 2)],
      99,
    );
    expect(priced.subtotal_cents).toBe(800 + 2100 + 640);
    expect(priced.tva_cents).toBe(73 + 350 + 33);
    expect(priced.by_rate).toEqual({
      550: { sales_cents: 640, tva_cents: 33 },
      1000: { sales_cents: 800, tva_cents: 73 },
      2000: { sales_cents: 2100, tva_cents: 350 },
    });
    expect(priced.service_charge_cents).toBe(99);
    expect(priced.total_cents).toBe(800 + 2100 + 640 + 99);
  });

  it('carries the allergens of the dish and of the chosen options', () => {
    const priced = price([line(5, 1, { addons: [{ items_addon_id: 6, options: [1] }] })]);
    expect(priced.lines[0]!.allergens).toEqual(['gluten', 'milk']);
  });

  it('refuses what does not match the menu, naming the line', () => {
    const refusals: Array<[ReturnType<typeof line>[], string]> = [
      [[line(99, 1)], 'ITEM_UNAVAILABLE'],
      [[line(2, 1)], 'SIZE_INVALID'],
      [[line(2, 1, { size_id: 99 })], 'SIZE_INVALID'],
      [[line(1, 1, { size_id: 21 })], 'SIZE_INVALID'],
      [[line(2, 1, { size_id: 21, addons: [{ items_addon_id: 5, options: [0, 1] }] })], 'TOO_MANY_CHOICES'],
      [[line(2, 1, { size_id: 21, addons: [{ items_addon_id: 5, options: [7] }] })], 'OPTION_INVALID'],
      [[line(2, 1, { size_id: 21, addons: [{ items_addon_id: 6, options: [0] }] })], 'OPTION_INVALID'],
      [[line(5, 1)], 'TOO_FEW_CHOICES'],
      [[line(4, 0)], 'QUANTITY_INVALID'],
      [[line(4, 100)], 'QUANTITY_INVALID'],
      [[line(6, 3), line(6, 2)], 'MAX_PER_ORDER_EXCEEDED'],
    ];
    for (const [items, code] of refusals) {
      expect(() => price(items), code).toThrow(expect.objectContaining({ code }));
    }
    const offMenu = new Map(menu);
    offMenu.set(4, { ...menu.get(4)!, status: 0 });
    expect(() => priceOrder([line(4, 1)], offMenu, { serviceType: 1, serviceChargeCents: 0 })).toThrow(
      expect.objectContaining({ code: 'ITEM_UNAVAILABLE' }),
    );
    offMenu.set(4, { ...menu.get(4)!, sold_out: true });
    expect(() => priceOrder([line(4, 1)], offMenu, { serviceType: 1, serviceChargeCents: 0 })).toThrow(
      expect.objectContaining({ code: 'ITEM_SOLD_OUT' }),
    );
    expect(() => priceOrder([line(4, 1)], menu, { serviceType: 3, serviceChargeCents: 0 })).toThrow(
      expect.objectContaining({ code: 'SERVICE_TYPE_UNAVAILABLE' }),
    );
  });
});
