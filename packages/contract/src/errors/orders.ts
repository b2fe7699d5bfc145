import type { MessagePair } from '../message-pair.js';
import ordersErrorTexts from '../messages/errors/orders.json' with { type: 'json' };

/** Placing and handling orders. */
export const orderErrors = ordersErrorTexts satisfies Record<string, MessagePair>;
