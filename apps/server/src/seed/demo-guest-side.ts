import type { Kysely } from 'kysely';
import { ZPostReviewRequestSchema, ZSaveOfferRequestSchema } from '@portal/contract';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import { addDays, parisDate, parisInstant } from '../core/paris-time.js';
import { encodePublicId } from '../core/public-id.js';
import type { DialectName } from '../db/connection.js';
import type { EventBus } from '../infra/events/event-bus.js';
import type { Customer } from '../modules/customers/index.js';
import type { PaymentsModule } from '../modules/payments/index.js';
import { cancelBookingMessages } from '../modules/reservations/booking-messages.js';
import { createReservationsModule, type ReservationsModule } from '../modules/reservations/index.js';
import type { RestaurantModule } from '../modules/restaurant/index.js';
import type { ReviewsModule } from '../modules/reviews/index.js';
import type { Database } from '../schema.js';
import { DEMO_BOOKING_SETTINGS } from './demo-bookings.js';
import { DEMO_REVIEWS } from './demo-review-texts.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo's card guarantee: 20 € a person from parties of 6 (the imprint, charged only on a no-show). */
const DEMO_IMPRINT = { per_cover_cents: 2000, min_party: 6 } as const;

/** The demo's offer: 20 % off the food at weekday lunch, Tuesday to Thursday. */
const DEMO_OFFER = {
  name: 'Déjeuner en semaine',
  percent: '20',
  applies_to: 'food',
  weekdays: '2,3,4',
  first_slot: '12:00',
  last_slot: '13:00',
  max_covers_per_slot: '8',
  min_party: '2',
} as const;

/** The guests who review and who guarantee a booking with a card: invented, in France's fiction range (06 39 98 …). */
const ACCOUNT_GUESTS = [
  { first_name: 'Claire', last_name: 'Fontaine', lang: 'fr' },
  { first_name: 'Olivier', last_name: 'Garnier', lang: 'fr' },
  { first_name: 'Emily', last_name: 'Parker', lang: 'en' },
  { first_name: 'Sophie', last_name: 'Lambert', lang: 'fr' },
  { first_name: 'Antoine', last_name: 'Mercier', lang: 'fr' },
] as const;

interface DemoGuestSideDependencies {
  db: Kysely<Database>;
  dialect: DialectName;
  events: EventBus;
  clock: Clock;
  restaurant: Pick<RestaurantModule, 'service'>;
  /** The app's own reservations: its card guarantee goes through the payments module. */
  reservations: Pick<ReservationsModule, 'setup' | 'offers' | 'bookings' | 'book'>;
  reviews: ReviewsModule;
  payments: Pick<PaymentsModule, 'simulated' | 'eventsDelivered'>;
}

/**
 * What the guests see of the demo restaurant beyond its menu and bookings: an offer running, an
 * imprint asked of large parties with one booking guaranteed by a card (through the simulated
 * provider, when it is the one configured), and reviews of honoured meals, each answered by the
 * restaurant. Everything goes through the modules' services, on dates counted from the clock.
 * A restaurant that already has an offer is left as it is (nothing is made twice).
 */
export async function seedDemoGuestSide(
  deps: DemoGuestSideDependencies,
  restaurantId: number,
): Promise<{ offers: number; reviews: number; guaranteed: number }> {
  if ((await deps.reservations.offers.list(restaurantId)).offers.length > 0)
    return { offers: 0, reviews: 0, guaranteed: 0 };
  const now = deps.clock();
  const today = parisDate(now);
  await deps.reservations.offers.save(
    restaurantId,
    ZSaveOfferRequestSchema.parse({ ...DEMO_OFFER, valid_from: today, valid_to: addDays(today, 90) }),
  );
  const guests = await accountGuests(deps.db, now);
  const reviews = await reviewedMeals(deps, restaurantId, guests.slice(0, DEMO_REVIEWS.length));
  const guaranteed = await guaranteedBooking(deps, restaurantId, guests[DEMO_REVIEWS.length]!);
  return { offers: 1, reviews, guaranteed };
}

/**
 * The guests' accounts, as an account proven by its phone's code stands (no service makes one
 * without that code being sent).
 */
