import type { MessagePair } from '../message-pair.js';
import geoErrorTexts from '../messages/errors/geo.json' with { type: 'json' };

/** Addresses: chosen from the suggestions of the address search, in France. */
export const geoErrors = geoErrorTexts satisfies Record<string, MessagePair>;
