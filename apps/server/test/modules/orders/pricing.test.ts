import { describe, expect, it } from 'vitest';
import type { OrderableItem } from '../../../src/modules/menu/index.js';
import { priceOrder } from '../../../src/modules/orders/index.js';
import { dish } from './dish-fixture.js';

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
  // 15,03 € at 20 % holds exactly 2,505 € of TVA (15,03 × 20 / 120).
  [7, dish({ id: 7, fr_name: 'Cocktail', price_cents: 1503, tva_bp: 2000 })],
  [
    8,
    dish({
      id: 8,
      fr_name: 'Pizza',
      price_cents: 0,
      discount_percent: 15,
      buy_one_get_one: 1,
      sizes: [
        { id: 81, fr_name: 'Moyenne', en_name: 'Medium', price_cents: 1100 },
        { id: 82, fr_name: 'Grande', en_name: 'Large', price_cents: 1450 },
      ],
    }),
  ],
  [
    9,
    dish({
      id: 9,
      fr_name: 'Formule midi',
      price_cents: 1450,
      service_open_time: '12:00',
      service_close_time: '14:30',
    }),
  ],
  [
    10,
    dish({ id: 10, fr_name: 'Planche', price_cents: 1800, service_open_time: '19:00', service_close_time: '01:00' }),
  ],
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

describe('order pricing', () => {
  it('rounds an exact half cent of TVA up: 15,03 € at 20 % holds 2,505 €, written 2,51 €', () => {
    expect(price([line(7, 1)]).lines[0]!.tva_cents).toBe(251);
    // 3 of them: 45,09 € holds 7,515 €, also a half: 7,52 €; TVA is rounded on the line, not per unit.
    expect(price([line(7, 3)]).lines[0]!.tva_cents).toBe(752);
    // Without the half: 15,04 € holds 2,5066… €.
    expect(price([line(7, 2)]).lines[0]!).toMatchObject({ line_total_cents: 3006, tva_cents: 501 });
  });

  it('applies the size, then buy-one-get-one, then the discount, on one line', () => {
    // 3 large pizzas at 14,50 €: 2 paid = 29,00 €, 15 % off = 24,65 €; TVA 10 % = 2,2409… → 2,24 €.
    const large = price([line(8, 3, { size_id: 82 })]).lines[0]!;
    expect(large).toMatchObject({ size_id: 82, unit_price_cents: 1450, line_total_cents: 2465, tva_cents: 224 });
    // 1 medium at 11,00 €: 1 paid, 15 % off = 9,35 €.
    expect(price([line(8, 1, { size_id: 81 })]).lines[0]!.line_total_cents).toBe(935);
    // A half cent from the discount rounds up: 1 or 2 large pizzas, 1 paid, 14,50 € − 15 % = 12,325 € → 12,33 €.
    expect(price([line(8, 1, { size_id: 82 })]).lines[0]!.line_total_cents).toBe(1233);
    expect(price([line(8, 2, { size_id: 82 })]).lines[0]!.line_total_cents).toBe(1233);
  });

  it('counts buy-one-get-one per line: the same dish on two lines makes no pair', () => {
    // One line of 2 burgers: 1 paid. Two lines of 1 burger: each line pays its unit.
    const rare = { addons: [{ items_addon_id: 6, options: [0] }] };
    expect(price([line(5, 2, rare)]).subtotal_cents).toBe(1200);
    const split = price([line(5, 1, rare), line(5, 1, rare)]);
    expect(split.lines.map((l) => l.line_total_cents)).toEqual([1200, 1200]);
    expect(split.subtotal_cents).toBe(2400);
    // 3 + 1 coffees on two lines: 2 paid on the first, 1 on the second (not 2 of 4).
    expect(price([line(1, 3), line(1, 1)]).subtotal_cents).toBe(800 + 400);
  });

  it('refuses a dish outside its own service hours (Paris time), night slots running past midnight', () => {
    const at = (iso: string) =>
      priceOrder([line(9, 1)], menu, {
        serviceType: 1,
        serviceChargeCents: 0,
        servedAt: Date.parse(iso),
      });
    // 12:30 in Paris in winter is 11:30 UTC.
    expect(at('2026-01-15T11:30:00Z').subtotal_cents).toBe(1450);
    expect(() => at('2026-01-15T14:00:00Z')).toThrow(
      expect.objectContaining({ code: 'ITEM_UNAVAILABLE', options: { field: 'items.0' } }),
    );
    const night = (iso: string) =>
      priceOrder([line(4, 1), line(10, 1)], menu, { serviceType: 1, serviceChargeCents: 0, servedAt: Date.parse(iso) });
    // 00:30 in Paris (summer: UTC+2) is inside 19:00–01:00; 01:00 is not.
    expect(night('2026-07-14T22:30:00Z').subtotal_cents).toBe(320 + 1800);
    expect(() => night('2026-07-14T23:00:00Z')).toThrow(
      expect.objectContaining({ code: 'ITEM_UNAVAILABLE', options: { field: 'items.1' } }),
    );
    expect(() => night('2026-07-14T15:00:00Z')).toThrow(expect.objectContaining({ code: 'ITEM_UNAVAILABLE' }));
    // Without an instant (the demo's history), hours are not checked; without hours, always served.
    expect(price([line(10, 1), line(4, 1)]).subtotal_cents).toBe(2120);
  });

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
