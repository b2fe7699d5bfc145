import type { MessagePair } from '../message-pair.js';
import { GUEST_MAX_TAGS, GUEST_NOTES_MAX_LENGTH, GUEST_TAG_MAX_LENGTH } from '../guest-limits.js';

/** The guest book: the restaurant's notes, tags and allergens on a guest. */
export const guestErrors = {
  GUEST_NOTES_TOO_LONG: {
    en: `Notes hold at most ${GUEST_NOTES_MAX_LENGTH} characters`,
    fr: `Les notes comptent au plus ${GUEST_NOTES_MAX_LENGTH}\u00a0caractères`,
  },
  GUEST_TOO_MANY_TAGS: {
    en: `A guest has at most ${GUEST_MAX_TAGS} tags`,
    fr: `Un client a au plus ${GUEST_MAX_TAGS}\u00a0étiquettes`,
  },
  GUEST_TAG_INVALID: {
    en: `A tag is one line of at most ${GUEST_TAG_MAX_LENGTH} characters, without a comma`,
    fr: `Une étiquette tient sur une ligne de ${GUEST_TAG_MAX_LENGTH}\u00a0caractères au plus, sans virgule`,
  },
  GUEST_ALLERGEN_UNKNOWN: {
    en: 'Choose allergens among the 14 regulated ones',
    fr: 'Choisissez les allergènes parmi les 14 de la réglementation',
  },
} satisfies Record<string, MessagePair>;

/** The guest book's fields as people read them. */
export const guestFieldLabels = {
  guest_id: { en: 'guest', fr: 'le client' },
  notes: { en: 'notes', fr: 'les notes' },
  tags: { en: 'tags', fr: 'les étiquettes' },
  allergens: { en: 'allergens', fr: 'les allergènes' },
} satisfies Record<string, MessagePair>;
