import type { MessagePair } from '../message-pair.js';
import offersErrorTexts from '../messages/errors/offers.json' with { type: 'json' };
import offersFieldTexts from '../messages/errors/offers-fields.json' with { type: 'json' };

/** The restaurant's offers on table bookings. */
export const offerErrors = offersErrorTexts satisfies Record<string, MessagePair>;

/** The offers' fields as people read them. */
export const offerFieldLabels = offersFieldTexts satisfies Record<string, MessagePair>;
