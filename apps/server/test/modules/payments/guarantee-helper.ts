import { bookingApiPaths, paymentApiPaths } from '@portal/contract';
import { post, type TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { book, bookingRestaurant } from '../reservations/reservations-helper.js';

/** A restaurant asking 20 € per cover from a party of 2, with a guest who books 4 covers on `date` at `time`. */
export async function guaranteedBooking(
  t: TestApp,
  options: { date?: string; time?: string; covers?: string; settings?: Record<string, unknown> } = {},
) {
  const restaurant = await bookingRestaurant(t, {
    settings: { imprint_per_cover: '20', imprint_min_party: '2', ...options.settings },
  });
  const guest = await verifiedCustomer(t);
  const answer = await book(t, guest.token, {
    restaurant_id: restaurant.publicId,
    date: options.date ?? '2026-11-27',
    time: options.time ?? '19:00',
    covers: options.covers ?? '4',
  });
  if (answer.status !== 200) throw new Error(`booking refused: ${JSON.stringify(answer)}`);
  return { restaurant, guest, booking: answer.data, answer };
}

/** The card request of a booking, as the provider knows it. */
export async function setupOf(t: TestApp, bookingId: number) {
  const row = await t.app.infra.db
    .selectFrom('booking_guarantees')
    .select(['setup_intent_id', 'provider_customer_id'])
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const secret = await t.app.payments.provider.intentClientSecret(row.setup_intent_id);
  return { setupIntentId: row.setup_intent_id, clientSecret: secret!, providerCustomerId: row.provider_customer_id };
}

/** The guest enters a card in the (simulated) provider's fields; its event is applied. */
export async function enterCard(t: TestApp, bookingId: number, card: { brand?: string; last4?: string } = {}) {
  const setup = await setupOf(t, bookingId);
  const step = await t.app.payments.simulated!.confirmSetup(setup.setupIntentId, setup.clientSecret, {
    brand: card.brand ?? 'visa',
    last4: card.last4 ?? '4242',
    expMonth: 8,
    expYear: 2028,
  });
  await t.app.payments.eventsDelivered();
  return step;
}

/** A guaranteed booking with its card saved (confirmed). */
export async function bookingWithCard(t: TestApp, options: Parameters<typeof guaranteedBooking>[1] = {}) {
  const made = await guaranteedBooking(t, options);
  await enterCard(t, made.booking.id);
  return made;
}

export async function partnerDetail(t: TestApp, token: string, bookingId: number) {
  return (
    await t.app.inject({
      method: 'GET',
      url: `${bookingApiPaths.bookingDetail}?booking_id=${bookingId}`,
      headers: { token },
    })
  ).json();
}

export async function confirmGuarantee(t: TestApp, token: string, bookingId: number) {
  return (await post(t.app, paymentApiPaths.confirmBookingGuarantee, { booking_id: bookingId }, token)).json();
}
