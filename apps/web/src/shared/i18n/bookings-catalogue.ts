import {
  floorPlanErrors,
  paymentErrors,
  paymentFieldLabels,
  reservationErrors,
  reservationFieldLabels,
  waitlistErrors,
  waitlistFieldLabels,
} from '@portal/contract';
import { lazyCatalogue } from './lazy-catalogue';
import type bookingsFr from './bookings-fr.json';

/**
 * The bookings screens' own texts (/bookings, its settings and its figures): `bookings-fr.json`,
 * and `bookings-en.json` with the same keys. The sidebar's entry is in partner-fr.json; the status
 * names come from the contract (BOOKING_STATUS_LABELS).
 */
export type BookingsCatalogue = typeof bookingsFr;

/** Loads the bookings texts (no other screen downloads them) and the reservations' refusals. */
export const addBookingsTexts = lazyCatalogue<BookingsCatalogue>(
  { fr: () => import('./bookings-fr.json'), en: () => import('./bookings-en.json') },
  // The card guarantee's refusals (charges, refunds) show in the booking's drawer, the waitlist's in its panel.
  {
    errors: [reservationErrors, paymentErrors, waitlistErrors, floorPlanErrors],
    labels: { ...reservationFieldLabels, ...paymentFieldLabels, ...waitlistFieldLabels },
  },
);
