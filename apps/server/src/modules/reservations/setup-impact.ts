import type { TAffectedBooking } from '@portal/contract';
import { serviceAt, type ServiceSpec, type TableSpec } from './availability.js';

/** A booking to come as a change of the setup weighs it: where and when it sits, and for how many. */
export interface UpcomingBooking {
  id: number;
  date: string;
  time: string;
  first_name: string;
  last_name: string;
  covers: number;
  source: string;
}

/** A booking to come seated at a table, with every table it sits at (a large party sits at several). */
export interface SeatedBooking extends UpcomingBooking {
  tables: Array<Pick<TableSpec, 'id' | 'max_covers'>>;
}

/**
 * The bookings of a service that its new days or times leave outside it: a date whose weekday the
 * service no longer holds, or a time off its first-to-last span. The restaurant's closures are
 * not the service's change, so they are left out here.
 */
export function outsideService(bookings: UpcomingBooking[], service: ServiceSpec): UpcomingBooking[] {
  return bookings.filter(
    (booking) => serviceAt({ date: booking.date, services: [service], hours: null }, booking.time) === undefined,
  );
}

/**
 * The bookings seated at a table that its change strands: its tables' seats, this one's new, no
 * longer hold the party; or, the table no longer offered online, a booking the guest made online.
 */
export function strandedAtTable(
  bookings: SeatedBooking[],
  before: Pick<TableSpec, 'online'>,
  after: Pick<TableSpec, 'id' | 'max_covers' | 'online'>,
): SeatedBooking[] {
  const takenOffline = before.online === 1 && after.online === 0;
  return bookings.filter((booking) => {
    const seats = booking.tables.reduce(
      (sum, table) => sum + (table.id === after.id ? after.max_covers : table.max_covers),
      0,
    );
    return seats < booking.covers || (takenOffline && booking.source === 'online');
  });
}

/** As the restaurant reads them in a refusal or an answer, in the order of their day and time. */
export function affectedWire(bookings: UpcomingBooking[]): TAffectedBooking[] {
  return [...bookings]
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id)
    .map((booking) => ({
      id: booking.id,
      date: booking.date,
      time: booking.time,
      name: `${booking.first_name} ${booking.last_name}`.trim(),
      covers: booking.covers,
    }));
}
