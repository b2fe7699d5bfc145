import type { MessagePair } from '../message-pair.js';
import { authErrors, authFieldLabels } from './auth.js';
import { commonErrors } from './common.js';
import { customerErrors } from './customers.js';
import { orderErrors } from './orders.js';
import { geoErrors } from './geo.js';
import { menuErrors } from './menu.js';
import { restaurantErrors } from './restaurant.js';

/*
 * Every failure the API can report, as a stable code with its English and French texts. The
 * server turns a code into the `message` / `fr_message` pair of the response envelope; the web
 * app reads the same pairs for its own client-side checks, so both sides say the same thing.
 *
 * Each domain keeps its codes in its own file beside this one (auth.ts, menu.ts…); a new domain
 * adds its file and one line to each spread below. A code belongs to one domain only: a test
 * checks that no two tables share one.
 */
const allErrors = {
  ...commonErrors,
  ...authErrors,
  ...geoErrors,
  ...menuErrors,
  ...customerErrors,
  ...orderErrors,
  ...restaurantErrors,
};

export type ErrorCode = keyof typeof allErrors;

/** `ErrorCode.NOT_FOUND` is 'NOT_FOUND': the codes as values, for code that names one. */
export const ErrorCode = Object.fromEntries(Object.keys(allErrors).map((code) => [code, code])) as {
  readonly [Code in ErrorCode]: Code;
};

export const errorMessages: Record<ErrorCode, MessagePair> = allErrors;

/** Names of form fields as users read them; the French ones carry their article. */
export const fieldLabels: Record<string, MessagePair> = {
  ...authFieldLabels,
};

/**
 * "Enter the :attribute" / "Saisissez le :attribute" for a required field, with the right article
 * for known fields ("Saisissez l'adresse").
 */
export function requiredMessage(field: string): MessagePair {
  const label = Object.hasOwn(fieldLabels, field) ? fieldLabels[field] : undefined;
  if (!label) return { en: `Enter the ${field}`, fr: `Saisissez le ${field}` };
  return { en: `Enter the ${label.en}`, fr: `Saisissez ${label.fr}` };
}

/** The message pair for a code found on a field (a zod issue message or a business error). */
export function messageFor(code: string, field?: string): MessagePair {
  if (code === ErrorCode.REQUIRED && field) return requiredMessage(field);
  return isErrorCode(code) ? errorMessages[code] : errorMessages.VALIDATION;
}

/** Own keys only: "constructor" or "toString" are not codes. */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorMessages, value);
}
