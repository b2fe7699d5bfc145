import type { MessagePair } from '../message-pair.js';
import restaurantErrorTexts from '../messages/errors/restaurant.json' with { type: 'json' };

/** The restaurant's profile, presence and public page. */
export const restaurantErrors = restaurantErrorTexts satisfies Record<string, MessagePair>;
