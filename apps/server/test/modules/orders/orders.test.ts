import { describe, expect, it } from 'vitest';
import { apiPaths, type TOrder, customerApiPaths, successMessages, ZOrderListResponseSchema } from '@portal/contract';
import { appOfFile, post, runAdminCommand, TEST_START } from '../../helper.js';
import { dropJournalGuards } from '../../../src/db/migrations/0012_journal_v2.js';
import { orderTopic } from '../../../src/modules/partner-stream/index.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';
import { orderBody, openRestaurant as openRestaurantIn, type Restaurant } from './orders-helper.js';

const openRestaurant = () => openRestaurantIn(t);

const t = appOfFile();

async function place(r: Restaurant, token: string, overrides: Record<string, unknown> = {}) {
  return (await post(t.app, customerApiPaths.placeOrder, orderBody(r, overrides), token)).json();
}

const changeStatus = (token: string, order_id: number, status: number, reason?: string) =>
  post(t.app, apiPaths.changeOrderStatus, { order_id, status, ...(reason ? { reason } : {}) }, token).then((res) =>
    res.json(),
  );

describe('placing an order', () => {
  it('prices it from the menu, ignores client totals, and shows it to the restaurant', async () => {
    const r = await openRestaurant();
    const customer = await verifiedCustomer(t, { first_name: 'Léa' });
    const placed = await place(r, customer.token);
    expect(placed).toMatchObject({ status: 200, fr_message: 'Votre commande est envoyée au restaurant.' });
    const order = placed.data as TOrder;
    // 3 pints × (6,50 + 0,50) = 21,00 (TVA 20 %: 3,50) + 2 burgers, one free = 12,00 (TVA 10 %: 1,09).
    expect(order).toMatchObject({
      order_number: '#1',
      current_status: 0,
      customer_first_name: 'Léa',
      service_typee: 'Sur place',
      no_of_people: 2,
      payment_method_label: 'Espèces',
      description: 'Sans oignons',
      sub_total: 33,
      TVA: 4.59,
      tva_by_rate: { '10': 1.09, '20': 3.5 },
      service_charges: 0,
      total: 33,
    });
    expect(order.items[0]).toMatchObject({
      items_name: 'Bière blonde',
      size: 'Pinte',
      quantity: 3,
      price: 6.5,
      addon: [{ group: 'Sirop', name: 'Grenadine', price: 0.5 }],
      allergens: [{ code: 'gluten', label: 'Céréales contenant du gluten' }],
      totalPrice: 21,
      TVA_per: 20,
      TVA: 3.5,
    });
    const list = (await get(t.app, query(apiPaths.orderList, { lang: 'en' }), r.partner.token)).json();
    expect(list.data).toMatchObject({ status: 200, waiting: 1, pagination: { total: 1, page: 1 } });
    expect(list.data.complete_result_data[0]).toMatchObject({ order_number: '#1', service_typee: 'Dine-in' });
    expect(list.data.complete_result_data[0].items[0]).toMatchObject({ items_name: 'Lager', size: 'Pint' });
    // The list is written without its response schema: the schema would change nothing in it.
    expect(ZOrderListResponseSchema.parse(list)).toEqual(list);
  });

  it('refuses what is inconsistent, with the line it is on, and records nothing', async () => {
    const r = await openRestaurant();
    const customer = await verifiedCustomer(t);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ items: [{ item_id: r.beer, quantity: 1 }] }, 'SIZE_INVALID'],
      [{ items: [{ item_id: r.beer, size_id: r.half, quantity: 13 }] }, 'MAX_PER_ORDER_EXCEEDED'],
      [{ items: [{ item_id: r.tart, quantity: 0 }] }, 'QUANTITY_INVALID'],
      [{ items: [{ item_id: r.tart, quantity: 1000 }] }, 'QUANTITY_INVALID'],
      [
        { items: [{ item_id: r.tart, quantity: 1, addons: [{ items_addon_id: r.syrup, options: [0] }] }] },
        'OPTION_INVALID',
      ],
      [{ items: [] }, 'ORDER_EMPTY'],
      [{ no_of_people: 0 }, 'PEOPLE_INVALID'],
      [{ payment_method: 9 }, 'PAYMENT_METHOD_INVALID'],
      [{ service_type: 3 }, 'SERVICE_TYPE_UNAVAILABLE'],
      [{ service_type: 8 }, 'SERVICE_TYPE_INVALID'],
      [{ restaurant_id: 'nope' }, 'RESTAURANT_UNAVAILABLE'],
    ];
    for (const [overrides, code] of refusals) {
      const res = await place(r, customer.token, overrides);
      expect(res, code).toMatchObject({ status: 201, code });
      expect(res.fr_message, code).not.toBe(res.message);
    }
    await post(t.app, apiPaths.markItemSoldOut, { id: r.tart, sold_out: 1 }, r.partner.token);
    expect(await place(r, customer.token, { items: [{ item_id: r.tart, quantity: 1 }] })).toMatchObject({
      code: 'ITEM_SOLD_OUT',
    });
    await post(t.app, apiPaths.changeItemStatus, { id: r.burger, status: 0 }, r.partner.token);
    expect(await place(r, customer.token, { items: [{ item_id: r.burger, quantity: 1 }] })).toMatchObject({
      code: 'ITEM_UNAVAILABLE',
    });
    // A dish filed only under a hidden dish type is off the public menu: it cannot be ordered.
    const [drinks] = (await get(t.app, query(apiPaths.itemDetail, { id: r.beer }), r.partner.token)).json().data
      .type_of_item as Array<{ id: number }>;
    await post(t.app, apiPaths.changeDishTypeStatus, { type_of_item_id: drinks!.id, status: 0 }, r.partner.token);
    expect(
      await place(r, customer.token, { items: [{ item_id: r.beer, size_id: r.half, quantity: 1 }] }),
    ).toMatchObject({ code: 'ITEM_UNAVAILABLE', field: 'items.0' });
    await post(t.app, apiPaths.changeDishTypeStatus, { type_of_item_id: drinks!.id, status: 1 }, r.partner.token);
    await post(t.app, apiPaths.changeStatus, { status: '0' }, r.partner.token);
    expect(
      await place(r, customer.token, { items: [{ item_id: r.beer, size_id: r.half, quantity: 1 }] }),
    ).toMatchObject({
      code: 'RESTAURANT_UNAVAILABLE',
    });
    const list = (await get(t.app, apiPaths.orderList, r.partner.token)).json();
    expect(list.data.pagination.total).toBe(0);
  });

  it('lets the customer cancel while the order waits, and not after', async () => {
    const r = await openRestaurant();
    const customer = await verifiedCustomer(t);
    const first = (await place(r, customer.token)).data as TOrder;
    const cancelled = (
      await post(t.app, customerApiPaths.cancelOrder, { order_id: first.order_id }, customer.token)
    ).json();
    expect(cancelled).toMatchObject({ status: 200, data: { current_status: 6 } });
    const second = (await place(r, customer.token)).data as TOrder;
    await changeStatus(r.partner.token, second.order_id, 1);
    const late = (
      await post(t.app, customerApiPaths.cancelOrder, { order_id: second.order_id }, customer.token)
    ).json();
    expect(late).toMatchObject({ status: 201, code: 'ORDER_NOT_CANCELLABLE', current_status: 1 });
    const other = await verifiedCustomer(t);
    const notTheirs = (
      await post(t.app, customerApiPaths.cancelOrder, { order_id: second.order_id }, other.token)
    ).json();
    expect(notTheirs).toMatchObject({ status: 201, code: 'NOT_FOUND' });
    const mine = (await get(t.app, customerApiPaths.myOrders, customer.token)).json();
    expect(mine.data.map((order: TOrder) => order.order_number)).toEqual(['#2', '#1']);
    expect((await get(t.app, customerApiPaths.myOrders, other.token)).json().data).toEqual([]);
  });
});

