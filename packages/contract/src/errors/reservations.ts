import type { MessagePair } from '../message-pair.js';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '../reservation-limits.js';
import reservationsErrorTexts from '../messages/errors/reservations.json' with { type: 'json' };
import reservationsFieldTexts from '../messages/errors/reservations-fields.json' with { type: 'json' };

/** "This booking is already honoured": a refused change names the status the booking has now. */
type BookingNowCode = `BOOKING_NOW_${Uppercase<BookingStatus>}`;
const bookingNowErrors = Object.fromEntries(
  Object.entries(BOOKING_STATUS_LABELS).map(([status, label]) => [
    `BOOKING_NOW_${status.toUpperCase()}`,
    {
      en: `This booking is ${label.en} now: that change is not possible`,
      fr: `Cette réservation est ${label.fr} désormais\u00a0: ce changement n’est pas possible`,
    },
  ]),
) as Record<BookingNowCode, MessagePair>;

/**
 * Table reservations: the book, its settings, services and tables, the guests' calls. A guest's
 * caps (BOOKING_LIMIT_AT_RESTAURANT to BOOKING_CHANGES_LIMIT_FOR_DAY) come with the number allowed
 * as `limit`. TABLE_CHANGE_AFFECTS_BOOKINGS and SERVICE_CHANGE_AFFECTS_BOOKINGS list the bookings
 * in `affected_bookings`; sent again with `confirm_affected` = 1, the change is saved.
 */
export const reservationErrors = {
  ...bookingNowErrors,
  ...(reservationsErrorTexts satisfies Record<string, MessagePair>),
};

/** The names of the reservations' form fields as people read them (a required field's message). */
export const reservationFieldLabels = reservationsFieldTexts satisfies Record<string, MessagePair>;
