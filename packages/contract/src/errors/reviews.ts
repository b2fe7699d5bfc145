import type { MessagePair } from '../message-pair.js';
import reviewsErrorTexts from '../messages/errors/reviews.json' with { type: 'json' };
import reviewsFieldTexts from '../messages/errors/reviews-fields.json' with { type: 'json' };

/** Reviews and the restaurant's response: who may review, write-once texts, reports. */
export const reviewErrors = reviewsErrorTexts satisfies Record<string, MessagePair>;

/** The reviews' fields as people read them. */
export const reviewFieldLabels = reviewsFieldTexts satisfies Record<string, MessagePair>;
