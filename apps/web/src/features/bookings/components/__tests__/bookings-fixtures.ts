import {
  bookingApiPaths,
  parisInstant as parisInstantOn,
  type TBooking,
  type TBookingBook,
  type TBookingDetail,
  type TService,
  type TTable,
  type TWaitlistEntry,
  waitlistApiPaths,
} from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { mockApi } from '@/testing/fetch-mock';
import { setLocale, type renderScreen } from '@/testing/render';
import { signIn } from '@/testing/sign-in';

/** 26 November 2026, Paris (UTC+1): 20:00 there is 19:00 UTC. */
export const DAY = '2026-11-26';
/** That day's "HH:MM" in Paris. */
export const parisInstant = (time: string) => parisInstantOn(DAY, time);

/** The clock stopped at `at`, and the screen's ticking: promises, transitions and calls run as usual. */
export function useFakeClock(at: number) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(at);
}

export const dinner: TService = {
  id: 1,
  name: 'Dinner',
  fr_name: 'Dîner',
  weekdays: [1, 2, 3, 4, 5, 6],
  first_slot: '19:00',
  last_slot: '21:30',
  capacity_covers: 40,
  pacing_covers: 12,
};

export function booking(overrides: Partial<TBooking> = {}): TBooking {
  const time = overrides.time ?? '20:00';
  return {
    id: 5,
    reference: 'R7K2QX',
    date: DAY,
    time,
    meal_at: parisInstant(time),
    ends_at: parisInstant(time) + 90 * 60_000,
    covers: 4,
    status: 'confirmed',
    source: 'online',
    first_name: 'Camille',
    last_name: 'Durand',
    phone: '+33612345678',
    email: 'camille@example.fr',
    note: '',
    occasion: '',
    meal_voucher: 0,
    tables: [],
    service_id: 1,
    guarantee: 'none',
    modification: null,
    created_at: parisInstant('10:00'),
    offer: null,
    ...overrides,
  };
}

/** A read's answer: `data` with an OK message. */
const okReply = <T>(data: T) => ({ body: { status: 200, message: 'OK', fr_message: 'OK', data } });

/** The day's waitlist and walk-in queue as the server answers it. */
export function waitlistReply(entries: TWaitlistEntry[], date = DAY) {
  return okReply({ date, entries });
}

export function bookReply(bookings: TBooking[], extra: Partial<TBookingBook> = {}) {
  return okReply({
    date: DAY,
    services: [dinner],
    slots: [
      { time: '19:00', booked_covers: 4, capacity_covers: 40, arrivals: 4, pacing_covers: 12 },
      { time: '20:00', booked_covers: 10, capacity_covers: 40, arrivals: 6, pacing_covers: 12 },
    ],
    bookings,
    counts: {},
    expected_covers: bookings.reduce((sum, b) => sum + b.covers, 0),
    also_booked: {},
    ...extra,
  });
}

export function detailReply(base: TBooking, extra: Partial<TBookingDetail> = {}) {
  return okReply({
    ...base,
    customer_id: null,
    history: [{ at: base.created_at, status: base.status, actor: 'guest', change: 'created', reason: '' }],
    guest: {
      visits: 3,
      no_shows: 1,
      late_cancellations: 0,
      last_visit_at: parisInstant('12:00'),
      notes: ['Sans gluten'],
    },
    modifications: [],
    fraud_reason_code: null,
    guarantee_detail: null,
    ...extra,
  });
}

/** The restaurant's tables, as tableList answers them. */
export const tablesReply = (tables: TTable[] = []) => okReply(tables);

export const okBooking = (b: TBooking) => ({
  body: { status: 200, message: 'Saved', fr_message: 'Enregistré', data: b },
});

export const settingsData = {
  enabled: 1,
  slot_minutes: 30,
  min_notice_minutes: 60,
  max_advance_days: 60,
  max_party_online: 8,
  duration_minutes: 90,
  durations_by_party: [{ max_covers: 2, minutes: 75 }],
  auto_confirm_max_covers: 6,
  imprint_per_cover: '0',
  imprint_per_cover_cents: 0,
  imprint_min_party: 1,
};
export const settingsReply = (data: Partial<typeof settingsData> = {}) => ({
  body: { status: 200, message: 'OK', fr_message: 'OK', data: { ...settingsData, ...data } },
});

/** The calls of the day's book: the settings, and the book with Camille Durand's booking at 20:00. */
export function bookingsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [bookingApiPaths.reservationSettings]: settingsReply(),
    [bookingApiPaths.bookingBook]: bookReply([booking()]),
    [waitlistApiPaths.waitlistList]: waitlistReply([]),
    ...extra,
  });
}

/** Opens Camille Durand's booking from the book: its drawer. */
export async function openBookingDrawer(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Ouvrir la réservation de Camille Durand\b/ }));
  return screen.findByRole('dialog', { name: 'Réservation R7K2QX' });
}

/** Signs a member in, as the app stores the session. */
export { signIn };

/**
 * The hooks of a bookings screen's tests: a manager signed in, the bookings texts loaded (the app
 * loads them with the screen's code; the screens are rendered directly here), and the real clock
 * and French put back after each test.
 */
export function setUpBookingsTests() {
  beforeEach(() => signIn('manager'));
  beforeAll(() => addBookingsTexts());
  afterEach(async () => {
    vi.useRealTimers();
    await setLocale('fr');
  });
}
