import type { MessagePair } from '../message-pair.js';

/** Addresses: chosen from the suggestions of the address search, in France. */
export const geoErrors = {
  ADDRESS_NOT_CHOSEN: {
    en: 'Choose the address from the suggestions',
    fr: 'Choisissez l’adresse parmi les suggestions',
  },
  ADDRESS_OUTSIDE_FRANCE: {
    en: 'The address must be in France',
    fr: 'L’adresse doit se trouver en France',
  },
  GEOCODER_UNAVAILABLE: {
    en: 'Address search is unavailable right now. Please try again.',
    fr: 'La recherche d’adresse est indisponible pour le moment. Réessayez.',
  },
} satisfies Record<string, MessagePair>;
