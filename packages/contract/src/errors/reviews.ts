import type { MessagePair } from '../message-pair.js';
import {
  REVIEW_BOOKED_AHEAD_MINUTES,
  REVIEW_MAX_LENGTH,
  REVIEW_MAX_RATING,
  REVIEW_MIN_EXCLUSIVE_LENGTH,
  REVIEW_MIN_RATING,
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_WINDOW_DAYS,
  RESPONSE_WINDOW_MONTHS,
} from '../review-limits.js';

/** Reviews and the restaurant's response: who may review, write-once texts, reports. */
export const reviewErrors = {
  REVIEW_TOO_SHORT: {
    en: `Write more than ${REVIEW_MIN_EXCLUSIVE_LENGTH} characters about your visit`,
    fr: `Écrivez plus de ${REVIEW_MIN_EXCLUSIVE_LENGTH} caractères sur votre visite`,
  },
  REVIEW_TOO_LONG: {
    en: `A review holds at most ${REVIEW_MAX_LENGTH} characters`,
    fr: `Un avis compte au plus ${REVIEW_MAX_LENGTH} caractères`,
  },
  REVIEW_RATING_INVALID: {
    en: `Give a rating from ${REVIEW_MIN_RATING} to ${REVIEW_MAX_RATING}`,
    fr: `Donnez une note de ${REVIEW_MIN_RATING} à ${REVIEW_MAX_RATING}`,
  },
  REVIEW_NOT_HONOURED: {
    en: 'Only a booking the restaurant marked as honoured can be reviewed',
    fr: 'Seule une réservation honorée selon le restaurant peut recevoir un avis',
  },
  REVIEW_BOOKED_BY_RESTAURANT: {
    en: 'This booking was not made online from your account: it gives no right to review',
    fr: 'Cette réservation n’a pas été faite en ligne depuis votre compte\u00a0: elle ne permet pas de donner un avis',
  },
  REVIEW_BOOKED_TOO_LATE: {
    en: `Only a booking made at least ${REVIEW_BOOKED_AHEAD_MINUTES / 60} hours before the meal can be reviewed`,
    fr: `Seule une réservation faite au moins ${REVIEW_BOOKED_AHEAD_MINUTES / 60}\u00a0heures avant le repas peut recevoir un avis`,
  },
  REVIEW_WINDOW_CLOSED: {
    en: `A review is given within ${REVIEW_WINDOW_DAYS} days after the meal: this one is too late`,
    fr: `Un avis se donne dans les ${REVIEW_WINDOW_DAYS}\u00a0jours qui suivent le repas\u00a0: il est trop tard pour celui-ci`,
  },
  REVIEW_ALREADY_POSTED: {
    en: 'You already gave a review for this booking',
    fr: 'Vous avez déjà donné un avis pour cette réservation',
  },
  REVIEW_BY_TRADE: {
    en: 'Reviews are for guests: your phone, e-mail or Google account belongs to a restaurant’s account or team',
    fr: 'Les avis sont réservés aux clients\u00a0: votre téléphone, e-mail ou compte Google appartient au compte ou à l’équipe d’un restaurant',
  },
  REVIEW_NOT_WITHDRAWABLE: {
    en: 'This review can no longer be withdrawn',
    fr: 'Cet avis ne peut plus être retiré',
  },
  REVIEW_NOT_PUBLISHED: {
    en: 'This review is not published: it cannot be answered or reported',
    fr: 'Cet avis n’est pas publié\u00a0: il ne peut être ni commenté ni signalé',
  },
  REVIEW_ALREADY_REPORTED: {
    en: 'You already reported this review: the platform is looking into it',
    fr: 'Vous avez déjà signalé cet avis\u00a0: la plateforme l’examine',
  },
  REVIEW_REPORT_REASON_TOO_LONG: {
    en: `Say why in at most ${REVIEW_REPORT_REASON_MAX_LENGTH} characters`,
    fr: `Expliquez pourquoi en ${REVIEW_REPORT_REASON_MAX_LENGTH} caractères au plus`,
  },
  REVIEW_SORT_INVALID: {
    en: 'Sort the reviews by date or by rating',
    fr: 'Triez les avis par date ou par note',
  },
  REVIEW_STATUS_INVALID: {
    en: 'Choose one of the reviews’ statuses',
    fr: 'Choisissez un des statuts des avis',
  },
  RESPONSE_ALREADY_POSTED: {
    en: 'This review already has your response: a response is given once and never edited',
    fr: 'Cet avis a déjà votre réponse\u00a0: une réponse se donne une fois et ne se modifie pas',
  },
  RESPONSE_TOO_LONG: {
    en: 'Your response may not be longer than the review',
    fr: 'Votre réponse ne peut pas être plus longue que l’avis',
  },
  RESPONSE_WINDOW_CLOSED: {
    en: `A review is answered within ${RESPONSE_WINDOW_MONTHS} months of its publication: this one is too old`,
    fr: `Un avis se commente dans les ${RESPONSE_WINDOW_MONTHS}\u00a0mois qui suivent sa publication\u00a0: celui-ci est trop ancien`,
  },
  RESPONSE_REJECTED: {
    en: 'Your response cannot be published: remove insults and any personal data about the guest',
    fr: 'Votre réponse ne peut pas être publiée\u00a0: retirez les injures et toute donnée personnelle sur le client',
  },
} satisfies Record<string, MessagePair>;

/** The reviews' fields as people read them. */
export const reviewFieldLabels = {
  rating: { en: 'rating', fr: 'la note' },
  text: { en: 'text', fr: 'le texte' },
  review_id: { en: 'review', fr: 'l’avis' },
} satisfies Record<string, MessagePair>;