async function accountGuests(db: Kysely<Database>, now: number): Promise<Customer[]> {
  const accounts: Customer[] = [];
  for (const [index, guest] of ACCOUNT_GUESTS.entries()) {
    const plain = `${guest.first_name}.${guest.last_name}`.toLowerCase();
    accounts.push(
      await db
        .insertInto('customers')
        .values({
          first_name: guest.first_name,
          last_name: guest.last_name,
          email: `${plain}@example.com`,
          phone: `+336399801${String(index).padStart(2, '0')}`,
          google_sub: null,
          is_verified: 1,
          closed_at: null,
          created_at: now - 120 * DAY,
          updated_at: now - 120 * DAY,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  return accounts;
}

const guestOf = (customer: Customer, index: number) => ({
  customer_id: customer.id,
  first_name: customer.first_name,
  last_name: customer.last_name,
  phone: customer.phone ?? '',
  email: customer.email ?? '',
  lang: ACCOUNT_GUESTS[index]!.lang,
});

/** The dinner days (Tuesday to Saturday) from `from` going back or forward, in order. */
function dinnerDays(from: string, step: 1 | -1, count: number): string[] {
  const days: string[] = [];
  for (let offset = 0; days.length < count; offset += step) {
    const date = addDays(from, offset);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 2 && weekday <= 6) days.push(date);
  }
  return days;
}

/** At the first dinner time of the day the party still fits in; undefined when the evening is full. */
async function atDinner<T>(place: (time: string) => Promise<T>): Promise<T | undefined> {
  for (const time of ['20:00', '19:30', '20:30', '19:00', '21:00', '21:30']) {
    try {
      return await place(time);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'SLOT_FULL') throw error;
    }
  }
  return undefined;
}

/**
 * Guests booked online from their accounts, came (honoured), and wrote a review within the
 * month; the restaurant answered each. The bookings are placed at the time they were made, on a
 * clock the seed moves, as demo-bookings does.
 */
async function reviewedMeals(
  deps: DemoGuestSideDependencies,
  restaurantId: number,
  customers: Customer[],
): Promise<number> {
  const now = deps.clock();
  let at = now;
  const past = createReservationsModule({
    db: deps.db,
    dialect: deps.dialect,
    clock: () => at,
    events: deps.events,
    restaurant: deps.restaurant,
  });
  // A meal every few days over the last three weeks, the oldest first.
  const days = dinnerDays(addDays(parisDate(now), -2), -1, 16).filter((_, index) => index % 4 === 0);
  let published = 0;
  for (const [index, written] of DEMO_REVIEWS.entries()) {
    const customer = customers[index]!;
    const date = days[days.length - 1 - index]!;
    const booking = await atDinner((time) => {
      at = parisInstant(date, time) - 4 * DAY;
      return past.placement.place(
        restaurantId,
        { date, time, covers: 2, source: 'online', note: '', guest: guestOf(customer, index) },
        { kind: 'guest' },
      );
    });
    if (!booking) continue;
    await cancelBookingMessages(booking, deps.db);
    at = Number(booking.ends_at);
    await past.book.changeStatus({ restaurantId, member: null }, booking.id, 'honoured', '');
    const author = { id: customer.id, ...guestOf(customer, index) };
    const review = await deps.reviews.service.postReview(
      author,
      ZPostReviewRequestSchema.parse({ booking_id: booking.id, rating: written.rating, text: written.text }),
    );
    if (review.data.status !== 'published') continue;
    published += 1;
    await deps.reviews.service.respondToReview(restaurantId, null, review.data.id, written.response);
  }
  return published;
}

/**
 * A party of 6 booked online for a dinner next week: the restaurant asks 20 € a person, the guest
 * gives a card on the card page (the simulated provider's test Visa), and the restaurant confirms
 * the party. Without the simulated provider (Stripe's keys given) no card is entered.
 */
async function guaranteedBooking(
  deps: DemoGuestSideDependencies,
  restaurantId: number,
  customer: Customer,
): Promise<number> {
  const { reservations, payments } = deps;
  const simulated = payments.simulated;
  if (!simulated) return 0;
  await reservations.setup.saveSettings(
    restaurantId,
    {
      ...DEMO_BOOKING_SETTINGS,
      imprint_per_cover: DEMO_IMPRINT.per_cover_cents,
      imprint_min_party: DEMO_IMPRINT.min_party,
    },
    true,
  );
  const now = deps.clock();
  for (const date of dinnerDays(addDays(parisDate(now), 6), 1, 5)) {
    const booked = await atDinner((time) =>
      reservations.bookings.book(guestOf(customer, ACCOUNT_GUESTS.length - 1), {
        restaurant_id: encodePublicId(restaurantId),
        date,
        time,
        covers: DEMO_IMPRINT.min_party,
      }),
    );
    const secret = booked?.setup_client_secret;
    if (!booked || !secret) continue;
    const intentId = secret.slice(0, secret.indexOf('_secret_'));
    await simulated.confirmSetup(intentId, secret, {
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: new Date(now).getUTCFullYear() + 2,
    });
    await payments.eventsDelivered();
    // Above the restaurant's size for confirming on its own: the restaurant says yes.
    await reservations.book.changeStatus({ restaurantId, member: null }, booked.id, 'confirmed', '');
    await cancelBookingMessages(booked, deps.db);
    return 1;
  }
  return 0;
}
