/** The offers' limits, apart from the schemas: the error texts state them. */

export const OFFER_PERCENT_MIN = 10;
export const OFFER_PERCENT_MAX = 50;
export const OFFER_PERCENT_STEP = 5;
/** The percentages a restaurant chooses from: 10, 15, … 50. */
export const OFFER_PERCENTS: readonly number[] = Array.from(
  { length: (OFFER_PERCENT_MAX - OFFER_PERCENT_MIN) / OFFER_PERCENT_STEP + 1 },
  (_, i) => OFFER_PERCENT_MIN + i * OFFER_PERCENT_STEP,
);
/** Food only, or the whole bill (drinks included). */
export const OFFER_APPLIES_TO = ['food', 'all'] as const;
export type OfferAppliesTo = (typeof OFFER_APPLIES_TO)[number];
export const OFFER_STATUSES = ['active', 'paused'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_NAME_MAX_LENGTH = 60;
/** A party seated more than this many minutes after its time loses the offer it booked with (the terms). */
export const OFFER_LOST_AFTER_MINUTES = 15;
/** Offers a restaurant keeps at once (active or paused). */
export const MAX_OFFERS = 20;
/** The days before the report's average basket that the offers' cost is figured on. */
export const OFFER_BASKET_DAYS = 90;
