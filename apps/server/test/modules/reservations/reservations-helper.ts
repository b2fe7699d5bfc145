import { bookingApiPaths } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { approvedPartner, post, type TestApp } from '../../helper.js';
import { encodePublicId } from '../../../src/modules/restaurant/index.js';
import { get, query } from '../menu/menu-helper.js';

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

export async function partnerCall(t: TestApp, path: string, body: Record<string, unknown>, token: string) {
  return (await post(t.app, path, body, token)).json();
}

export async function bookOfDay(t: TestApp, token: string, date: string) {
  return (await get(t.app, query(bookingApiPaths.bookingBook, { date }), token)).json();
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
    message: 'Too many attempts. Please try again later.',
    fr_message: 'Trop de tentatives. Réessayez plus tard.',
  });
  await whileRefused();
  expect((await exportFor(tokens.other)).statusCode).toBe(200);
  t.clock.advance(60_000);
  expect((await exportFor(tokens.restaurant)).statusCode).toBe(200);
}
