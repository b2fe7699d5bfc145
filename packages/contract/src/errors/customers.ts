import type { MessagePair } from '../message-pair.js';
import customersErrorTexts from '../messages/errors/customers.json' with { type: 'json' };

/** Customer accounts: registration, codes, Google sign-in, own details, closing. */
export const customerErrors = customersErrorTexts satisfies Record<string, MessagePair>;
