import type { Kysely } from 'kysely';
import type { TSaveReservationSettingsInput } from '@portal/contract';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import { addDays, parisDate, parisInstant } from '../core/paris-time.js';
import type { DialectName } from '../db/connection.js';
import type { Database } from '../schema.js';
import type { EventBus } from '../infra/events/event-bus.js';
import { cancelBookingMessages } from '../modules/reservations/booking-messages.js';
import { createReservationsModule, type ReservationsModule } from '../modules/reservations/index.js';
import type { Booking } from '../modules/reservations/tables.js';
import type { RestaurantModule } from '../modules/restaurant/index.js';
import { seededRandom } from './seeded-random.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const FIRST_NAMES = ['Camille', 'Léa', 'Hugo', 'Inès', 'Louis', 'Manon', 'Jules', 'Chloé', 'Nathan', 'Zoé', 'Théo'];
const LAST_NAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy'];
const NOTES = ['Chaise haute, s’il vous plaît', 'Allergie aux fruits à coque', 'Table au calme', 'Anniversaire'];

interface DemoGuest {
  first_name: string;
  last_name: string;
  /** In the range France reserves for fiction (06 39 98 …): no one's phone. */
  phone: string;
  email: string;
  lang: 'fr' | 'en';
}

/** Forty regulars and passers-by: a guest seen again brings their history onto the guest card. */
function demoGuests(): DemoGuest[] {
  return Array.from({ length: 40 }, (_, index) => {
    const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(index * 7) % LAST_NAMES.length]!;
    const plain = `${first}.${last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    return {
      first_name: first,
      last_name: last,
      phone: `+336399800${String(index).padStart(2, '0')}`,
      email: `${plain}@example.com`,
      lang: index % 6 === 5 ? 'en' : 'fr',
    };
  });
}

/** Lunch Tuesday to Sunday, dinner Tuesday to Saturday: the demo's opening hours (closed Mondays). */
const SERVICES = [
  { name: 'Lunch', fr_name: 'Déjeuner', weekdays: [2, 3, 4, 5, 6, 7], first: '12:00', last: '13:30', covers: 40 },
  { name: 'Dinner', fr_name: 'Dîner', weekdays: [2, 3, 4, 5, 6], first: '19:00', last: '21:30', covers: 48 },
] as const;

/** Twelve tables of 2, 4 and 6; three kept off the online book (the terrace and the big round table). */
const TABLES: Array<{ name: string; max: number; online: 0 | 1 }> = [
  { name: '1', max: 2, online: 1 },
  { name: '2', max: 2, online: 1 },
  { name: '3', max: 2, online: 1 },
  { name: 'Terrasse 1', max: 2, online: 0 },
  { name: '4', max: 4, online: 1 },
  { name: '5', max: 4, online: 1 },
  { name: '6', max: 4, online: 1 },
  { name: '7', max: 4, online: 1 },
  { name: '8', max: 4, online: 1 },
  { name: 'Terrasse 2', max: 4, online: 0 },
  { name: '9', max: 6, online: 1 },
  { name: 'Table ronde', max: 6, online: 0 },
];

/** The demo's booking settings; no card asked while its history is made (demo-guest-side.ts asks one after). */
export const DEMO_BOOKING_SETTINGS: TSaveReservationSettingsInput = {
  enabled: 1,
  slot_minutes: 30,
  min_notice_minutes: 120,
  max_advance_days: 60,
  max_party_online: 8,
  duration_minutes: 120,
  durations_by_party: [{ max_covers: 2, minutes: 90 }],
  auto_confirm_max_covers: 5,
  imprint_per_cover: 0,
  imprint_min_party: 1,
};

export interface DemoBookingsDependencies {
  db: Kysely<Database>;
  dialect: DialectName;
  events: EventBus;
  restaurant: Pick<RestaurantModule, 'service'>;
  clock: Clock;
}

/**
 * The demo restaurant takes table reservations: its settings, lunch and dinner services, twelve
 * tables, three months of past bookings (most honoured, some no-shows and late cancellations, a
 * few walk-ins) and two weeks ahead (confirmed, a few waiting for the restaurant, one change
 * request). Every booking is placed and moved through the reservations service at the time it
 * happened, on a clock the seed moves, so the history, tables and counts are those real use
 * makes. The guests are invented: none of their messages is kept to be sent.
 */
export async function seedDemoBookings(
  deps: DemoBookingsDependencies,
  restaurantId: number,
  days = 91,
): Promise<{ past: number; ahead: number }> {
  const next = seededRandom(20_250_125);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const now = deps.clock();
  let at = now - (days + 14) * DAY;
  const reservations = createReservationsModule({
    db: deps.db,
    dialect: deps.dialect,
    clock: () => at,
    events: deps.events,
    restaurant: deps.restaurant,
  });

  await reservations.setup.saveSettings(restaurantId, DEMO_BOOKING_SETTINGS, true);
  const serviceIds: number[] = [];
  for (const spec of SERVICES) {
    const saved = await reservations.setup.saveService(restaurantId, {
      id: null,
      name: spec.name,
      fr_name: spec.fr_name,
      weekdays: [...spec.weekdays],
      first_slot: spec.first,
      last_slot: spec.last,
      capacity_covers: spec.covers,
      pacing_covers: 14,
    });
    serviceIds.push(saved.saved.id);
  }
  for (const table of TABLES)
    await reservations.setup.saveTable(restaurantId, {
      id: null,
      name: table.name,
      min_covers: 1,
      max_covers: table.max,
      online: table.online,
    });

  const guests = demoGuests();
  const seeded: Booking[] = [];
  let past = 0;
  let ahead = 0;
  const today = parisDate(now);
  for (let offset = -days; offset < 14; offset += 1) {
    const date = addDays(today, offset);
    const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    for (const spec of SERVICES) {
      if (!(spec.weekdays as readonly number[]).includes(weekday)) continue;
      const weekend = weekday === 5 || weekday === 6;
      const dinner = spec.name === 'Dinner';
      // Fuller at dinner and on weekends; the weeks ahead fill as they come closer.
      let count = Math.round((dinner ? 9 : 6) * (weekend ? 1.4 : 1) * (0.7 + next() * 0.6));
      if (offset >= 0) count = Math.round(count * (1 - offset / 20));
      const slots = dinner
        ? ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30']
        : ['12:00', '12:30', '13:00', '13:30'];
      for (let index = 0; index < count; index += 1) {
        const time = pick(slots);
        const mealAt = parisInstant(date, time);
        const roll = next();
        const covers = roll < 0.55 ? 2 : roll < 0.8 ? 4 : roll < 0.9 ? 3 : roll < 0.97 ? 6 : 5;
        const guest = pick(guests);
        // Today's meals under way or about to start are left to the restaurant's own day.
        if (mealAt > now - 3 * HOUR && mealAt <= now + 2 * HOUR) continue;
        const walkIn = mealAt < now && next() < 0.08;
        const online = !walkIn && next() < 0.55;
        at = walkIn ? mealAt + 5 * MINUTE : Math.min(now - HOUR, mealAt - Math.floor((0.2 + next() * 8) * DAY));
        let booking: Booking;
        try {
          booking = await reservations.placement.place(
            restaurantId,
            {
              date,
              time,
              covers,
              source: walkIn ? 'walk_in' : online ? 'online' : 'phone',
              note: next() < 0.08 ? pick(NOTES) : '',
              guest: {
                customer_id: null,
                first_name: guest.first_name,
                last_name: guest.last_name,
                phone: walkIn ? '' : guest.phone,
                email: online ? guest.email : '',
                lang: guest.lang,
              },
            },
            walkIn
              ? { kind: 'restaurant', member: null }
              : online
                ? { kind: 'guest' }
                : { kind: 'restaurant', member: null },
          );
        } catch (error) {
          if (error instanceof AppError && error.code === 'SLOT_FULL') continue;
          throw error;
        }
        seeded.push(booking);
        if (mealAt > now) {
          ahead += 1;
          // A large party still waits for the restaurant's answer; now and then a guest cancels,
          // in good time (the 12-hour rule) and before today.
          const cancelAt = Math.min(now - 10 * MINUTE, at + DAY, mealAt - 13 * HOUR);
          if (booking.status === 'confirmed' && next() < 0.04 && cancelAt > at) {
            at = cancelAt;
            await reservations.changes.cancel(booking);
            seeded[seeded.length - 1] = { ...booking, status: 'cancelled_by_customer' };
          }
          continue;
        }
        past += 1;
        await settlePast(reservations, restaurantId, booking, next, (value) => (at = value));
      }
    }
  }
  await requestChange(reservations, restaurantId, serviceIds, seeded, now, (value) => (at = value));

  // The guests are invented: their confirmations and reminders are not kept to be sent.
  for (const booking of seeded) await cancelBookingMessages(booking, deps.db);
  return { past, ahead };
}

/** What became of a past booking: answered if it waited, then honoured, a no-show or cancelled. */
async function settlePast(
  { book, changes }: Pick<ReservationsModule, 'book' | 'changes'>,
  restaurantId: number,
  booking: Booking,
  next: () => number,
  setClock: (at: number) => void,
): Promise<void> {
  // The restaurant's owner answers, marks and records: no member of a team.
  const owner = { restaurantId, member: null };
  const mealAt = Number(booking.meal_at);
  const endsAt = Number(booking.ends_at);
  let status = booking.status;
  if (status === 'pending') {
    setClock(Number(booking.created_at) + 40 * MINUTE);
    const refuse = next() < 0.15;
    await book.changeStatus(
      owner,
      booking.id,
      refuse ? 'refused' : 'confirmed',
      refuse ? 'Complet pour un groupe ce soir-là' : '',
    );
    if (refuse) return;
    status = 'confirmed';
  }
  if (status === 'seated') {
    setClock(endsAt);
    await book.changeStatus(owner, booking.id, 'honoured', '');
    return;
  }
  const roll = next();
  // (The guest cancels the booking as placed; one the restaurant answered has moved on.)
  if (roll < 0.05 && booking.status === 'confirmed' && Number(booking.created_at) < mealAt - 2 * DAY) {
    // Cancelled in good time by the guest (more than 12 hours before).
    setClock(mealAt - DAY);
    await changes.cancel(booking);
  } else if (roll < 0.1) {
    // A late cancellation: the guest rang the restaurant the same day.
    setClock(mealAt - 3 * HOUR);
    await book.changeStatus(
      owner,
      booking.id,
      'cancelled_by_restaurant',
      'Le client a appelé pour annuler le jour même',
    );
  } else if (roll < 0.16) {
    setClock(mealAt + 20 * MINUTE);
    await book.changeStatus(owner, booking.id, 'no_show', '');
  } else {
    // Seated on arrival now and then; most are simply marked honoured at the end of the service.
    if (next() < 0.2) {
      setClock(mealAt + Math.floor(next() * 10) * MINUTE);
      await book.changeStatus(owner, booking.id, 'seated', '');
    }
    setClock(endsAt);
    await book.changeStatus(owner, booking.id, 'honoured', '');
  }
}

/**
 * One guest asks to move to a full slot: the first Friday or Saturday dinner ahead gets its
 * 20:00 arrivals filled by phone, then a guest booked at 19:30 that day asks for 20:00, which
 * goes to the restaurant as a change request.
 */
async function requestChange(
  { book, changes }: Pick<ReservationsModule, 'book' | 'changes'>,
  restaurantId: number,
  serviceIds: readonly number[],
  seeded: Booking[],
  now: number,
  setClock: (at: number) => void,
): Promise<void> {
  const owner = { restaurantId, member: null };
  setClock(now - HOUR);
  const candidates = seeded.filter(
    (b) =>
      b.status === 'confirmed' &&
      b.source === 'online' &&
      b.service_id === serviceIds[1] &&
      b.time !== '20:00' &&
      Number(b.meal_at) > now + 2 * DAY,
  );
  for (const booking of candidates) {
    for (let filler = 0; filler < 10; filler += 1) {
      try {
        const placed = await book.create(owner, {
          date: booking.date,
          time: '20:00',
          covers: 4,
          first_name: 'Groupe',
          last_name: `Entreprise ${filler + 1}`,
          phone: `06399800${90 + filler}`,
          source: 'phone',
        });
        seeded.push({ ...booking, id: placed.id, status: placed.status, meal_at: placed.meal_at });
      } catch (error) {
        if (error instanceof AppError && error.code === 'SLOT_FULL') break;
        throw error;
      }
    }
    const asked = await changes.move(booking, { date: booking.date, time: '20:00', covers: booking.covers });
    // Still at its own time: the change waits for the restaurant's answer.
    if (asked.requested) return;
  }
}
