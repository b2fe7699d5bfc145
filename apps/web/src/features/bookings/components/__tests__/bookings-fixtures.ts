import type { TBooking, TBookingBook, TBookingDetail, TService } from '@portal/contract';

/** 26 November 2026, Paris (UTC+1): 20:00 there is 19:00 UTC. */
export const DAY = '2026-11-26';
export const parisInstant = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return Date.UTC(2026, 10, 26, (h ?? 0) - 1, m ?? 0);
};

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

export function bookReply(bookings: TBooking[], extra: Partial<TBookingBook> = {}) {
  return {
    body: {
      status: 200,
      message: 'OK',
      fr_message: 'OK',
      data: {
        date: DAY,
        services: [dinner],
        slots: [
          { time: '19:00', booked_covers: 4, capacity_covers: 40, arrivals: 4, pacing_covers: 12 },
          { time: '20:00', booked_covers: 10, capacity_covers: 40, arrivals: 6, pacing_covers: 12 },
        ],
        bookings,
        counts: {},
        expected_covers: bookings.reduce((sum, b) => sum + b.covers, 0),
        ...extra,
      },
    },
  };
}

export function detailReply(base: TBooking, extra: Partial<TBookingDetail> = {}) {
  return {
    body: {
      status: 200,
      message: 'OK',
      fr_message: 'OK',
      data: {
        ...base,
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
      },
    },
  };
}

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

/** Signs a member in, as the app stores the session. */
export function signIn(role: 'owner' | 'manager' | 'staff') {
  localStorage.setItem('Auth', '01');
  localStorage.setItem('token', 'member-token');
  localStorage.setItem(
    'userdata',
    JSON.stringify({ id: 7, name: 'Le Bouchon', address: '', logo_image: '', status: 1, imageUrl: '/uploads/' }),
  );
  localStorage.setItem('role', role);
  if (role !== 'owner') localStorage.setItem('member', JSON.stringify({ id: 3, name: 'Léa Martin' }));
}
