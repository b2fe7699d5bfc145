import type { MessagePair } from '../message-pair.js';
import privacyErrorTexts from '../messages/errors/privacy.json' with { type: 'json' };
import privacyFieldTexts from '../messages/errors/privacy-fields.json' with { type: 'json' };

/** Personal data: consents, campaigns, unsubscribing. */
export const privacyErrors = privacyErrorTexts satisfies Record<string, MessagePair>;

/** The fields of campaigns and subscriptions as people read them. */
export const privacyFieldLabels = privacyFieldTexts satisfies Record<string, MessagePair>;
