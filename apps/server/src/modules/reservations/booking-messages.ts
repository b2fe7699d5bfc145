import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * Where a booking's messages are scheduled (DESIGN.md §11 "Messages": the confirmation, the
 * reminders the day before at 10:00 and 3 hours before) on top of the durable jobs. Called inside
 * the transaction that changes the booking, so a message is scheduled exactly when the change is
 * saved. This version schedules nothing yet; the messages replace its body.
 */

/** The booking as the messages need it. */
export interface BookingForMessages {
  id: number;
  restaurant_id: number;
  status: string;
  meal_at: number;
  lang: string;
}

/** A booking was created, confirmed or moved: (re)schedule its confirmation and reminders. */
export async function scheduleBookingMessages(_booking: BookingForMessages, _trx: Kysely<Database>): Promise<void> {}

/** A booking no longer takes place: its reminders are not sent. */
export async function cancelBookingMessages(_booking: BookingForMessages, _trx: Kysely<Database>): Promise<void> {}
