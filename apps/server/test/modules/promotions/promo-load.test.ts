import { describe, expect, it } from 'vitest';
import { type TPlaceOrderInput, ZPlaceOrderRequestSchema } from '@portal/contract';
import { appOfFile, dialectUnderTest } from '../../helper.js';
import { AppError } from '../../../src/core/errors.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { openRestaurant, orderBody, type Restaurant } from '../orders/orders-helper.js';
import { listCodes, saveCode } from './promo-helper.js';

const t = appOfFile();

/**
 * 50 customers place an order with one code at the same instant, through the service the route
 * calls: each in its own transaction, all at once on the database's pool.
 */
async function fiftyAtOnce(r: Restaurant, code: string, items?: unknown) {
  const first = await verifiedCustomer(t);
  const row = await t.app.infra.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', first.id)
    .executeTakeFirstOrThrow();
  const input: TPlaceOrderInput = ZPlaceOrderRequestSchema.parse(
    orderBody(r, { promo_code: code, payment_method: 1, ...(items ? { items } : {}) }),
  );
  const outcomes = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) => t.app.orders.placing.place({ ...row, id: 200_000 + i }, input)),
  );
  const codes = outcomes.map((o) =>
    o.status === 'fulfilled' ? 'PLACED' : o.reason instanceof AppError ? o.reason.code : String(o.reason),
  );
  return { placed: codes.filter((c) => c === 'PLACED').length, refused: codes.filter((c) => c !== 'PLACED') };
}

describe(`a code under load (${dialectUnderTest})`, () => {
  it('gives its last 10 uses to exactly 10 of 50 simultaneous orders, the 40 others told it is used up', async () => {
    const r = await openRestaurant(t);
    await saveCode(t, r.partner.token, { code: 'DIXFOIS', max_uses: '10' });
    const { placed, refused } = await fiftyAtOnce(r, 'DIXFOIS');
    expect(placed).toBe(10);
    expect(refused).toEqual(Array.from({ length: 40 }, () => 'PROMO_USED_UP'));
    expect((await listCodes(t, r.partner.token))[0]).toMatchObject({ uses: 10 });
    const orders = await t.app.infra.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('restaurant_id', '=', r.partner.id)
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(10);
  });

  it('stops at the budget: 30 € at 5 € an order gives 6 orders of 50', async () => {
    const r = await openRestaurant(t);
    await saveCode(t, r.partner.token, {
      code: 'BUDGET30',
      kind: 'amount',
      value: '5',
      applies_to: 'all',
      budget: '30',
    });
    const { placed, refused } = await fiftyAtOnce(r, 'BUDGET30', [{ item_id: r.tart, quantity: 2 }]);
    expect(placed).toBe(6);
    expect(new Set(refused)).toEqual(new Set(['PROMO_USED_UP']));
    expect((await listCodes(t, r.partner.token))[0]).toMatchObject({ uses: 6, savings: 30, budget: 30 });
  });
});
