import type { MessagePair } from '../message-pair.js';
import { MAX_OFFERS, OFFER_PERCENT_MAX, OFFER_PERCENT_MIN, OFFER_PERCENT_STEP } from '../offer-limits.js';
import { MAX_CAPACITY_COVERS, MAX_PARTY } from '../reservation-limits.js';

/** The restaurant's offers on table bookings. */
export const offerErrors = {
  OFFER_PERCENT_INVALID: {
    en: `Choose a discount from ${OFFER_PERCENT_MIN} to ${OFFER_PERCENT_MAX} % in steps of ${OFFER_PERCENT_STEP}`,
    fr: `Choisissez une remise de ${OFFER_PERCENT_MIN} à ${OFFER_PERCENT_MAX}\u00a0% par pas de ${OFFER_PERCENT_STEP}`,
  },
  OFFER_APPLIES_TO_INVALID: {
    en: 'Say whether the offer is on food or on the whole bill',
    fr: 'Indiquez si l’offre porte sur la nourriture ou sur toute l’addition',
  },
  OFFER_WEEKDAYS_REQUIRED: {
    en: 'Choose at least one day of the week',
    fr: 'Choisissez au moins un jour de la semaine',
  },
  OFFER_SLOTS_INVALID: {
    en: 'Give the first and last arrival as HH:MM, the first no later than the last',
    fr: 'Indiquez la première et la dernière arrivée au format HH:MM, la première au plus tard à la dernière',
  },
  OFFER_DATES_INVALID: {
    en: 'Give the validity as dates, the start no later than the end',
    fr: 'Indiquez la validité par des dates, le début au plus tard à la fin',
  },
  OFFER_CAP_INVALID: {
    en: `The covers per slot are a whole number from 1 to ${MAX_CAPACITY_COVERS}`,
    fr: `Les couverts par créneau sont un nombre entier de 1 à ${MAX_CAPACITY_COVERS}`,
  },
  OFFER_MIN_PARTY_INVALID: {
    en: `The minimum party is a whole number from 1 to ${MAX_PARTY}`,
    fr: `Le nombre minimum de couverts est un nombre entier de 1 à ${MAX_PARTY}`,
  },
  OFFER_STATUS_INVALID: {
    en: 'An offer is active or paused',
    fr: 'Une offre est active ou en pause',
  },
  TOO_MANY_OFFERS: {
    en: `A restaurant keeps at most ${MAX_OFFERS} offers: delete one first`,
    fr: `Un restaurant garde au plus ${MAX_OFFERS}\u00a0offres\u00a0: supprimez-en une d’abord`,
  },
  OFFER_NO_LONGER_AVAILABLE: {
    en: 'This offer is no longer available at this time: book without it or choose another time',
    fr: 'Cette offre n’est plus disponible à ce créneau\u00a0: réservez sans elle ou choisissez un autre créneau',
  },
} satisfies Record<string, MessagePair>;

/** The offers' fields as people read them. */
export const offerFieldLabels = {
  offer_id: { en: 'offer', fr: 'l’offre' },
  percent: { en: 'discount', fr: 'la remise' },
  applies_to: { en: 'applies to', fr: 's’applique à' },
  valid_from: { en: 'valid from', fr: 'valable à partir du' },
  valid_to: { en: 'valid until', fr: 'valable jusqu’au' },
  max_covers_per_slot: { en: 'covers per slot', fr: 'couverts par créneau' },
  min_party: { en: 'minimum party', fr: 'couverts minimum' },
} satisfies Record<string, MessagePair>;
