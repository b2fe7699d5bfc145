import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  ORDER_MAX_PER_CUSTOMER_PER_HOUR,
  ORDER_MAX_WAITING_PER_CUSTOMER,
  ORDER_MAX_WAITING_PER_RESTAURANT,
  type TOrder,
  customerApiPaths,
} from '@portal/contract';
import { appOfFile, post } from '../../helper.js';
import { priceOrder } from '../../../src/modules/orders/index.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { createItem, get, query } from '../menu/menu-helper.js';
import { orderBody, openRestaurant, type Restaurant } from './orders-helper.js';

/*
 * Order floods: limits per customer and per restaurant, the size of an order not
 * paid online, waiting orders that expire; the orders search with punctuation; a dish's own
 * service hours.
 */

const t = appOfFile();

/** Tuesday 10 March 2026, 12:30 in Paris (UTC+1). */
const LUNCH = Date.parse('2026-03-10T11:30:00Z');
const MINUTE = 60_000;

const place = async (r: Restaurant, token: string, overrides: Record<string, unknown> = {}) =>
  (await post(t.app, customerApiPaths.placeOrder, orderBody(r, overrides), token)).json();
const changeStatus = async (r: Restaurant, order_id: number, status: number, reason?: string) =>
  (
    await post(t.app, apiPaths.changeOrderStatus, { order_id, status, ...(reason ? { reason } : {}) }, r.partner.token)
  ).json();
const list = async (r: Restaurant, params: Record<string, string | number> = {}) =>
  (await get(t.app, query(apiPaths.orderList, { lang: 'en', ...params }), r.partner.token)).json();

const journalKinds = async (restaurantId: number) =>
  (
    await t.app.infra.db
      .selectFrom('journal_entries')
      .select('kind')
      .where('restaurant_id', '=', restaurantId)
      .orderBy('seq')
      .execute()
  ).map((row) => row.kind);
