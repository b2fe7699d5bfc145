import { parisDay, parisInstant, post, postAs, registerCustomer, setServerClock } from '../api.mjs';

/**
 * Yesterday's lunch: two praline tarts on the buy-one-get-one offer (one free), placed at 12:30 the
 * day before and served then, so that the orders list spans two days and an order shows a free
 * unit. The tart is sold out and served at lunch only: it is put back for the order, at lunch time,
 * then sold out again.
 */
export async function placeYesterdaysOrder(token, publicId, tartId) {
  const soldOut = (value) =>
    postAs(token, '/api/v1/restaurant/markItemSoldOut', { id: String(tartId), sold_out: value });
  await soldOut('0');
  await setServerClock(parisInstant(parisDay(-1), '12:30'));
  let orderId;
  try {
    const ines = await registerCustomer('Inès', 'Garnier', '1991-05-14');
    const placed = await post(
      '/api/v1/customer/placeOrder',
      {
        restaurant_id: publicId,
        items: [{ item_id: tartId, quantity: 2 }],
        service_type: 1,
        no_of_people: 2,
        payment_method: 2,
        description: '',
      },
      { token: ines },
    );
    if (placed.status !== 200) throw new Error(`placeOrder (yesterday): ${placed.message}`);
    orderId = placed.data.order_id;
    // Answered and served yesterday too: put back at today's time, a waiting order would expire.
    for (const status of [1, 4, 5]) {
      await postAs(token, '/api/v1/restaurant/changeOrderStatus', { order_id: orderId, status });
    }
  } finally {
    await setServerClock(Date.now());
    await soldOut('1');
  }
  return orderId;
}
