import { paymentErrors, paymentFieldLabels, reservationErrors, reservationFieldLabels } from '@portal/contract';
import { addErrorTexts, addFieldLabels } from './error-texts';
import { lazyCatalogue } from './lazy-catalogue';

/* The bookings screens' texts (/bookings, its settings and its figures); no other screen downloads them. */
const loadBookingsTexts = lazyCatalogue({
  fr: () => import('./bookings-fr').then((module) => module.bookingsFr),
  en: () => import('./bookings-en').then((module) => module.bookingsEn),
});

/**
 * Loads the bookings texts of the language on screen, and of any language switched to later, and
 * adds the reservations' refusals to the error texts (both languages: they are message pairs).
 */
export function addBookingsTexts(): Promise<void> {
  // The card guarantee's refusals (charges, refunds) show in the booking's drawer.
  addErrorTexts(reservationErrors, paymentErrors);
  addFieldLabels(reservationFieldLabels);
  addFieldLabels(paymentFieldLabels);
  return loadBookingsTexts();
}