const ordersOf = async (restaurantId: number) =>
  Number(
    (
      await t.app.infra.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('restaurant_id', '=', restaurantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('order floods', () => {
  it(`keeps at most ${ORDER_MAX_WAITING_PER_CUSTOMER} of a customer's orders waiting at a restaurant, even sent at once`, async () => {
    t.clock.current = LUNCH;
    const r = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    // 40 orders in one burst, as the probe sent: 3 recorded, the others refused and written nowhere.
    const replies = await Promise.all(Array.from({ length: 40 }, () => place(r, customer.token)));
    const placed = replies.filter((reply) => reply.status === 200);
    expect(placed).toHaveLength(3);
    expect(replies.filter((reply) => reply.status !== 200)[0]).toMatchObject({
      status: 201,
      code: 'TOO_MANY_WAITING_ORDERS',
      message: 'You already have 3 orders waiting for this restaurant’s answer: wait for it before ordering again',
      fr_message:
        'Vous avez déjà 3 commandes en attente de la réponse de ce restaurant\u00a0: attendez-la avant de commander à nouveau',
    });
    expect(new Set(replies.map((reply) => reply.code ?? 'placed'))).toEqual(
      new Set(['placed', 'TOO_MANY_WAITING_ORDERS']),
    );
    expect(await ordersOf(r.partner.id)).toBe(3);
    expect(await journalKinds(r.partner.id)).toEqual(['placed', 'placed', 'placed']);
    expect(await t.app.orders.journal.verify(r.partner.id)).toMatchObject({ entries: 3, firstBroken: null });
    expect(placed.map((reply) => (reply.data as TOrder).order_number).sort()).toEqual(['#1', '#2', '#3']);

    // Once the restaurant answers one, the customer may order again; another customer was never held back.
    await changeStatus(r, (placed[0]!.data as TOrder).order_id, 1);
    expect((await place(r, customer.token)).status).toBe(200);
    expect((await place(r, (await verifiedCustomer(t)).token)).status).toBe(200);
  });

  it(`lets a customer place at most ${ORDER_MAX_PER_CUSTOMER_PER_HOUR} orders an hour`, async () => {
    t.clock.current = LUNCH;
    const r = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    for (let i = 0; i < ORDER_MAX_PER_CUSTOMER_PER_HOUR; i += 1) {
      const order = (await place(r, customer.token)).data as TOrder;
      await changeStatus(r, order.order_id, 3, 'Complet');
      t.clock.advance(MINUTE);
    }
    const refused = await place(r, customer.token);
    expect(refused).toMatchObject({
      code: 'TOO_MANY_ORDERS_PER_HOUR',
      message: 'You have placed 10 orders in the last hour, the most allowed: try again later',
      fr_message: 'Vous avez passé 10 commandes dans la dernière heure, le maximum autorisé\u00a0: réessayez plus tard',
    });
    // An hour after the first one, there is room for one more.
    t.clock.current = LUNCH + 60 * MINUTE;
    expect((await place(r, customer.token)).status).toBe(200);
    expect(await ordersOf(r.partner.id)).toBe(ORDER_MAX_PER_CUSTOMER_PER_HOUR + 1);
  });

  it(`refuses new orders while ${ORDER_MAX_WAITING_PER_RESTAURANT} wait at the restaurant`, async () => {
    t.clock.current = LUNCH;
    const r = await openRestaurant(t);
    const first = await verifiedCustomer(t);
    const customer = await t.app.infra.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    // Many customers' orders, written as the order service writes them.
    const menu = await t.app.menu.items.orderable(r.partner.id, [r.tart]);
    const priced = priceOrder([{ item_id: r.tart, size_id: null, quantity: 1, addons: [] }], menu, {
      serviceType: 1,
      serviceChargeCents: 0,
    });
    for (let i = 0; i < ORDER_MAX_WAITING_PER_RESTAURANT; i += 1) {
      await t.app.orders.placing.record(
        r.partner.id,
        { ...customer, id: 100_000 + i },
        { service_type: 1, no_of_people: 1, payment_method: 2 },
        priced,
        LUNCH,
      );
    }
    const other = await verifiedCustomer(t);
    expect(await place(r, other.token)).toMatchObject({
      code: 'RESTAURANT_BUSY',
      message: 'This restaurant has too many orders waiting for an answer: try again in a few minutes',
    });
    expect(await ordersOf(r.partner.id)).toBe(ORDER_MAX_WAITING_PER_RESTAURANT);
  });

  it('bounds the amount and the number of dishes of an order not paid online, to the cent and the unit', async () => {
    t.clock.current = LUNCH;
    const r = await openRestaurant(t);
    const platter = await createItem(t.app, r.partner.token, { fr_item_name: 'Plateau royal', price: '150' });
    const customer = await verifiedCustomer(t);
    const platters = (quantity: number, payment_method: number) =>
      place(r, customer.token, { items: [{ item_id: platter, quantity }], payment_method });

    // 10 × 150 € = 1 500 €, the most in cash; 11 is refused, and accepted when paid online.
    const cash = await platters(10, 2);
    expect(cash.data).toMatchObject({ total: 1500 });
    expect(await platters(11, 3)).toMatchObject({
      code: 'ORDER_AMOUNT_TOO_HIGH',
      field: 'items',
      message: 'An order not paid online may total at most 1500 €: pay online or order less',
      fr_message:
        'Une commande non payée en ligne ne peut pas dépasser 1500\u00a0€\u00a0: payez en ligne ou commandez moins',
    });
    expect((await platters(11, 1)).data).toMatchObject({ total: 1650 });

    // 100 tartlets (750 €) in cash; 101 dishes are refused, by voucher too.
    const tartlets = async (quantities: number[], payment_method: number) =>
      place(r, (await verifiedCustomer(t)).token, {
        items: quantities.map((quantity) => ({ item_id: r.tart, quantity })),
        payment_method,
      });
    expect((await tartlets([99, 1], 2)).status).toBe(200);
    expect(await tartlets([99, 2], 4)).toMatchObject({
      code: 'ORDER_QUANTITY_TOO_HIGH',
      message: 'An order not paid online holds at most 100 dishes: pay online or order less',
    });
    expect((await tartlets([99, 2], 1)).status).toBe(200);
    expect(await ordersOf(r.partner.id)).toBe(4);
  });
});

describe('waiting orders expire', () => {
  it('after 30 minutes without an answer: shown to the restaurant, journalled once, no longer answerable', async () => {
    t.clock.current = LUNCH;
    const r = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    const order = (await place(r, customer.token)).data as TOrder;
    const late = (await place(r, customer.token)).data as TOrder;
    expect(order.expires_at).toBe(LUNCH + 30 * MINUTE);

    // One minute before, it still waits and can be answered.
    t.clock.current = LUNCH + 29 * MINUTE;
    expect((await list(r)).data.waiting).toBe(2);
    expect(await changeStatus(r, order.order_id, 1)).toMatchObject({ status: 200, data: { expires_at: null } });

    // At 30 minutes the other one has expired, on the first read, with no timer.
    t.clock.current = LUNCH + 30 * MINUTE;
    const reads = await Promise.all([list(r), list(r), list(r, { status: 8 })]);
    expect(reads[0].data.waiting).toBe(0);
    const expired = reads[2].data.complete_result_data as TOrder[];
    expect(expired.map((o) => o.order_id)).toEqual([late.order_id]);
    expect(expired[0]).toMatchObject({ current_status: 8, expires_at: null });
    expect(expired[0]!.history.at(-1)).toEqual({ status: 8, actor: 'system', reason: '', at: LUNCH + 30 * MINUTE });
    expect(await journalKinds(r.partner.id)).toEqual(['placed', 'placed', 'expired']);
    expect(await t.app.orders.journal.verify(r.partner.id)).toMatchObject({ entries: 3, firstBroken: null });

    // Neither the restaurant nor the customer can act on it any more, and they are told why.
    expect(await changeStatus(r, late.order_id, 1)).toMatchObject({
      code: 'ORDER_EXPIRED',
      current_status: 8,
      message: 'This order waited 30 minutes without an answer and has expired',
      fr_message: 'Cette commande a attendu 30\u00a0minutes sans réponse et a expiré',
    });
    const cancel = (
      await post(t.app, customerApiPaths.cancelOrder, { order_id: late.order_id }, customer.token)
    ).json();
    expect(cancel).toMatchObject({ code: 'ORDER_EXPIRED' });
    expect(await journalKinds(r.partner.id)).toEqual(['placed', 'placed', 'expired']);
  });

  it('is refused to an answer that comes too late, even before anything was read', async () => {
    t.clock.current = LUNCH;
    const r = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    const order = (await place(r, customer.token)).data as TOrder;
    t.clock.current = LUNCH + 45 * MINUTE;
    expect(await changeStatus(r, order.order_id, 3, 'Trop tard')).toMatchObject({ code: 'ORDER_EXPIRED' });
    expect(await journalKinds(r.partner.id)).toEqual(['placed', 'expired']);
    const detail = (
      await get(t.app, query(apiPaths.orderDetail, { order_id: order.order_id }), r.partner.token)
    ).json();
    expect(detail.data).toMatchObject({ current_status: 8, reject_reason: '' });
  });

  it('frees the customer’s waiting places when they expire, and the periodic sweep journals them once', async () => {
    t.clock.current = LUNCH;
    const r = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    for (let i = 0; i < ORDER_MAX_WAITING_PER_CUSTOMER; i += 1) await place(r, customer.token);
    expect((await place(r, customer.token)).code).toBe('TOO_MANY_WAITING_ORDERS');
    t.clock.current = LUNCH + 30 * MINUTE;
    // The three expire in the transaction of the next order, before it is counted.
    expect((await place(r, customer.token)).status).toBe(200);
    expect(await journalKinds(r.partner.id)).toEqual([
      'placed',
      'placed',
      'placed',
      'expired',
      'expired',
      'expired',
      'placed',
    ]);

    // Nobody reads: the sweep expires it; two sweeps at once (two processes) journal it once.
    t.clock.current = LUNCH + 61 * MINUTE;
    const swept = await Promise.all([t.app.orders.expiry.sweepExpired(), t.app.orders.expiry.sweepExpired()]);
    expect(swept[0]! + swept[1]!).toBeGreaterThanOrEqual(1);
    expect((await journalKinds(r.partner.id)).filter((kind) => kind === 'expired')).toHaveLength(4);
    expect(await t.app.orders.journal.verify(r.partner.id)).toMatchObject({ entries: 8, firstBroken: null });
    expect(await t.app.orders.expiry.sweepExpired()).toBe(0);
    const mine = (await get(t.app, customerApiPaths.myOrders, customer.token)).json();
    expect((mine.data as TOrder[]).map((o) => o.current_status)).toEqual([8, 8, 8, 8]);
  });
});

describe('the orders search', () => {
  // The searches only read: one restaurant with an order serves them all.
  let r: Restaurant;
  beforeAll(async () => {
    t.clock.current = LUNCH;
    r = await openRestaurant(t);
    const customer = await verifiedCustomer(t);
    expect((await place(r, customer.token)).status).toBe(200);
  });

  it.each(['%', '_', "'", "%'_", '\\', '#', '100%'])('answers %j with a list, never an error', async (searchval) => {
    const res = await post(t.app, apiPaths.orderSearch, { searchval }, r.partner.token);
    expect(res.statusCode).toBe(200);
    // Punctuation alone matches nothing (not every order); "100%" searches the word 100.
    expect(res.json()).toMatchObject({ status: 200, complete_result_data: [] });
  });
});

describe('a dish’s own service hours (Paris time)', () => {
  it('refuses a lunch dish at night and a night dish at lunch, on the line, and marks them on the public menu', async () => {
    t.clock.current = LUNCH;
    const r = await openRestaurant(t);
    const lunch = await createItem(t.app, r.partner.token, {
      fr_item_name: 'Formule midi',
      price: '14,50',
      service_open_time: '12:00',
      service_close_time: '14:30',
    });
    const night = await createItem(t.app, r.partner.token, {
      fr_item_name: 'Planche de minuit',
      price: '18',
      service_open_time: '19:00',
      service_close_time: '01:00',
    });
    const customer = await verifiedCustomer(t);
    const order = (item_id: number) =>
      place(r, customer.token, {
        items: [
          { item_id: r.tart, quantity: 1 },
          { item_id, quantity: 1 },
        ],
      });
    const publicMenu = async () => {
      const body = (await get(t.app, apiPaths.publicRestaurant.replace(':public_id', r.publicId))).json();
      const items = (body.data.menu as Array<{ items: Array<{ id: number; available: boolean }> }>).flatMap(
        (section) => section.items,
      );
      return Object.fromEntries(items.map((item) => [item.id, item.available]));
    };

    // 12:30: lunch yes, night no.
    expect(await order(night)).toMatchObject({
      code: 'ITEM_UNAVAILABLE',
      field: 'items.1',
      message: 'A dish of your order cannot be ordered now: it is off the menu or outside its serving hours',
    });
    expect(await publicMenu()).toMatchObject({ [lunch]: true, [night]: false, [r.tart]: true });
    expect((await order(lunch)).status).toBe(200);

    // 00:30 the next night (a slot past midnight), then 01:00 when it ends.
    t.clock.current = Date.parse('2026-03-10T23:30:00Z');
    expect(await order(lunch)).toMatchObject({ code: 'ITEM_UNAVAILABLE', field: 'items.1' });
    expect(await publicMenu()).toMatchObject({ [lunch]: false, [night]: true });
    expect((await order(night)).status).toBe(200);
    t.clock.current = Date.parse('2026-03-11T00:00:00Z');
    expect(await order(night)).toMatchObject({ code: 'ITEM_UNAVAILABLE', field: 'items.1' });
    expect(await publicMenu()).toMatchObject({ [lunch]: false, [night]: false, [r.tart]: true });
    expect(await ordersOf(r.partner.id)).toBe(2);
  });
});
