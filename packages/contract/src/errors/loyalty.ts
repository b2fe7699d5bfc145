import type { MessagePair } from '../message-pair.js';
import loyaltyErrorTexts from '../messages/errors/loyalty.json' with { type: 'json' };

/** The loyalty programme: the restaurant's settings and rewards, the guest's vouchers. */
export const loyaltyErrors = loyaltyErrorTexts satisfies Record<string, MessagePair>;
