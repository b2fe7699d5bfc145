import { expect } from 'vitest';
import { bookingApiPaths, bookingStatsApiPaths, paymentApiPaths } from '@portal/contract';
import { parisInstant } from '../../../src/core/paris-time.js';
import { post, type TestApp } from '../../helper.js';
import { get, query } from '../menu/menu-helper.js';
import { bookingWithCard } from '../payments/guarantee-helper.js';

/** The test clock's start: Wednesday 25 November 2026, 11:00 in Paris. */
export const START = Date.parse('2026-11-25T10:00:00Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An offer of December, 12:00 to 21:00, 10 covers a slot from a party of 1 (the name and days each test's own). */
export const DECEMBER_OFFER = {
  first_slot: '12:00',
  last_slot: '21:00',
  valid_from: '2026-12-01',
  valid_to: '2026-12-31',
  max_covers_per_slot: '10',
  min_party: '1',
};

export interface HandBuilt {
  date: string;
  time: string;
  serviceId: number | null;
  covers: number;
  source: 'online' | 'phone' | 'walk_in';
  status: string;
  card?: boolean;
  offer?: { id: number; percent: number };
  /** When the guest cancelled, and whether the restaurant had proposed it. */
  cancelledAt?: number;
  proposed?: boolean;
}

let references = 0;
/** A booking written as it is stored, with its cancellation in the history when it has one. */
export async function handBuilt(t: TestApp, restaurantId: number, booking: HandBuilt) {
  const mealAt = parisInstant(booking.date, booking.time);
  const { id } = await t.database.db
    .insertInto('bookings')
    .values({
      restaurant_id: restaurantId,
      customer_id: null,
      first_name: 'Hand',
      last_name: 'Built',
      phone: `+336000${String(++references).padStart(5, '0')}`,
      email: '',
      lang: 'fr',
      date: booking.date,
      time: booking.time,
      meal_at: mealAt,
      ends_at: mealAt + 90 * MINUTE,
      covers: booking.covers,
      status: booking.status,
      source: booking.source,
      note: '',
      occasion: '',
      meal_voucher: 0,
      service_id: booking.serviceId,
      reference: `HB${references}`,
      guarantee: booking.card ? 'card_saved' : 'none',
      fraud_reason_code: null,
      reason: '',
      created_at: START,
      updated_at: booking.cancelledAt ?? START,
      version: 1,
      offer_id: booking.offer?.id ?? null,
      offer_percent: booking.offer?.percent ?? null,
      offer_applies_to: booking.offer ? 'food' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (booking.cancelledAt !== undefined)
    await t.database.db
      .insertInto('booking_history')
      .values({
        booking_id: id,
        at: booking.cancelledAt,
        status: 'cancelled_by_customer',
        actor_kind: 'guest',
        member_id: null,
        member_name: '',
        change: 'status',
        reason: booking.proposed ? 'cancellation_proposed' : '',
      })
      .execute();
  return id;
}

/** The statistics of a period, as the restaurant's screen asks for them. */
export async function stats(t: TestApp, token: string, params: Record<string, string>) {
  return (await get(t.app, query(bookingStatsApiPaths.bookingStats, params), token)).json();
}

/**
 * An online booking of 6 with its card, made at `bookedAt`, missed, and charged `charge.euros` at
 * `charge.at`.
 */
export async function chargedNoShow(
  t: TestApp,
  meal: { date: string; time: string },
  charge: { at: number; euros: number },
  bookedAt = START,
) {
  t.clock.current = bookedAt;
  const made = await bookingWithCard(t, { ...meal, covers: '6', settings: { imprint_min_party: '5' } });
  t.clock.current = parisInstant(meal.date, meal.time) + 20 * MINUTE;
  const token = made.restaurant.token;
  const booking_id = made.booking.id;
  expect(
    (await post(t.app, bookingApiPaths.changeBookingStatus, { booking_id, status: 'no_show' }, token)).json().status,
  ).toBe(200);
  t.clock.current = charge.at;
  const body = { booking_id, kind: 'no_show', amount: String(charge.euros), reason: 'Absents' };
  const charged = (await post(t.app, paymentApiPaths.chargeBooking, body, token)).json();
  expect(charged.data, JSON.stringify(charged)).toMatchObject({
    status: 'succeeded',
    amount_cents: charge.euros * 100,
  });
  return { ...made, chargeId: charged.data.id as number };
}