describe('the partner’s transitions', () => {
  it('accepts, confirms and completes; refuses every other move with the current status', async () => {
    const r = await openRestaurant();
    const customer = await verifiedCustomer(t);
    const order = (await place(r, customer.token)).data as TOrder;
    const token = r.partner.token;
    expect(await changeStatus(token, order.order_id, 4)).toMatchObject({
      code: 'STATUS_CHANGE_INVALID',
      current_status: 0,
    });
    expect(await changeStatus(token, order.order_id, 5)).toMatchObject({
      code: 'STATUS_CHANGE_INVALID',
      current_status: 0,
    });
    expect(await changeStatus(token, order.order_id, 6)).toMatchObject({ code: 'STATUS_CHANGE_INVALID' });
    expect(await changeStatus(token, order.order_id, 1)).toMatchObject({ status: 200, message: 'Order accepted' });
    expect(await changeStatus(token, order.order_id, 1)).toMatchObject({
      code: 'STATUS_CHANGE_INVALID',
      current_status: 1,
    });
    expect(await changeStatus(token, order.order_id, 3, 'Trop tard')).toMatchObject({ code: 'STATUS_CHANGE_INVALID' });
    expect(await changeStatus(token, order.order_id, 4)).toMatchObject({ status: 200, data: { current_status: 4 } });
    const done = await changeStatus(token, order.order_id, 5);
    expect(done).toMatchObject({ status: 200, data: { current_status: 5 } });
    expect(done.data.history.map((entry: { status: number; actor: string }) => [entry.status, entry.actor])).toEqual([
      [0, 'customer'],
      [1, 'partner'],
      [4, 'partner'],
      [5, 'partner'],
    ]);
    expect(await changeStatus(token, order.order_id, 1)).toMatchObject({
      code: 'STATUS_CHANGE_INVALID',
      current_status: 5,
    });
  });

  it('rejects only with a reason, which the order keeps', async () => {
    const r = await openRestaurant();
    const customer = await verifiedCustomer(t);
    const order = (await place(r, customer.token)).data as TOrder;
    expect(await changeStatus(r.partner.token, order.order_id, 3)).toMatchObject({
      code: 'REJECT_REASON_REQUIRED',
      field: 'reason',
    });
    const rejected = await changeStatus(r.partner.token, order.order_id, 3, 'Cuisine fermée ce soir');
    expect(rejected).toMatchObject({
      status: 200,
      data: { current_status: 3, reject_reason: 'Cuisine fermée ce soir' },
    });
  });

  it('lets exactly one of 20 concurrent accepts win', async () => {
    const r = await openRestaurant();
    const customer = await verifiedCustomer(t);
    const order = (await place(r, customer.token)).data as TOrder;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => changeStatus(r.partner.token, order.order_id, 1)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 'STATUS_CHANGE_INVALID')).toHaveLength(19);
    const detail = (
      await get(t.app, query(apiPaths.orderDetail, { order_id: order.order_id }), r.partner.token)
    ).json();
    expect(detail.data.history.filter((entry: { status: number }) => entry.status === 1)).toHaveLength(1);
  });

  it('keeps each restaurant’s orders, searches and events to itself', async () => {
    const a = await openRestaurant();
    const b = await openRestaurant();
    const customer = await verifiedCustomer(t, { first_name: 'Secret' });
    const ofB = (await place(b, customer.token)).data as TOrder;
    const heardByA: unknown[] = [];
    const stop = t.app.infra.events.subscribe(orderTopic(a.partner.id), (event) => heardByA.push(event));
    await place(b, customer.token);
    stop();
    expect(heardByA).toEqual([]);
    const token = a.partner.token;
    expect(
      (await get(t.app, query(apiPaths.orderList, { restaurants_id: b.partner.id }), token)).json().data.pagination
        .total,
    ).toBe(0);
    expect(
      (await post(t.app, apiPaths.orderSearch, { searchval: 'Secret', restaurants_id: b.partner.id }, token)).json()
        .complete_result_data,
    ).toEqual([]);
    expect((await get(t.app, query(apiPaths.orderDetail, { order_id: ofB.order_id }), token)).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await changeStatus(token, ofB.order_id, 1)).toMatchObject({ code: 'NOT_FOUND' });
    const ownSearch = (await post(t.app, apiPaths.orderSearch, { searchval: 'secret' }, b.partner.token)).json();
    expect(ownSearch.complete_result_data).toHaveLength(2);
    const byNumber = (await post(t.app, apiPaths.orderSearch, { searchval: '#1' }, b.partner.token)).json();
    expect(byNumber.complete_result_data.map((order: TOrder) => order.order_number)).toEqual(['#1']);
    const byDish = (await post(t.app, apiPaths.orderSearch, { searchval: 'biere' }, b.partner.token)).json();
    expect(byDish.complete_result_data).toHaveLength(2);
  });

  it('forgets the first name and the note of a closed customer account, and no longer finds the order by that name', async () => {
    const r = await openRestaurant();
    const customer = await verifiedCustomer(t, { first_name: 'Solène' });
    const placed = (await place(r, customer.token, { description: 'Appeler Solène au 06 12 34 56 78' })).data as TOrder;
    const byName = async () =>
      (await post(t.app, apiPaths.orderSearch, { searchval: 'solene' }, r.partner.token)).json().complete_result_data;
    expect(await byName()).toHaveLength(1);
    const closed = await post(
      t.app,
      customerApiPaths.customerCloseAccount,
      { password: 'tarte aux pralines' },
      customer.token,
    );
    expect(closed.json()).toMatchObject({ status: 200, message: successMessages.ACCOUNT_CLOSED.en });
    const detail = (
      await get(t.app, query(apiPaths.orderDetail, { order_id: placed.order_id }), r.partner.token)
    ).json();
    expect(detail.data).toMatchObject({ customer_first_name: '', description: '', total: placed.total });
    expect(detail.data.items.map((line: TOrder['items'][number]) => line.items_name)).toEqual(
      placed.items.map((line) => line.items_name),
    );
    expect(await byName()).toEqual([]);
    const byDish = (await post(t.app, apiPaths.orderSearch, { searchval: 'biere' }, r.partner.token)).json();
    expect(byDish.complete_result_data.map((order: TOrder) => order.order_id)).toEqual([placed.order_id]);
  });

  it('filters the list by status and pages it', async () => {
    const r = await openRestaurant();
    // Four customers, three orders each: one customer may leave at most three waiting.
    const customers = [];
    for (let i = 0; i < 4; i += 1) customers.push(await verifiedCustomer(t));
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(((await place(r, customers[i % 4]!.token)).data as TOrder).order_id);
    await changeStatus(r.partner.token, ids[0]!, 1);
    const page2 = (await get(t.app, query(apiPaths.orderList, { page: 2, per_page: 10 }), r.partner.token)).json();
    expect(page2.data.pagination).toEqual({ page: 2, per_page: 10, total: 12, pages: 2 });
    expect(page2.data.complete_result_data).toHaveLength(2);
    const accepted = (await get(t.app, query(apiPaths.orderList, { status: 1 }), r.partner.token)).json();
    expect(accepted.data.complete_result_data.map((order: TOrder) => order.order_id)).toEqual([ids[0]]);
    expect(accepted.data.waiting).toBe(11);
    expect(ZOrderListResponseSchema.parse(accepted)).toEqual(accepted);
  });
});

