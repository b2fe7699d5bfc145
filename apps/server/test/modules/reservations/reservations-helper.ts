import { bookingApiPaths, ZBookingBookResponseSchema } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { approvedPartner, post, type TestApp } from '../../helper.js';
import { encodePublicId } from '../../../src/modules/restaurant/index.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { get, query } from '../menu/menu-helper.js';

/** The day after the test clock's start (Wednesday 25 November 2026, 11:00 in Paris). */
export const TOMORROW = '2026-11-26';

/** Booking settings as the form sends them: on, 30-minute slots, an hour's notice, 60 days ahead. */
export function settingsForm(overrides: Record<string, unknown> = {}) {
  return {
    enabled: '1',
    slot_minutes: '30',
    min_notice_minutes: '60',
    max_advance_days: '60',
    max_party_online: '8',
    duration_minutes: '90',
    durations_by_party: '[]',
    auto_confirm_max_covers: '',
    imprint_per_cover: '0',
    imprint_min_party: '1',
    ...overrides,
  };
}

export function serviceForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Dinner',
    fr_name: 'Dîner',
    weekdays: '1,2,3,4,5,6,7',
    first_slot: '19:00',
    last_slot: '22:00',
    capacity_covers: '10',
    pacing_covers: '',
    ...overrides,
  };
}

/**
 * An approved restaurant taking bookings online, with a dinner service every day (19:00–22:00,
 * 10 covers) and a lunch one (12:00–14:00, 10 covers).
 */
export async function bookingRestaurant(
  t: TestApp,
  options: { settings?: Record<string, unknown>; dinner?: Record<string, unknown> } = {},
) {
  const partner = await approvedPartner(t);
  const saved = (
    await post(t.app, bookingApiPaths.saveReservationSettings, settingsForm(options.settings), partner.token)
  ).json();
  if (saved.status !== 200) throw new Error(`settings refused: ${JSON.stringify(saved)}`);
  const dinner = (await post(t.app, bookingApiPaths.saveService, serviceForm(options.dinner), partner.token)).json();
  if (dinner.status !== 200) throw new Error(`service refused: ${JSON.stringify(dinner)}`);
  const lunch = (
    await post(
      t.app,
      bookingApiPaths.saveService,
      serviceForm({ name: 'Lunch', fr_name: 'Déjeuner', first_slot: '12:00', last_slot: '14:00' }),
      partner.token,
    )
  ).json();
  if (lunch.status !== 200) throw new Error(`service refused: ${JSON.stringify(lunch)}`);
  return {
    ...partner,
    publicId: encodePublicId(partner.id),
    dinnerId: dinner.data.id as number,
    lunchId: lunch.data.id as number,
  };
}

export type BookingRestaurant = Awaited<ReturnType<typeof bookingRestaurant>>;

export async function book(t: TestApp, token: string, body: Record<string, unknown>) {
  return (await post(t.app, bookingApiPaths.bookTable, body, token)).json();
}

/**
 * One restaurant taking bookings (`bookingRestaurant`) for all of a file's tests, declared at its
 * top after `appOfFile`: made before the first test (its fields are filled in then).
 */
export function restaurantOfFile(t: TestApp): BookingRestaurant {
  const r = {} as BookingRestaurant;
  beforeAll(async () => {
    Object.assign(r, await bookingRestaurant(t));
  });
  return r;
}

/**
 * A new guest books at the restaurant (2 covers unless said), the confirmation jobs run, and the
 * manage link is read from the SMS the guest received.
 */
export async function bookingWithManageLink(
  t: TestApp,
  restaurant: { publicId: string },
  booking: { date: string; time: string; covers?: string; lang?: 'fr' | 'en' },
) {
  const guest = await verifiedCustomer(t, booking.lang ? { lang: booking.lang } : {});
  const { date, time, covers = '2' } = booking;
  const booked = await book(t, guest.token, { restaurant_id: restaurant.publicId, date, time, covers });
  if (booked.status !== 200) throw new Error(`booking refused: ${JSON.stringify(booked)}`);
  await t.app.infra.jobs.runner.runDue();
  const sms = t.transport.sent.find((m) => m.to === guest.phone && m.text.includes('token='));
  const link = new URL(/https?:\/\/\S+/.exec(sms!.text)![0]);
  return { guest, booking: booked.data as { id: number }, link };
}

