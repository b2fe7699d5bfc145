import type { MessagePair } from './message-pair.js';
import successTexts from './messages/success.json' with { type: 'json' };

/**
 * The `message` / `fr_message` pairs of successful calls. The texts are a translation catalogue
 * (messages/success.json): translators edit data, not code, and one test
 * (test/catalogues.test.ts) checks that every code says both languages.
 */
export const successMessages = successTexts satisfies Record<string, MessagePair>;

export type SuccessCode = keyof typeof successMessages;