describe('the sales journal', () => {
  it('chains every money event; a row edited or deleted in the database is named by its sequence number', async () => {
    const r = await openRestaurant();
    const customer = await verifiedCustomer(t);
    const first = (await place(r, customer.token)).data as TOrder;
    await changeStatus(r.partner.token, first.order_id, 1);
    await changeStatus(r.partner.token, first.order_id, 4);
    await changeStatus(r.partner.token, first.order_id, 5);
    await place(r, customer.token);
    const journal = t.app.orders.journal;
    expect(await journal.verify(r.partner.id)).toEqual({
      entries: 3,
      closings: 0,
      firstBroken: null,
      reason: '',
      brokenClosing: null,
      problem: null,
    });
    expect((await runAdminCommand(t, 'verify-journal', r.partner.phone)).stdout).toMatch(
      /OK .*: 3 entries, chain intact; 0 closings, chain intact, totals match/,
    );

    const db = t.app.infra.db;
    // The database refuses both; an attacker holding the database file removes its guards first.
    await dropJournalGuards(db, t.database.dialect);
    await db
      .updateTable('journal_entries')
      .set({ total_cents: 1 })
      .where('restaurant_id', '=', r.partner.id)
      .where('seq', '=', 2)
      .execute();
    expect(await journal.verify(r.partner.id)).toMatchObject({ firstBroken: 2, reason: 'altered' });
    await db.deleteFrom('journal_entries').where('restaurant_id', '=', r.partner.id).where('seq', '=', 2).execute();
    expect(await journal.verify(r.partner.id)).toMatchObject({ firstBroken: 2, reason: 'missing' });
    // What the administrator runs: the broken entry named, a failing exit code.
    const run = await runAdminCommand(t, 'verify-journal', r.partner.phone);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/BROKEN .*: entry 2 missing/);
  });

  it('closes each day, month and year once it has ended, with totals equal to the completed orders', async () => {
    t.clock.current = Date.parse('2026-01-30T10:00:00Z');
    const r = await openRestaurant();
    const customer = await verifiedCustomer(t);
    const completeOne = async () => {
      const order = (await place(r, customer.token)).data as TOrder;
      for (const status of [1, 4, 5]) await changeStatus(r.partner.token, order.order_id, status);
      return order;
    };
    const day1 = [await completeOne(), await completeOne()];
    await place(r, customer.token); // placed, never completed: not a sale
    t.clock.current = Date.parse('2026-01-31T10:00:00Z');
    const day2 = [await completeOne()];
    t.clock.current = Date.parse('2026-02-02T10:00:00Z');
    await place(r, customer.token);

    const closings = await t.app.infra.db
      .selectFrom('journal_closings')
      .selectAll()
      .where('restaurant_id', '=', r.partner.id)
      .orderBy('kind')
      .orderBy('period')
      .execute();
    const cents = (orders: TOrder[]) => orders.reduce((sum, order) => sum + Math.round(order.sub_total * 100), 0);
    expect(closings.map((c) => [c.kind, c.period, c.orders, c.sales_cents, c.grand_total_cents])).toEqual([
      ['day', '2026-01-30', 2, cents(day1), cents(day1)],
      ['day', '2026-01-31', 1, cents(day2), cents(day1) + cents(day2)],
      ['month', '2026-01', 3, cents(day1) + cents(day2), cents(day1) + cents(day2)],
    ]);
    const day = closings[0]!;
    expect(JSON.parse(day.by_rate_json)).toEqual({
      '1000': { sales_cents: 2 * 1200, tva_cents: 2 * 109 },
      '2000': { sales_cents: 2 * 2100, tva_cents: 2 * 350 },
    });
    t.clock.current = TEST_START;
  });
});
