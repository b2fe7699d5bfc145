import { getAs, post, postAs, publicIdOf, registerCustomer, setServerClock } from '../api.mjs';
import { placeYesterdaysOrder } from './orders-yesterday.mjs';

/**
 * A service in progress: the restaurant online, three customers, and orders in every state (one
 * waiting, one accepted, one confirmed, one completed, one refused, two expired). A customer may
 * leave at most ORDER_MAX_WAITING_PER_CUSTOMER (3) orders waiting at one restaurant: the orders
 * are shared among the customers. The two expired ones are placed 40 minutes in the past (the
 * server's clock set back, then put right): they expire when the next order is placed.
 */
export async function placeOrders(token, partner, dishIds, beerId, addonIds) {
  await postAs(token, '/api/v1/restaurant/changerestrostatus', { status: '1' });
  const publicId = await publicIdOf(partner);
  const beerSizes = (await getAs(token, '/api/v1/restaurant/getItemDetail', { id: String(beerId) })).data.sizes;
  // addonIds: 0 house sauces (1 or 2, required), 1 doneness (1, required), 2 sides (optional).
  const sauce = (options) => ({ items_addon_id: addonIds[0], options });
  const place = async (customerToken, basket) => {
    const placed = await post(
      '/api/v1/customer/placeOrder',
      {
        restaurant_id: publicId,
        items: basket.items,
        service_type: basket.service ?? 1,
        no_of_people: basket.people,
        payment_method: 2,
        description: basket.note,
        ...(basket.promo ? { promo_code: basket.promo } : {}),
      },
      { token: customerToken },
    );
    return placed.data.order_id;
  };

  // dishIds[3] is the praline tart, on the buy-one-get-one offer.
  const bogoOrderId = await placeYesterdaysOrder(token, publicId, dishIds[3]);

  // Forty minutes ago: two orders nobody answered.
  await setServerClock(Date.now() - 40 * 60_000);
  let expiredIds;
  try {
    const hugo = await registerCustomer('Hugo', 'Bernard', '1995-07-21');
    expiredIds = [
      await place(hugo, {
        items: [{ item_id: dishIds[1], quantity: 1 }],
        service: 2,
        people: 1,
        note: 'À emporter, je passe dans vingt minutes.',
      }),
      await place(hugo, { items: [{ item_id: beerId, size_id: beerSizes[1].id, quantity: 2 }], people: 2, note: '' }),
    ];
  } finally {
    await setServerClock(Date.now());
  }

  const promoIds = await createPromoCodes(token);
  const camille = await registerCustomer('Camille', 'Roux', '1988-03-12');
  const lea = await registerCustomer('Léa', 'Martin', '1979-11-02');
  const baskets = [
    {
      customer: camille,
      items: [
        { item_id: dishIds[0], quantity: 2, addons: [sauce([0]), { items_addon_id: addonIds[2], options: [0] }] },
        { item_id: beerId, size_id: beerSizes[1].id, quantity: 2 },
      ],
      people: 2,
      note: 'Une quenelle sans sauce Nantua, svp.',
      promo: 'BIENVENUE10',
    },
    {
      customer: lea,
      items: [
        { item_id: dishIds[1], quantity: 1 },
        { item_id: dishIds[5], quantity: 2 },
      ],
      people: 3,
      note: '',
      promo: 'bienvenue10',
    },
    {
      customer: camille,
      items: [
        { item_id: dishIds[2], quantity: 4, addons: [sauce([1]), { items_addon_id: addonIds[1], options: [1] }] },
      ],
      people: 4,
      note: 'Anniversaire : une bougie sur le dessert !',
    },
    {
      customer: lea,
      items: [{ item_id: beerId, size_id: beerSizes[0].id, quantity: 3 }],
      people: 1,
      note: '',
      promo: 'APERO5',
    },
    { customer: camille, items: [{ item_id: dishIds[0], quantity: 1, addons: [sauce([0])] }], people: 1, note: '' },
  ];
  const ids = [];
  for (const basket of baskets) ids.push(await place(basket.customer, basket));
  const move = (orderId, status, reason) =>
    postAs(token, '/api/v1/restaurant/changeOrderStatus', { order_id: orderId, status, ...(reason ? { reason } : {}) });
  await move(ids[1], 1);
  await move(ids[2], 1);
  await move(ids[2], 4);
  await move(ids[3], 1);
  await move(ids[3], 4);
  await move(ids[3], 5);
  await move(ids[4], 3, 'Plus de quenelles ce soir, désolés !');
  // The evening's aperitif code, used once, is paused now.
  await postAs(token, '/api/v1/restaurant/changePromoCodeStatus', { promo_id: promoIds.APERO5, status: 'paused' });
  return { waitingOrderId: ids[0], orderIds: ids, expiredOrderIds: expiredIds, bogoOrderId };
}

/**
 * Two promo codes the orders use: a welcome code on food for first orders, with a minimum, a cap
 * of uses and a budget; and 5 € off a whole order, paused once used. Their ids by code.
 */
async function createPromoCodes(token) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.now());
  const later = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.now() + 60 * 86_400_000);
  const ids = {};
  for (const code of [
    {
      code: 'BIENVENUE10',
      kind: 'percent',
      value: '10',
      applies_to: 'food',
      min_subtotal: '15',
      max_uses: '200',
      budget: '150',
      first_order_only: '1',
      service_types: '1,2,3',
    },
    { code: 'APERO5', kind: 'amount', value: '5', applies_to: 'all', max_uses_per_customer: '2', service_types: '1' },
  ]) {
    const saved = await postAs(token, '/api/v1/restaurant/savePromoCode', { valid_from: today, valid_to: later, ...code });
    ids[code.code] = String(saved.data.id);
  }
  return ids;
}
