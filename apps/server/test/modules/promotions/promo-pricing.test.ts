import { describe, expect, it } from 'vitest';
import type { OrderableItem } from '../../../src/modules/menu/index.js';
import { applyPromo, priceOrder } from '../../../src/modules/orders/index.js';
import { splitByWeight } from '../../../src/modules/orders/promo-pricing.js';
import { dish } from '../orders/dish-fixture.js';

const menu = new Map<number, OrderableItem>([
  // 5,5 %, 10 % off: 3,90 € → 3,51 €.
  [1, dish({ id: 1, fr_name: 'Sorbet', price_cents: 390, discount_percent: 10, tva_bp: 550 })],
  // 10 %, buy one get one: 3 for the price of 2.
  [2, dish({ id: 2, fr_name: 'Burger', price_cents: 1250, buy_one_get_one: 1 })],
  [3, dish({ id: 3, fr_name: 'Tarte', price_cents: 750 })],
  // A drink at 20 %.
  [4, dish({ id: 4, fr_name: 'Bière', price_cents: 700, tva_bp: 2000, drink: true })],
  [5, dish({ id: 5, fr_name: 'Croissant', price_cents: 420 })],
]);

const line = (item_id: number, quantity = 1) => ({ item_id, size_id: null, quantity, addons: [] });
const price = (lines: ReturnType<typeof line>[]) => priceOrder(lines, menu, { serviceType: 1, serviceChargeCents: 0 });
const figures = (order: ReturnType<typeof applyPromo>) =>
  order.lines.map((l) => [l.fr_name, l.line_total_cents, l.savings_cents, l.tva_cents]);

describe('a promo code on the priced order', () => {
  it('takes 10 % off a 5,5 / 10 / 20 % basket after the dish discount and buy-one-get-one, spread rate by rate to the cent', () => {
    const order = applyPromo(price([line(1), line(2, 3), line(3), line(4)]), {
      kind: 'percent',
      value: 10,
      applies_to: 'all',
    });
    // Base 3,51 + 25,00 + 7,50 + 7,00 = 43,01 €; 10 % = 4,301 → 4,30 €. Per rate by amount:
    // 5,5 %: 35,09 → 35; 10 %: 324,92 → 325; 20 %: 69,98 → 70 (the two largest remainders get a cent).
    expect(order.savings_cents).toBe(430);
    expect(figures(order)).toEqual([
      ['Sorbet', 316, 35, 16],
      ['Burger', 2250, 250, 205],
      ['Tarte', 675, 75, 61],
      ['Bière', 630, 70, 105],
    ]);
    expect(order.subtotal_cents).toBe(3871);
    expect(order.tva_cents).toBe(387);
    expect(order.by_rate).toEqual({
      550: { sales_cents: 316, tva_cents: 16 },
      1000: { sales_cents: 2925, tva_cents: 266 },
      2000: { sales_cents: 630, tva_cents: 105 },
    });
    expect(order.total_cents).toBe(order.lines.reduce((sum, l) => sum + l.line_total_cents, 0));
  });

  it('never takes more than the food: 5 € on 4,20 € of food leaves the drink whole', () => {
    const order = applyPromo(price([line(5), line(4)]), { kind: 'amount', value: 500, applies_to: 'food' });
    expect(order.savings_cents).toBe(420);
    expect(figures(order)).toEqual([
      ['Croissant', 0, 420, 0],
      ['Bière', 700, 0, 117],
    ]);
    expect(order.subtotal_cents).toBe(700);
  });

  it('spreads a code on everything over food and drinks, a tie going to the first rate', () => {
    const order = applyPromo(price([line(5), line(4)]), { kind: 'amount', value: 500, applies_to: 'all' });
    // 5 € over 4,20 € (10 %) and 7,00 € (20 %): 187,5 and 312,5 → 188 and 312.
    expect(figures(order)).toEqual([
      ['Croissant', 232, 188, 21],
      ['Bière', 388, 312, 65],
    ]);
    expect(order.subtotal_cents).toBe(620);
    expect(order.tva_cents).toBe(86);
  });

  it('splits by largest remainder: the shares add up and none exceeds its weight', () => {
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(7, [0, 5, 2])).toEqual([0, 5, 2]);
    expect(splitByWeight(0, [3, 4])).toEqual([0, 0]);
    expect(splitByWeight(5, [0, 0])).toEqual([0, 0]);
  });
});
