import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { apiPaths, type TOrderEvent, customerApiPaths } from '@portal/contract';
import { dialectUnderTest, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { readEvents, streamServers } from '../partner-stream/stream-helper.js';
import { openRestaurant, orderBody } from './orders-helper.js';

/*
 * The orders screen's event stream over real HTTP. On PostgreSQL the partner listens to one
 * server process and the customer orders through another on the same database (LISTEN/NOTIFY);
 * with SQLite there is one process, and the events stay in it.
 */
const { listening, other: ordering, address } = streamServers();
const readOrderEvents = readEvents<TOrderEvent>;

describe('the orders event stream', () => {
  it('refuses a request without a partner token', async () => {
    const response = await fetch(address(apiPaths.orderEvents));
    expect(response.status).toBe(401);
  });

  it(`brings a new order to the open orders screen${dialectUnderTest === 'postgres' ? ', placed through another process' : ''}`, async () => {
    const restaurant = await openRestaurant(listening);
    const customer = await verifiedCustomer(ordering, { first_name: 'Inès' });
    const response = await fetch(`${address(apiPaths.orderEvents)}?lang=en`, {
      headers: { token: restaurant.partner.token },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    let placedAt = 0;
    let arrivedAt = 0;
    let placedStatus = 0;
    // The stream first says how many orders wait; the customer orders once it is open. The stream
    // is read for up to 10 s, so an order that arrives late is measured, not cut off.
    const events = await readOrderEvents(
      response,
      (event) => {
        if (event.type !== 'order.created') return false;
        arrivedAt = performance.now();
        return true;
      },
      async (_event, index) => {
        if (index > 0) return;
        placedAt = performance.now();
        placedStatus = (
          await post(ordering.app, customerApiPaths.placeOrder, orderBody(restaurant), customer.token)
        ).json().status;
      },
    );
    expect(placedStatus).toBe(200);
    expect(events[0]).toEqual({ type: 'orders.waiting', waiting: 0 });
    const created = events.find((event) => event.type === 'order.created');
    expect(created).toMatchObject({
      type: 'order.created',
      order: { order_number: '#1', customer_first_name: 'Inès', service_typee: 'Dine-in' },
    });
    // On screen within 2 s of the customer's order (placing it included), not at some later poll.
    expect(arrivedAt - placedAt).toBeGreaterThan(0);
    expect(arrivedAt - placedAt).toBeLessThan(2000);
  });

  it('tells the screen when an order changes, with the count of those still waiting', async () => {
    const restaurant = await openRestaurant(listening);
    const customer = await verifiedCustomer(ordering);
    const response = await fetch(address(apiPaths.orderEvents), { headers: { token: restaurant.partner.token } });
    // The order is placed and then accepted while the screen watches, each step once the
    // previous one is on screen: an order placed before the stream opened could still be on its
    // way (NOTIFY is asynchronous) and arrive after the counts.
    let accepted = 0;
    const events = await readOrderEvents(
      response,
      (event) => event.type === 'orders.waiting' && event.waiting === 0 && accepted > 0,
      async (event, index) => {
        if (index === 0) {
          await post(ordering.app, customerApiPaths.placeOrder, orderBody(restaurant), customer.token);
        } else if (event.type === 'order.created') {
          accepted = (
            await post(
              ordering.app,
              apiPaths.changeOrderStatus,
              { order_id: event.order.order_id, status: 1 },
              restaurant.partner.token,
            )
          ).statusCode;
        }
      },
    );
    expect(accepted).toBe(200);
    // The counts first (the orders', then the bookings'), then each change with the new count.
    expect(events.map((event) => event.type)).toEqual([
      'orders.waiting',
      'bookings.pending',
      'order.created',
      'orders.waiting',
      'order.updated',
      'orders.waiting',
    ]);
    expect(events.filter((event) => event.type === 'orders.waiting').map((event) => event.waiting)).toEqual([0, 1, 0]);
    expect(events[4]).toMatchObject({ order: { current_status: 1, order_number: '#1' } });
  });

  it('brings a large order too (more than a NOTIFY can carry: the stream reads the order itself)', async () => {
    const restaurant = await openRestaurant(listening);
    const customer = await verifiedCustomer(ordering);
    const response = await fetch(address(apiPaths.orderEvents), { headers: { token: restaurant.partner.token } });
    const fifty = Array.from({ length: 50 }, () => ({ item_id: restaurant.tart, quantity: 1 }));
    let placed = 0;
    const events = await readOrderEvents(
      response,
      (event) => event.type === 'order.created',
      async (_event, index) => {
        if (index > 0) return;
        placed = (
          await post(ordering.app, customerApiPaths.placeOrder, orderBody(restaurant, { items: fifty }), customer.token)
        ).json().status;
      },
    );
    expect(placed).toBe(200);
    const created = events.find((event) => event.type === 'order.created');
    expect(created && 'order' in created ? created.order.items : []).toHaveLength(50);
  });
});
