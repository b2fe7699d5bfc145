import type { ChargeStatus, Locale } from '@portal/contract';

/** The words every page drawn for guests has, in both languages. */
export interface GuestPageTexts {
  /** BCP 47 tag for number and date formats. */
  intlLocale: string;
  /** The link to the same page in the other language (`LanguageBar`). */
  otherLanguage: { label: string; lang: Locale; name: string };
}

export const guestPageTexts: Record<Locale, GuestPageTexts> = {
  fr: { intlLocale: 'fr-FR', otherLanguage: { label: 'English', lang: 'en', name: 'Read this page in English' } },
  en: { intlLocale: 'en-GB', otherLanguage: { label: 'Français', lang: 'fr', name: 'Lire cette page en français' } },
};

/**
 * The words of the pages a booking's own link opens (managing it, its card and payment pages):
 * the booking's facts, its charges and refunds, and the link that opens nothing.
 */
export interface BookingLinkTexts extends GuestPageTexts {
  atRestaurant: (restaurant: string) => string;
  /** The link back to the restaurant's public page. */
  restaurantPage: string;
  detailsLabel: string;
  dateLabel: string;
  timeLabel: string;
  coversLabel: string;
  covers: (count: number) => string;
  referenceLabel: string;
  /** "vendredi 27 novembre à 19:30" */
  dateAtTime: (date: string, time: string) => string;
  chargeLine: (amount: string, status: ChargeStatus, reason: string) => string;
  refundLine: (amount: string, reason: string) => string;
  invalid: { title: string; heading: string; text: string };
}

const frChargeStatus: Record<ChargeStatus, string> = {
  pending: 'Débit en cours',
  succeeded: 'Débité',
  awaiting_authentication: 'Paiement à confirmer',
  failed: 'Débit refusé',
};

const enChargeStatus: Record<ChargeStatus, string> = {
  pending: 'Charge in progress',
  succeeded: 'Charged',
  awaiting_authentication: 'Payment to confirm',
  failed: 'Charge declined',
};

export const bookingLinkTexts: Record<Locale, BookingLinkTexts> = {
  fr: {
    ...guestPageTexts.fr,
    atRestaurant: (restaurant) => `chez ${restaurant}`,
    restaurantPage: 'Page du restaurant',
    detailsLabel: 'Votre réservation',
    dateLabel: 'Date',
    timeLabel: 'Heure',
    // A guest's words: "couverts" is the trade's.
    coversLabel: 'Nombre de personnes',
    covers: (count) => (count === 1 ? '1 personne' : `${count} personnes`),
    referenceLabel: 'Référence',
    dateAtTime: (date, time) => `${date} à ${time}`,
    chargeLine: (amount, status, reason) => `${frChargeStatus[status]}\u00a0: ${amount}. Motif\u00a0: ${reason}`,
    refundLine: (amount, reason) => `Remboursé\u00a0: ${amount}. Motif\u00a0: ${reason}`,
    invalid: {
      title: 'Lien expiré ou invalide',
      heading: 'Ce lien ne fonctionne plus',
      text: 'Le lien de votre réservation n’est pas valable, ou le repas est passé. Vérifiez le lien reçu par e-mail ou SMS, ou appelez le restaurant.',
    },
  },
  en: {
    ...guestPageTexts.en,
    atRestaurant: (restaurant) => `at ${restaurant}`,
    restaurantPage: 'Restaurant’s page',
    detailsLabel: 'Your booking',
    dateLabel: 'Date',
    timeLabel: 'Time',
    coversLabel: 'Party size',
    covers: (count) => (count === 1 ? '1 person' : `${count} people`),
    referenceLabel: 'Reference',
    dateAtTime: (date, time) => `${date} at ${time}`,
    chargeLine: (amount, status, reason) => `${enChargeStatus[status]}: ${amount}. Reason: ${reason}`,
    refundLine: (amount, reason) => `Refunded: ${amount}. Reason: ${reason}`,
    invalid: {
      title: 'Link expired or not valid',
      heading: 'This link no longer works',
      text: 'The link to your booking is not valid, or the meal is over. Check the link in your e-mail or text message, or call the restaurant.',
    },
  },
};
