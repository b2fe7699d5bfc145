import type { MessagePair } from '../message-pair.js';
import { authErrors } from './auth.js';
import { commonErrors } from './common.js';
import { customerErrors } from './customers.js';
import { orderErrors } from './orders.js';
import { geoErrors } from './geo.js';
import { imageErrors } from './images.js';
import { menuErrors } from './menu.js';
import { restaurantErrors } from './restaurant.js';
import { teamErrors } from './team.js';
import { reservationErrors, reservationFieldLabels } from './reservations.js';
import { paymentErrors, paymentFieldLabels } from './payments.js';
import { reviewErrors, reviewFieldLabels } from './reviews.js';
import { guestErrors, guestFieldLabels } from './guests.js';
import { offerErrors, offerFieldLabels } from './offers.js';
import { privacyErrors, privacyFieldLabels } from './privacy.js';
import { promotionErrors, promotionFieldLabels } from './promotions.js';
import { loyaltyErrors } from './loyalty.js';
import { waitlistErrors, waitlistFieldLabels } from './waitlist.js';
import { floorPlanErrors } from './floor-plan.js';
import { fieldLabels, messageIn } from './lookup.js';

export { fieldLabels, messageIn, requiredMessage } from './lookup.js';
export { retryAfterMessage } from './common.js';
// Each domain's texts alone, for a page that shows only some domains (the web app).
export {
  authErrors,
  commonErrors,
  customerErrors,
  floorPlanErrors,
  geoErrors,
  guestErrors,
  guestFieldLabels,
  imageErrors,
  loyaltyErrors,
  menuErrors,
  offerErrors,
  offerFieldLabels,
  orderErrors,
  paymentErrors,
  paymentFieldLabels,
  privacyErrors,
  privacyFieldLabels,
  promotionErrors,
  promotionFieldLabels,
  reservationErrors,
  reservationFieldLabels,
  restaurantErrors,
  reviewErrors,
  reviewFieldLabels,
  teamErrors,
  waitlistErrors,
  waitlistFieldLabels,
};

/*
 * Every failure the API can report, as a stable code with its English and French texts. The
 * server turns a code into the `message` / `fr_message` pair of the response envelope; the web
 * app reads the same pairs for its own client-side checks, so both sides say the same thing.
 *
 * The texts are translation catalogues, one JSON file per table (messages/errors/auth.json…):
 * translators edit data, not code, and one test (test/catalogues.test.ts) checks that every code
 * says both languages with the same {placeholders}; test/limits.test.ts holds every number a text
 * states to its limit. Each domain's module beside this one (auth.ts, menu.ts…) exports its table; a
 * new domain adds its catalogue and module, one line to the spread below and its name to the export
 * above. A code belongs to one domain only: a test checks that no two tables share one.
 */
const allErrors = {
  ...commonErrors,
  ...authErrors,
  ...geoErrors,
  ...menuErrors,
  ...customerErrors,
  ...orderErrors,
  ...restaurantErrors,
  ...teamErrors,
  ...reservationErrors,
  ...reviewErrors,
  ...paymentErrors,
  ...guestErrors,
  ...offerErrors,
  ...privacyErrors,
  ...promotionErrors,
  ...loyaltyErrors,
  ...waitlistErrors,
  ...floorPlanErrors,
};

export type ErrorCode = keyof typeof allErrors;

/** `ErrorCode.NOT_FOUND` is 'NOT_FOUND': the codes as values, for code that names one. */
export const ErrorCode = Object.fromEntries(Object.keys(allErrors).map((code) => [code, code])) as {
  readonly [Code in ErrorCode]: Code;
};

export const errorMessages: Record<ErrorCode, MessagePair> = allErrors;

/** The message pair for a code found on a field (a zod issue message or a business error). */
export function messageFor(code: string, field?: string): MessagePair {
  return messageIn(errorMessages, code, field, allFieldLabels);
}

/** Every form field's name as people read them, the domains' own included. */
const allFieldLabels: Readonly<Record<string, MessagePair>> = {
  ...fieldLabels,
  ...reservationFieldLabels,
  ...reviewFieldLabels,
  ...paymentFieldLabels,
  ...guestFieldLabels,
  ...offerFieldLabels,
  ...privacyFieldLabels,
  ...promotionFieldLabels,
  ...waitlistFieldLabels,
};

/** Own keys only: "constructor" or "toString" are not codes. */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorMessages, value);
}