/** A guest books a table at the restaurant: a party at a time of a day. */
export async function bookAt(
  t: TestApp,
  token: string,
  restaurant: { publicId: string },
  date: string,
  time: string,
  covers: string,
) {
  return book(t, token, { restaurant_id: restaurant.publicId, date, time, covers });
}

export async function partnerCall(t: TestApp, path: string, body: Record<string, unknown>, token: string) {
  return (await post(t.app, path, body, token)).json();
}

/** A member moves a booking on (confirm, seat, no-show…); a refusal names the booking's status now. */
export async function changeStatus(t: TestApp, token: string, bookingId: number, status: string, reason?: string) {
  const body = { booking_id: bookingId, status, ...(reason === undefined ? {} : { reason }) };
  return partnerCall(t, bookingApiPaths.changeBookingStatus, body, token);
}

/** The restaurant's answer to a guest's modification request (accept, propose a time or cancellation, decline). */
export async function answerRequest(t: TestApp, token: string, requestId: number, action: string, time?: string) {
  const body = { request_id: requestId, action, ...(time === undefined ? {} : { time }) };
  return partnerCall(t, bookingApiPaths.answerModificationRequest, body, token);
}

/** A guest's move of their booking to another time of tomorrow. */
export async function moveBooking(t: TestApp, token: string, bookingId: number, time: string, covers: number) {
  const body = { booking_id: bookingId, date: TOMORROW, time, covers: String(covers) };
  return (await post(t.app, bookingApiPaths.modifyBooking, body, token)).json();
}

/**
 * A guest's booking tomorrow at 19:00, and another guest's party of 8 filling `fullTime`: the
 * first guest's move to that time waits for the restaurant as a request.
 */
export async function bookingBesideFullSlot(t: TestApp, r: BookingRestaurant, covers: number, fullTime: string) {
  const [guest, other] = [await verifiedCustomer(t), await verifiedCustomer(t)];
  const party = { restaurant_id: r.publicId, date: TOMORROW, time: '19:00', covers: String(covers) };
  const booking = (await book(t, guest.token, party)).data;
  await book(t, other.token, { ...party, time: fullTime, covers: '8' });
  return { guest, booking };
}

/** An offer as the form sends it: 20 % on food, Friday evenings 19:00–20:00, November, 6 covers a slot. */
export function offerForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Early dinner',
    percent: '20',
    applies_to: 'food',
    weekdays: '5',
    first_slot: '19:00',
    last_slot: '20:00',
    valid_from: '2026-11-01',
    valid_to: '2026-11-30',
    max_covers_per_slot: '6',
    min_party: '2',
    ...overrides,
  };
}

export async function bookOfDay(t: TestApp, token: string, date: string) {
  const answer = (await get(t.app, query(bookingApiPaths.bookingBook, { date }), token)).json();
  // The book is sent as built, without its schema's parse: every book a test reads shows that
  // parsing it would change nothing (no field missing, none more, none of another type).
  if (answer.status === 200) expect(ZBookingBookResponseSchema.parse(answer)).toEqual(answer);
  return answer;
}

/** The guest a bench or a concurrency test books for, without an account's sign-in. */
export function guest(customerId: number) {
  return {
    customer_id: customerId,
    first_name: 'Camille',
    last_name: `Martin ${customerId}`,
    phone: `+3361234${String(customerId).padStart(4, '0')}`,
    email: `guest${customerId}@example.fr`,
    lang: 'fr',
  };
}

/**
 * A restaurant's exports, 10 a minute: the 11th is refused with 429 in both languages (then
 * `whileRefused` runs), another restaurant's goes through, and a minute later the first's again.
 */
export async function expectTenExportsAMinute(
  t: TestApp,
  exportFor: (token: string) => Promise<LightMyRequestResponse>,
  tokens: { restaurant: string; other: string },
  whileRefused: () => Promise<void> = async () => undefined,
) {
  for (let i = 0; i < 10; i += 1) expect((await exportFor(tokens.restaurant)).statusCode).toBe(200);
  const over = await exportFor(tokens.restaurant);
  expect(over.statusCode).toBe(429);
  expect(over.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: 'Too many attempts. Please try again in 1 minute.',
    fr_message: 'Trop de tentatives. Réessayez dans 1\u00a0minute.',
    retry_after: 60,
  });
  await whileRefused();
  expect((await exportFor(tokens.other)).statusCode).toBe(200);
  t.clock.advance(60_000);
  expect((await exportFor(tokens.restaurant)).statusCode).toBe(200);
}
