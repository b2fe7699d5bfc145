import type { MessagePair } from '../message-pair.js';
import commonErrorTexts from '../messages/errors/common.json' with { type: 'json' };

/** Failures any call can report: malformed input, free-text rules, access, transport, crashes. */
export const commonErrors = commonErrorTexts satisfies Record<string, MessagePair>;

/**
 * The text of a limit's refusal that says when to try again, from the seconds it answers in
 * `retry_after`, rounded up to whole minutes (a partner waits a little longer, never shorter).
 */
export function retryAfterMessage(retryAfterSeconds: number): MessagePair {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return {
    en: `Too many attempts. Please try again in ${minutes} ${unit}.`,
    fr: `Trop de tentatives. Réessayez dans ${minutes}\u00a0${unit}.`,
  };
}
