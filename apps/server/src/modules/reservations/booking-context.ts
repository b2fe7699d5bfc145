import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../schema.js';
import type { BookingAnnouncer } from './booking-announcer.js';
import type { BookingLedger } from './booking-ledger.js';
import type { GuestCaps } from './booking-rules.js';
import type { BookingViews } from './booking-wire.js';
import type { ReservationSetup } from './reservation-setup.js';
import type { ReservationsRepository } from './reservations-repository.js';

/**
 * What the services of bookings share, built once by `createReservationsModule`: the database
 * and the bookings' queries, the restaurant's setup, what both sides write (the ledger), the
 * partner stream's announcer, the bookings' wire forms, the clock, the caps a customer cannot get
 * around.
 */
export interface BookingsContext {
  db: Kysely<Database>;
  repository: ReservationsRepository;
  setup: ReservationSetup;
  ledger: BookingLedger;
  announcer: BookingAnnouncer;
  views: BookingViews;
  clock: Clock;
  caps: GuestCaps;
}
