import type { MessagePair } from '../message-pair.js';
import { authFieldLabels } from './auth.js';
import { commonErrors } from './common.js';

/*
 * Looking a code up in a table of texts, apart from the full table (index.ts): the web app keeps
 * only the texts of the domains its page shows (each domain's table is a file of this folder), so a
 * page does not download the texts of every other screen.
 */

/** Names of form fields as users read them; the French ones carry their article. */
export const fieldLabels: Record<string, MessagePair> = {
  ...authFieldLabels,
};

/**
 * "Enter the :attribute" / "Saisissez le :attribute" for a required field, with the right article
 * for known fields ("Saisissez l'adresse").
 */
export function requiredMessage(
  field: string,
  labels: Readonly<Record<string, MessagePair>> = fieldLabels,
): MessagePair {
  const label = Object.hasOwn(labels, field) ? labels[field] : undefined;
  if (!label) return { en: `Enter the ${field}`, fr: `Saisissez le ${field}` };
  return { en: `Enter the ${label.en}`, fr: `Saisissez ${label.fr}` };
}

/**
 * The message pair for a code found on a field (a zod issue message or a business error), read in
 * `table`; a code the table does not hold reads as the generic "check the form". A required
 * field is named from `labels` (a domain's screens add their fields' names to the shared ones).
 */
export function messageIn(
  table: Readonly<Record<string, MessagePair>>,
  code: string,
  field?: string,
  labels: Readonly<Record<string, MessagePair>> = fieldLabels,
): MessagePair {
  if (code === 'REQUIRED' && field) return requiredMessage(field, labels);
  return Object.hasOwn(table, code) ? (table[code] as MessagePair) : commonErrors.VALIDATION;
}
