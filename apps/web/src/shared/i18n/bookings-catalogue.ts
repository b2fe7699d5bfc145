import {
  paymentErrors,
  paymentFieldLabels,
  reservationErrors,
  reservationFieldLabels,
  type Locale,
} from '@portal/contract';
import { addErrorTexts, addFieldLabels } from './error-texts';
import { currentLocale, i18n, onBeforeLanguageChange } from './i18n';

/*
 * The bookings screens' texts (/bookings and /bookings/settings), one language at a time, like
 * the partner texts: the language on screen loads with the screen, the other one only if the
 * partner switches to it (before the switch, so no key ever shows untranslated). The other
 * partner screens never download them.
 */
const loaders: Record<Locale, () => Promise<object>> = {
  fr: () => import('./bookings-fr').then((module) => module.bookingsFr),
  en: () => import('./bookings-en').then((module) => module.bookingsEn),
};
const loading = new Map<Locale, Promise<void>>();

function loadBookingsCatalogue(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then((texts) => {
      i18n.addResourceBundle(locale, 'translation', texts, true, true);
    });
    loading.set(locale, pending);
  }
  return pending;
}

/**
 * Loads the bookings texts of the language on screen, and of any language switched to later, and
 * adds the reservations' refusals to the error texts (both languages: they are message pairs).
 */
export function addBookingsTexts(): Promise<void> {
  // The card guarantee's refusals (charges, refunds) show in the booking's drawer.
  addErrorTexts(reservationErrors, paymentErrors);
  addFieldLabels(reservationFieldLabels);
  addFieldLabels(paymentFieldLabels);
  onBeforeLanguageChange(loadBookingsCatalogue);
  return loadBookingsCatalogue(currentLocale());
}
