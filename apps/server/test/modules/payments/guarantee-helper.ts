import { afterAll, beforeAll, expect } from 'vitest';
import { bookingApiPaths, paymentApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { buildTestApp, post, TEST_START, type TestApp } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { book, bookingRestaurant } from '../reservations/reservations-helper.js';
import { FakeStripe } from './fake-stripe.js';

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

/** The simulated card form's step as the browser posts it: a Visa ending in `last4`, for the setup intent. */
export async function confirmSimulatedCard(t: TestApp, intentId: string, clientSecret: string, last4 = '4242') {
  const card = { client_secret: clientSecret, brand: 'visa', last4, exp_month: 8, exp_year: 2028 };
  return (await post(t.app, `/api/v1/payments/simulated/setup-intents/${intentId}/confirm`, card)).json();
}

/** A guaranteed booking with its card saved (confirmed). */
export async function bookingWithCard(t: TestApp, options: Parameters<typeof guaranteedBooking>[1] = {}) {
  const made = await guaranteedBooking(t, options);
  await enterCard(t, made.booking.id);
  return made;
}

/** A booking of 4 with a card saved (booked when the test clock starts), marked a no-show 20 minutes after its time. */
export async function noShowWithCard(t: TestApp, date = '2026-11-27', time = '19:00') {
  t.clock.current = TEST_START;
  const made = await bookingWithCard(t, { date, time });
  const mealAt = parisInstant(date, time);
  t.clock.current = mealAt + 20 * 60_000;
  const marked = await markNoShow(t, made.restaurant.token, made.booking.id);
  expect(marked.data.status).toBe('no_show');
  return { ...made, mealAt };
}

/** The restaurant marks a booking a no-show; the answer. */
export async function markNoShow(t: TestApp, token: string, bookingId: number) {
  return (
    await post(t.app, bookingApiPaths.changeBookingStatus, { booking_id: bookingId, status: 'no_show' }, token)
  ).json();
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

/** The restaurant (`token`) charges the booking: `kind`, `amount` euros as typed ("80", "60,50"), for `reason`. */
export async function chargeBooking(
  t: TestApp,
  token: string,
  bookingId: number,
  kind: 'no_show' | 'late_cancellation' | 'late_reduction',
  amount: string,
  reason: string,
) {
  const body = { booking_id: bookingId, kind, amount, reason };
  return (await post(t.app, paymentApiPaths.chargeBooking, body, token)).json();
}

/**
 * The app of a suite that pays through the official Stripe client, pointed at a fake Stripe whose
 * time is the app's test clock: both started before the suite's first test (the app's fields are
 * filled in then) and stopped after its last.
 */
export function appOverFakeStripe(): { t: TestApp; fake: FakeStripe } {
  const t = {} as TestApp;
  // Until the app exists, the fake's objects are dated at the test clock's start.
  let now = () => TEST_START;
  const fake = new FakeStripe(() => now());
  beforeAll(async () => {
    await fake.start();
    Object.assign(t, await buildTestApp(fake.env()));
    now = t.clock.now;
  });
  afterAll(async () => {
    await t.close?.();
    await fake.stop();
  });
  return { t, fake };
}
