import type { MessagePair } from '../message-pair.js';
import guestsErrorTexts from '../messages/errors/guests.json' with { type: 'json' };
import guestsFieldTexts from '../messages/errors/guests-fields.json' with { type: 'json' };

/** The guest book: the restaurant's notes, tags and allergens on a guest. */
export const guestErrors = guestsErrorTexts satisfies Record<string, MessagePair>;

/** The guest book's fields as people read them. */
export const guestFieldLabels = guestsFieldTexts satisfies Record<string, MessagePair>;
