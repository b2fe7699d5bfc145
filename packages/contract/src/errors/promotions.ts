import type { MessagePair } from '../message-pair.js';
import promotionsErrorTexts from '../messages/errors/promotions.json' with { type: 'json' };
import promotionsFieldTexts from '../messages/errors/promotions-fields.json' with { type: 'json' };

/** Promo codes: the restaurant's form, and what a customer is told at checkout. */
export const promotionErrors = promotionsErrorTexts satisfies Record<string, MessagePair>;

/** The promo codes' fields as people read them. */
export const promotionFieldLabels = promotionsFieldTexts satisfies Record<string, MessagePair>;
