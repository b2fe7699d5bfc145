import type { MessagePair } from '../message-pair.js';
import { LATEST_NEXT_DAY_CLOSING_HOUR, MAX_SERVICE_SLOTS } from '../menu/limits.js';
import {
  CAPACITY_MAX,
  MAX_CLOSURES,
  MAX_GALLERY_IMAGES,
  PAUSE_MAX_MINUTES,
  PAUSE_MIN_MINUTES,
  PRICE_RANGE_MAX,
} from '../restaurant-limits.js';

/** The restaurant's profile, presence and public page. */
export const restaurantErrors = {
  CUISINE_REQUIRED: { en: 'Choose at least one cuisine', fr: 'Choisissez au moins une cuisine' },
  PAYMENT_METHOD_REQUIRED: {
    en: 'Choose at least one payment method',
    fr: 'Choisissez au moins un moyen de paiement',
  },
  PRICE_RANGE_INVALID: {
    en: `Choose a price scale from 1 to ${PRICE_RANGE_MAX}`,
    fr: `Choisissez une gamme de prix de 1 à ${PRICE_RANGE_MAX}`,
  },
  TOO_MANY_OPENING_SLOTS: {
    en: `At most ${MAX_SERVICE_SLOTS} opening slots a day`,
    fr: `${MAX_SERVICE_SLOTS} plages d’ouverture au plus par jour`,
  },
  CAPACITY_INVALID: {
    en: `Enter a capacity between 1 and ${CAPACITY_MAX} covers, or leave it empty`,
    fr: `Saisissez une capacité entre 1 et ${CAPACITY_MAX} couverts, ou laissez vide`,
  },
  WEBSITE_INVALID: {
    en: 'Enter a web address such as https://www.example.fr',
    fr: 'Saisissez une adresse web comme https://www.exemple.fr',
  },
  SIRET_INVALID: {
    en: 'The SIRET number must have 14 digits and be valid',
    fr: 'Le numéro SIRET doit comporter 14 chiffres et être valide',
  },
  VAT_NUMBER_INVALID: {
    en: 'Enter a French intra-EU VAT number: FR, a 2-digit key and the 9-digit SIREN',
    fr: 'Saisissez un numéro de TVA intracommunautaire français : FR, une clé à 2 chiffres et le SIREN à 9 chiffres',
  },
  VAT_NUMBER_MISMATCH: {
    en: 'The VAT number does not match the SIRET (same SIREN expected)',
    fr: 'Le numéro de TVA ne correspond pas au SIRET (même SIREN attendu)',
  },
  WEEKLY_HOURS_INVALID: {
    en: `Check the hours of each day: HH:MM, each slot closing after it opens (or the next morning, by ${LATEST_NEXT_DAY_CLOSING_HOUR} a.m.), without overlap`,
    fr: `Vérifiez les horaires de chaque jour : HH:MM, chaque plage finissant après son début (ou le lendemain matin, au plus tard à ${LATEST_NEXT_DAY_CLOSING_HOUR} h), sans chevauchement`,
  },
  CLOSURE_INVALID: {
    en: 'Enter the closure dates (day/month/year)',
    fr: 'Saisissez les dates de fermeture (jour/mois/année)',
  },
  CLOSURE_ENDS_BEFORE_START: {
    en: 'A closure cannot end before it starts',
    fr: 'Une fermeture ne peut pas finir avant de commencer',
  },
  TOO_MANY_CLOSURES: {
    en: `At most ${MAX_CLOSURES} exceptional closures`,
    fr: `${MAX_CLOSURES} fermetures exceptionnelles au plus`,
  },
  TOO_MANY_GALLERY_IMAGES: {
    en: `At most ${MAX_GALLERY_IMAGES} photos in the gallery: delete one first`,
    fr: `${MAX_GALLERY_IMAGES} photos au plus dans la galerie : supprimez-en une d’abord`,
  },
  PAUSE_INVALID: {
    en: `A pause lasts ${PAUSE_MIN_MINUTES} minutes to ${PAUSE_MAX_MINUTES / 60} hours, or until tomorrow's opening`,
    fr: `Une pause dure de ${PAUSE_MIN_MINUTES} minutes à ${PAUSE_MAX_MINUTES / 60} heures, ou jusqu’à l’ouverture de demain`,
  },
} satisfies Record<string, MessagePair>;
