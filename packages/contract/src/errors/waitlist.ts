import type { MessagePair } from '../message-pair.js';
import {
  WAITLIST_MAX_OPEN_PER_CUSTOMER,
  WAITLIST_MAX_OPEN_PER_DAY,
  WALK_IN_MAX_QUOTED_MINUTES,
} from '../waitlist-limits.js';

/** The waitlist of a day and today's walk-in queue. */
export const waitlistErrors = {
  WAITLIST_WINDOW_INVALID: {
    en: 'Give the earliest and latest arrival as HH:MM, the earliest no later than the latest',
    fr: 'Indiquez l’arrivée au plus tôt et au plus tard au format HH:MM, la première au plus tard à la seconde',
  },
  WAITLIST_ALREADY_JOINED: {
    en: 'You are already on this restaurant’s waitlist for this day',
    fr: 'Vous êtes déjà sur la liste d’attente de ce restaurant pour ce jour',
  },
  WAITLIST_LIMIT: {
    en: `You can wait on at most ${WAITLIST_MAX_OPEN_PER_CUSTOMER} waitlists at once: leave one first`,
    fr: `Vous pouvez attendre sur au plus ${WAITLIST_MAX_OPEN_PER_CUSTOMER}\u00a0listes d’attente à la fois\u00a0: quittez-en une d’abord`,
  },
  WAITLIST_DAY_FULL: {
    en: `The waitlist of this day holds at most ${WAITLIST_MAX_OPEN_PER_DAY} parties`,
    fr: `La liste d’attente de ce jour compte au plus ${WAITLIST_MAX_OPEN_PER_DAY}\u00a0groupes`,
  },
  WAITLIST_ENTRY_CLOSED: {
    en: 'This party is no longer waiting',
    fr: 'Ce groupe n’attend plus',
  },
  WAITLIST_ENTRY_KIND_INVALID: {
    en: 'This action is not for this kind of entry',
    fr: 'Cette action ne concerne pas ce type d’entrée',
  },
  WAITLIST_OFFER_EXPIRED: {
    en: 'This offer has lapsed: the table went to the next guest waiting',
    fr: 'Cette proposition a expiré\u00a0: la table est proposée au client suivant',
  },
  WAITLIST_LINK_INVALID: {
    en: 'This link is not valid',
    fr: 'Ce lien n’est pas valide',
  },
  WALK_IN_QUOTE_INVALID: {
    en: `The wait quoted is a whole number of minutes from 0 to ${WALK_IN_MAX_QUOTED_MINUTES}`,
    fr: `L’attente annoncée est un nombre entier de minutes de 0 à ${WALK_IN_MAX_QUOTED_MINUTES}`,
  },
  WALK_IN_NO_PHONE: {
    en: 'This party left no phone number: tell them in person',
    fr: 'Ce groupe n’a pas laissé de numéro\u00a0: prévenez-le de vive voix',
  },
} satisfies Record<string, MessagePair>;

/** The waitlist's fields as people read them. */
export const waitlistFieldLabels = {
  earliest: { en: 'earliest arrival', fr: 'arrivée au plus tôt' },
  latest: { en: 'latest arrival', fr: 'arrivée au plus tard' },
  quoted_minutes: { en: 'wait quoted', fr: 'attente annoncée' },
  entry_id: { en: 'entry', fr: 'l’entrée' },
} satisfies Record<string, MessagePair>;
