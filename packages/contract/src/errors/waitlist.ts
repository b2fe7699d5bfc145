import type { MessagePair } from '../message-pair.js';
import waitlistErrorTexts from '../messages/errors/waitlist.json' with { type: 'json' };
import waitlistFieldTexts from '../messages/errors/waitlist-fields.json' with { type: 'json' };

/** The waitlist of a day and today's walk-in queue. */
export const waitlistErrors = waitlistErrorTexts satisfies Record<string, MessagePair>;

/** The waitlist's fields as people read them. */
export const waitlistFieldLabels = waitlistFieldTexts satisfies Record<string, MessagePair>;
