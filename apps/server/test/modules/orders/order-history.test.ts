import { describe, expect, it } from 'vitest';
import { apiPaths, customerApiPaths, type TOrder } from '@portal/contract';
import { appOfFile, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { openRestaurant, orderBody } from './orders-helper.js';

/*
 * The orders screen over days: the list and the search newest first, one order for orders of the
 * same instant; a buy-one-get-one line says how many of its units are free.
 */
const t = appOfFile({ PARTNER_TOKEN_TTL_HOURS: '2160' });

const numbers = (orders: TOrder[]) => orders.map((order) => order.order_number);

describe('the restaurant’s orders over several days', () => {
  it('lists and searches them newest first, the later number first when two share an instant', async () => {
    const r = await openRestaurant(t);
    const customers = [await verifiedCustomer(t), await verifiedCustomer(t), await verifiedCustomer(t)];
    const placeAt = async (at: number, customer: number) => {
      t.clock.current = at;
      const placed = (await post(t.app, customerApiPaths.placeOrder, orderBody(r), customers[customer]!.token)).json();
      expect(placed.status).toBe(200);
    };
    // Saturday evening, Sunday noon twice at the same millisecond, then Monday noon.
    await placeAt(Date.parse('2026-12-05T19:00:00Z'), 0);
    await placeAt(Date.parse('2026-12-06T11:00:00Z'), 1);
    await placeAt(Date.parse('2026-12-06T11:00:00Z'), 2);
    await placeAt(Date.parse('2026-12-07T11:00:00Z'), 0);
    const list = (await get(t.app, query(apiPaths.orderList, { lang: 'fr' }), r.partner.token)).json();
    const orders = list.data.complete_result_data as TOrder[];
    expect(numbers(orders)).toEqual(['#4', '#3', '#2', '#1']);
    expect(orders.map((order) => order.date)).toEqual(['2026-12-07', '2026-12-06', '2026-12-06', '2026-12-05']);
    const found = (await post(t.app, apiPaths.orderSearch, { searchval: 'burger' }, r.partner.token)).json();
    expect(numbers(found.complete_result_data as TOrder[])).toEqual(['#4', '#3', '#2', '#1']);
  });

  it('says on each line how many units a buy-one-get-one gave free, none on other lines', async () => {
    const r = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    t.clock.current = Date.parse('2026-12-07T11:00:00Z');
    const placed = (
      await post(
        t.app,
        customerApiPaths.placeOrder,
        orderBody(r, {
          items: [
            { item_id: r.burger, quantity: 3 },
            { item_id: r.burger, quantity: 1 },
            { item_id: r.tart, quantity: 2 },
          ],
        }),
        customer.token,
      )
    ).json().data as TOrder;
    const detail = (
      await get(t.app, query(apiPaths.orderDetail, { order_id: placed.order_id, lang: 'fr' }), r.partner.token)
    ).json().data as TOrder;
    // 3 burgers at 12,00 €, one free: 24,00 €; a single one is paid; tarts have no offer.
    expect(detail.items.map((line) => [line.items_name, line.quantity, line.free_quantity, line.totalPrice])).toEqual([
      ['Burger lyonnais', 3, 1, 24],
      ['Burger lyonnais', 1, 0, 12],
      ['Tarte aux pralines', 2, 0, 15],
    ]);
    expect(placed.items.map((line) => line.free_quantity)).toEqual([1, 0, 0]);
  });
});
