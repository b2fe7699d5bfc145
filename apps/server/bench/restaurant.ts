import type autocannon from 'autocannon';
import { apiPaths, customerApiPaths } from '@portal/contract';
import { api, BENCH_PARTNER, type CustomerPool, START_ROUND_AGAIN } from './support.js';

/*
 * The benchmarks' restaurant as customers order from it: its dish, the order they place, and
 * orders placed and accepted under load.
 */

/** The menu form of a dish served all day (orders respect a dish's service hours, and a run may start at any hour). */
export const dishForm = (name: string, id?: number) => ({
  ...(id ? { id: String(id) } : {}),
  fr_item_name: name,
  type_of_service_id: '1',
  type_of_item_id: '3',
  price: '18,50',
  preparation_time: '15',
  service_open_time: '00:00',
  service_close_time: '24:00',
});

/** The order the benchmarks' customers place: two of the dish, dine-in, for two, paid at the counter. */
export const benchOrder = (publicId: string, dishId: number) => ({
  restaurant_id: publicId,
  items: [{ item_id: dishId, quantity: 2 }],
  service_type: 1,
  no_of_people: 2,
  payment_method: 2,
});

/** Signs the benchmarks' restaurant in through the API: its envelope (its token, and its public id in `data`). */
export const signInBenchPartner = (base: string) =>
  api(base, apiPaths.login, {
    phone: BENCH_PARTNER.phone,
    country_code: BENCH_PARTNER.countryCode.slice(1),
    password: BENCH_PARTNER.password,
  });

/** Signs the benchmarks' restaurant in and puts a dish on its menu: its token, and the order customers place. */
export async function benchRestaurantWithDish(base: string) {
  const partner = await signInBenchPartner(base);
  const token = partner.token as string;
  const dish = await api(base, apiPaths.saveItem, dishForm('Quenelle de brochet'), token);
  const publicId = (partner.data as { public_id: string }).public_id;
  return { partnerToken: token, order: benchOrder(publicId, (dish.data as { id: number }).id) };
}

/** What `placeAndAccept` reports of each answer. */
export interface PlaceAndAcceptOutcomes {
  placed?: (orderId: number) => void;
  accepted?: () => void;
  refused: (call: 'placeOrder' | 'accept', status: number, body: string) => void;
}

/**
 * Two autocannon requests in turn on each connection: the next customer places `order`, then the
 * partner accepts it, so that no customer or restaurant piles up waiting orders (the flood limits
 * hold as in production). After a refused order the connection starts its round again.
 */
export function placeAndAccept(
  seeded: { order: object; customers: CustomerPool; partnerToken: string },
  outcomes: PlaceAndAcceptOutcomes,
): autocannon.Request[] {
  const json = { 'content-type': 'application/json' };
  const envelope = (body: string) => JSON.parse(body) as { status: number; data?: { order_id?: number } };
  return [
    {
      method: 'POST',
      path: customerApiPaths.placeOrder,
      body: JSON.stringify(seeded.order),
      setupRequest: (request, context: { orderId?: number }) => {
        delete context.orderId;
        return { ...request, headers: { ...json, token: seeded.customers.next() } };
      },
      onResponse: (status, body, context: { orderId?: number }) => {
        const reply = envelope(body);
        if (reply.status !== 200) return outcomes.refused('placeOrder', status, body);
        context.orderId = reply.data!.order_id!;
        outcomes.placed?.(context.orderId);
      },
    },
    {
      method: 'POST',
      path: apiPaths.changeOrderStatus,
      headers: { ...json, token: seeded.partnerToken },
      setupRequest: (request, context: { orderId?: number }) =>
        context.orderId === undefined
          ? START_ROUND_AGAIN
          : { ...request, body: JSON.stringify({ order_id: context.orderId, status: 1 }) },
      onResponse: (status, body) => {
        if (envelope(body).status !== 200) return outcomes.refused('accept', status, body);
        outcomes.accepted?.();
      },
    },
  ];
}
