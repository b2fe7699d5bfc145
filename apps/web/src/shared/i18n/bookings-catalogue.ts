import { reservationErrors } from '@portal/contract';
import { bookingsEn } from './bookings-en';
import { bookingsFr } from './bookings-fr';
import { addErrorTexts } from './error-texts';
import { i18n } from './i18n';

/**
 * Adds the bookings screens' texts in both languages, merged into the partner texts, and the
 * reservations' refusals (checked in the browser before a call, or named by a code alone).
 */
export function addBookingsTexts(): void {
  i18n.addResourceBundle('fr', 'translation', bookingsFr, true, true);
  i18n.addResourceBundle('en', 'translation', bookingsEn, true, true);
  addErrorTexts(reservationErrors);
}
